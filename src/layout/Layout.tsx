// The console's frame: header, side menu, the open-page tabs and breadcrumbs above each page, the page search,
// and, on every page's address, the permission check and then the blocking dialogs (business setup, plan, KYC).
// A visitor on the tour gets the frame with every page's content under the lock overlay.
import type { ReactNode } from 'react';
import { Authenticated, Layout as RaLayout } from 'react-admin';
import { isTourMode } from '../auth/tour';
import { GateGuard } from '../navigation/GateGuard';
import { AppBar } from './AppBar';
import { Breadcrumbs } from './Breadcrumbs';
import { LockOverlay } from './LockOverlay';
import { Menu } from './Menu';
import { MenuAccessGuard } from './menu/MenuAccessGuard';
import { TabStrip } from './tabs/TabStrip';
import { TourBanner } from './TourBanner';

export const Layout = ({ children }: { children: ReactNode }) =>
  isTourMode() ? (
    <RaLayout appBar={AppBar} menu={Menu}>
      <TourBanner />
      <LockOverlay />
    </RaLayout>
  ) : (
    <RaLayout appBar={AppBar} menu={Menu}>
      <TabStrip />
      <Breadcrumbs />
      {/* Signed-in first: the checks below read the merchant's session, and a visitor must be sent to log in. */}
      <Authenticated>
        <MenuAccessGuard>
          <GateGuard>{children}</GateGuard>
        </MenuAccessGuard>
      </Authenticated>
    </RaLayout>
  );
