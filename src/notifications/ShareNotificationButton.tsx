// Share is offered only to users who may read the beneficiary list the recipient is picked from (spec 001 §6:
// beneficiary 11, or transfer 09 whose screens pick recipients from it; elements lacking permission are removed).
import { Button } from '@mui/material';
import ShareIcon from '@mui/icons-material/Share';
import { useTranslate } from 'react-admin';
import { hasPermission } from '../auth/permissions';

export const SHARE_PERMISSIONS = ['11', '09'] as const;

export const mayShare = (): boolean => SHARE_PERMISSIONS.some((code) => hasPermission(code));

export const ShareNotificationButton = ({ onClick }: { onClick: () => void }) => {
  const translate = useTranslate();
  if (!mayShare()) return null;
  return (
    <Button variant="outlined" startIcon={<ShareIcon />} onClick={onClick}>
      {translate('notifications.share.button')}
    </Button>
  );
};
