// User menu → Privacy & Security. The user menu exists only for a signed-in person, which is the spec's rule
// ("hidden when not logged in").
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ShieldIcon from '@mui/icons-material/Shield';
import { forwardRef } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';

export const PrivacyAndSecurityMenuItem = forwardRef<HTMLAnchorElement>((_, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
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
