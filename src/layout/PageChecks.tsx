// What every menu page is checked for before it shows, in order: a signed-in person (a visitor goes to log in),
// the page's permission code, then the blocking dialogs (business setup, plan, KYC). Addresses the menu does not
// place (the 404 redirect, hand-written pages with checks of their own) pass straight through, so an unknown
// address still reaches the 404 page for anyone.
import type { ReactNode } from 'react';
import { Authenticated } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { GateGuard } from '../navigation/GateGuard';
import { MenuAccessGuard } from './menu/MenuAccessGuard';
import { matchPage, placedEntries } from './menu/menuTree';

export const PageChecks = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  if (!matchPage(pathname, placedEntries)) return <>{children}</>;
  return (
    <Authenticated>
      <MenuAccessGuard>
        <GateGuard>{children}</GateGuard>
      </MenuAccessGuard>
    </Authenticated>
  );
};
