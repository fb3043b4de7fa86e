// Spec 001 §6 on a direct address: a page the menu places under a code the user lacks shows the 'no permission'
// warning instead of the page (react-admin does the same for resource screens; this covers hand-written pages and
// the frame pages, and keeps a resource page from mounting, and fetching, first).
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AccessDeniedPage } from '../AccessDeniedPage';
import { matchPage, mayOpen, placedEntries } from './menuTree';

export const MenuAccessGuard = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const page = matchPage(pathname, placedEntries);
  return page && !mayOpen(page) ? <AccessDeniedPage /> : <>{children}</>;
};
