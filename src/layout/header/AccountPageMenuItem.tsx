// A user-menu link to one of the person's own pages (spec 000 §2: Account Profile and Privacy & Security are
// hidden when not logged in; react-admin shows the user menu's button even to a visitor whose identity cannot be
// read, so the item checks for itself).
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import ShieldIcon from '@mui/icons-material/Shield';
import { forwardRef, type ComponentType } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { isLoggedIn } from '../../transport/session';

const accountPageMenuItem = (to: string, label: string, Icon: ComponentType<{ fontSize: 'small' }>, name: string) => {
  const Item = forwardRef<HTMLAnchorElement>((_, ref) => {
    const translate = useTranslate();
    const userMenu = useUserMenu();
    if (!isLoggedIn()) return null;
    return (
      <MenuItem component={Link} to={to} ref={ref} onClick={() => userMenu?.onClose()}>
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate(label)}</ListItemText>
      </MenuItem>
    );
  });
  Item.displayName = name;
  return Item;
};

export const AccountProfileMenuItem = accountPageMenuItem('/account/accountProfile', 'menu.accountProfile', PersonIcon, 'AccountProfileMenuItem');
export const PrivacyAndSecurityMenuItem = accountPageMenuItem('/account/privacyAndSecurity', 'menu.privacyAndSecurity', ShieldIcon, 'PrivacyAndSecurityMenuItem');
