// The header (spec 000 §1): title, the store switcher and the store's storefront switch, the language, the
// notification bell, and the user menu (Account Profile, Privacy & Security, reset demo data, Log Out).
import { Box } from '@mui/material';
import { AppBar as RaAppBar, Logout, TitlePortal, UserMenu } from 'react-admin';
import { isDemoBackend } from '../demo';
import { NotificationBell } from '../notifications/NotificationBell';
import { AccountProfileMenuItem, PrivacyAndSecurityMenuItem } from './header/AccountPageMenuItem';
import { StorefrontToggle } from './header/StorefrontToggle';
import { StoreSwitcher } from './header/StoreSwitcher';
import { LanguageSwitch } from './LanguageSwitch';
import { ResetDemoDataMenuItem } from './ResetDemoDataMenuItem';

const AppUserMenu = () => (
  <UserMenu>
    <AccountProfileMenuItem />
    <PrivacyAndSecurityMenuItem />
    {isDemoBackend() && <ResetDemoDataMenuItem />}
    <Logout />
  </UserMenu>
);

/** The right-hand tools before the user menu: the language, and the notification bell beside it. */
const HeaderTools = () => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
    <NotificationBell />
    <LanguageSwitch />
  </Box>
);

export const AppBar = () => (
  <RaAppBar userMenu={<AppUserMenu />} toolbar={<HeaderTools />}>
    <TitlePortal />
    <StoreSwitcher />
    <StorefrontToggle />
  </RaAppBar>
);
