// The console's frame: header, side menu, the open-page tabs and breadcrumbs above each page, the page search,
// and the permission check on the page's address.
import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Breadcrumbs } from './Breadcrumbs';
import { Menu } from './Menu';
import { MenuAccessGuard } from './menu/MenuAccessGuard';
import { TabStrip } from './tabs/TabStrip';

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu}>
    <TabStrip />
    <Breadcrumbs />
    <MenuAccessGuard>{children}</MenuAccessGuard>
  </RaLayout>
);
