// While the session works in a sub-merchant's account (switch account), a strip under the header says whose, on
// every page and at every width, with the way back to the main account.
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { backToMainAccount } from '../../auth/switchAccount';

export const SubAccountBanner = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const { identity } = useGetIdentity();
  const name = identity?.subAccountName;
  if (typeof name !== 'string' || !name) return null;

  const goBack = async () => {
    setLeaving(true);
    try {
      await backToMainAccount();
      navigate('/business/subMerchant');
      refresh();
      notify('header.backInMainAccount', { type: 'info' });
    } catch {
      // The transport has shown the server's message; the session is still the sub-merchant's.
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ borderRadius: 0, '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
      action={
        <Button color="inherit" size="small" onClick={goBack} disabled={leaving} sx={{ whiteSpace: 'nowrap' }}>
          {translate('header.backToMainAccount')}
        </Button>
      }
    >
      {translate('header.workingInSubAccount', { name })}
    </Alert>
  );
};
