// User menu → Privacy & Security (spec 000 §2: hidden when not logged in; react-admin shows the user menu's
// button even to a visitor whose identity cannot be read, so the item checks for itself).
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ShieldIcon from '@mui/icons-material/Shield';
import { forwardRef } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { isLoggedIn } from '../transport/session';

export const PrivacyAndSecurityMenuItem = forwardRef<HTMLAnchorElement>((_, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  if (!isLoggedIn()) return null;
  return (
    <MenuItem component={Link} to="/account/privacyAndSecurity" ref={ref} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <ShieldIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('menu.privacyAndSecurity')}</ListItemText>
    </MenuItem>
  );
});
PrivacyAndSecurityMenuItem.displayName = 'PrivacyAndSecurityMenuItem';
