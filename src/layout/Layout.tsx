// The console's frame: header, side menu, the open-page tabs and breadcrumbs above each page, the page search,
// and the checks every menu page passes before it shows (PageChecks).
// A visitor on the tour gets the frame with every page's content under the lock overlay.
import { Box } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { isTourMode } from '../auth/tour';
import { useFrameDrawn } from '../engine/frameAfterFirstList';
import { isLoggedIn } from '../transport/session';
import { AppBar } from './AppBar';
import { Breadcrumbs } from './Breadcrumbs';
import { GlobalizationSync } from './GlobalizationSync';
import { LockOverlay } from './LockOverlay';
import { Menu } from './Menu';
import { PageChecks } from './PageChecks';
import { matchPage, placedEntries } from './menu/menuTree';
import { SubAccountBanner } from './header/SubAccountBanner';
import { stripBox, TabStrip } from './tabs/TabStrip';
import { TourBanner } from './TourBanner';

// react-admin sizes its frame to the widest thing in a page (min-width: fit-content on the root, and a content
// column that cannot shrink below its content): a crowded tab strip or a wide table then widened the whole page past
// the window, sliding over the side menu. The frame stays the window's width; what is wider scrolls inside itself.
// react-admin renders the layout again each time an answer it waits for at start arrives (the session check, the
// permissions, the page's access): five times before the first list shows. The frame's parts read what they show
// from their own hooks, so they render again only when that changes (issue #12: the side menu alone took a third
// of the first render's time, and as much again in those repeats).
// Opened on a list, the side menu's entries and the open-page tabs come once its rows are painted (the header's tools
// too: AppBar); the strip's room is kept meanwhile, so that the page does not move down when it arrives.
const FrameAppBar = memo(AppBar);
const FrameMenu = memo(function FrameMenu() {
  return useFrameDrawn() ? <Menu /> : null;
});
const FrameTabStrip = memo(function FrameTabStrip() {
  return useFrameDrawn() ? <TabStrip /> : <Box sx={stripBox} />;
});
const FrameBreadcrumbs = memo(Breadcrumbs);

const fitWindow = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

// On a phone the header's title names the page: the tab strip (back at md) and the breadcrumbs (back at sm) would
// push the page's first rows down a third of the screen. They stay mounted, so the open tabs are still kept
// (useOpenTabs says nothing of a tab that gives way where the strip is not shown).
const fromMd = { display: { xs: 'none', md: 'block' } };
const fromSm = { display: { xs: 'none', sm: 'block' } };

// A signed-out visitor at an address the menu does not place (an unknown one on its way to the 404 page, a
// hand-written page that sends them to log in) gets no frame: its parts ask the server for the session's data, and
// the answer (no session) sent the visitor to log in over the 404 page they had reached.
export const Layout = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  if (!isTourMode() && !isLoggedIn() && !matchPage(pathname, placedEntries)) return children;
  return <Frame>{children}</Frame>;
};

const Frame = ({ children }: { children: ReactNode }) =>
  isTourMode() ? (
    <RaLayout appBar={FrameAppBar} menu={FrameMenu} sx={fitWindow}>
      <TourBanner />
      <LockOverlay />
    </RaLayout>
  ) : (
    <RaLayout appBar={FrameAppBar} menu={FrameMenu} sx={fitWindow}>
      <GlobalizationSync />
      <SubAccountBanner />
      <Box sx={fromMd}>
        <FrameTabStrip />
      </Box>
      <Box sx={fromSm}>
        <FrameBreadcrumbs />
      </Box>
      <PageChecks>{children}</PageChecks>
    </RaLayout>
  );
