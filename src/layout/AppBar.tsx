// The header (spec 000 §1): title, the store switcher and the store's storefront switch, the language, the
// notification bell, and the user menu (Account Profile, Privacy & Security, reset demo data, Log Out).
import { Box, Divider, useMediaQuery, type Theme } from '@mui/material';
import { AppBar as RaAppBar, Logout, TitlePortal, UserMenu } from 'react-admin';
import { isDemoBackend } from '../demo';
import { useFrameDrawn } from '../engine/frameAfterFirstList';
import { NotificationBell } from '../notifications/NotificationBell';
import { AccountProfileMenuItem, PrivacyAndSecurityMenuItem } from './header/AccountPageMenuItem';
import { StorefrontToggle } from './header/StorefrontToggle';
import { StoreSwitcher } from './header/StoreSwitcher';
import { LanguageSwitch } from './LanguageSwitch';
import { ResetDemoDataMenuItem } from './ResetDemoDataMenuItem';

/** Below MUI's sm breakpoint the bar keeps the menu button, the title, the bell and the user menu only. */
const usePhoneHeader = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

const AppUserMenu = ({ phone }: { phone: boolean }) => (
  <UserMenu>
    {phone && [
      <StoreSwitcher key="store" inMenu />,
      <StorefrontToggle key="storefront" inMenu />,
      <LanguageSwitch key="language" inMenu />,
      <Divider key="divider" />,
    ]}
    <AccountProfileMenuItem />
    <PrivacyAndSecurityMenuItem />
    {isDemoBackend() && <ResetDemoDataMenuItem />}
    <Logout />
  </UserMenu>
);

/** The right-hand tools before the user menu: the notification bell, and the language beside it at a desk. */
const HeaderTools = ({ phone }: { phone: boolean }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
    <NotificationBell />
    {!phone && <LanguageSwitch />}
  </Box>
);

// react-admin's title ends in an ellipsis when it is too long, but the title is drawn inside an inline-block (its
// Configurable wrapper), which was cut off mid-letter instead ("Till Head Office – Main Cour" on a phone).
const titleSx = { '& .RaConfigurable-root': { display: 'inline' } };

// Opened on a list, the bar, its menu button and the page's title are there with the rows, its tools just after
// (engine/frameAfterFirstList.ts). The bar keeps its children's places either way: the page's title is drawn into
// the TitlePortal, which must not be made again.
export const AppBar = () => {
  const phone = usePhoneHeader();
  const tools = useFrameDrawn();
  return (
    <RaAppBar userMenu={tools ? <AppUserMenu phone={phone} /> : false} toolbar={tools ? <HeaderTools phone={phone} /> : null}>
      <TitlePortal sx={titleSx} />
      {tools && !phone && <StoreSwitcher />}
      {tools && !phone && <StorefrontToggle />}
    </RaAppBar>
  );
};
