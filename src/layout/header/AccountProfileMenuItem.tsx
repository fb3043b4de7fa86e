// User menu → Account Profile (spec 000 §2: hidden when not logged in).
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { forwardRef } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { isLoggedIn } from '../../transport/session';

export const AccountProfileMenuItem = forwardRef<HTMLAnchorElement>((_, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  if (!isLoggedIn()) return null;
  return (
    <MenuItem component={Link} to="/account/accountProfile" ref={ref} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('menu.accountProfile')}</ListItemText>
    </MenuItem>
  );
});
AccountProfileMenuItem.displayName = 'AccountProfileMenuItem';
