// The header: title, current store, language and the user menu (the person's name, reset demo data, log out).
import { Chip } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { AppBar as RaAppBar, Logout, TitlePortal, UserMenu, useGetIdentity } from 'react-admin';
import { isDemoBackend } from '../demo';
import { NotificationBell } from '../notifications/NotificationBell';
import { LanguageSwitch } from './LanguageSwitch';
import { PrivacyAndSecurityMenuItem } from './PrivacyAndSecurityMenuItem';
import { ResetDemoDataMenuItem } from './ResetDemoDataMenuItem';

const AppUserMenu = () => (
  <UserMenu>
    <PrivacyAndSecurityMenuItem />
    {isDemoBackend() && <ResetDemoDataMenuItem />}
    <Logout />
  </UserMenu>
);

export const AppBar = () => {
  const { identity } = useGetIdentity();
  const storeName = typeof identity?.storeName === 'string' ? identity.storeName : '';
  return (
    <RaAppBar userMenu={<AppUserMenu />} toolbar={<><NotificationBell /><LanguageSwitch /></>}>
      <TitlePortal />
      {storeName && (
        <Chip
          icon={<StorefrontIcon />}
          label={storeName}
          size="small"
          sx={{ mr: 1, color: 'inherit', bgcolor: 'rgba(255,255,255,0.15)', '& .MuiChip-icon': { color: 'inherit' } }}
        />
      )}
    </RaAppBar>
  );
};
