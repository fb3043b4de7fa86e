// Spec 001 §2 on every way into a page (menu, tab, search, typed address): a page the merchant cannot use yet
// is not shown; its blocking dialog says why and offers the way forward. Closing it goes back to Home, or from an
// add form its list stops at, to that list.
import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { matchPage, placedEntries, type PlacedEntry } from '../layout/menu/menuTree';
import { isAddForm } from './entryGates';
import { BlockingDialog } from './BlockingDialog';
import { usePageBlock } from './usePageBlock';
import { VISUALLY_HIDDEN } from '../layout/visuallyHidden';

/** `page`: the menu page to check, where the address is not under it (the loan wizard's pages share the Loans entry's gates). */
export const GateGuard = ({ children, page }: { children: ReactNode; page?: PlacedEntry }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const shown = matchPage(pathname, placedEntries);
  const { pending, dialog } = usePageBlock(page ?? shown);
  if (pending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-labelledby="gate-checking" />
        <Box component="span" id="gate-checking" sx={VISUALLY_HIDDEN}>
          {translate('gates.checking')}
        </Box>
      </Box>
    );
  }
  if (!dialog) return <>{children}</>;
  const back = !page && shown && isAddForm(shown.rest) ? shown.address : '/home';
  return <BlockingDialog kind={dialog} onClose={() => navigate(back)} />;
};
