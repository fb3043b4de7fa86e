// Spec 001 §2 on every way into a page (menu, tab, search, typed address): a page the merchant cannot use yet
// is not shown; its blocking dialog says why and offers the way forward. Closing it goes back to Home.
import { Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { matchPage, placedEntries } from '../layout/menu/menuTree';
import { BlockingDialog } from './BlockingDialog';
import { gatesOf } from './entryGates';
import { blockingDialogFor } from './gates';
import { currentStanding, loadKycMatrix } from './standing';

export const GateGuard = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const page = matchPage(pathname, placedEntries);
  const gates = page ? gatesOf(page) : {};
  const matrix = useQuery({ queryKey: ['kycMatrix'], queryFn: loadKycMatrix, enabled: Boolean(gates.kycTxType), staleTime: Infinity });
  if (gates.kycTxType && matrix.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label="…" />
      </Box>
    );
  }
  const dialog = blockingDialogFor(gates, currentStanding(), matrix.data ?? []);
  if (!dialog) return <>{children}</>;
  return <BlockingDialog kind={dialog} onClose={() => navigate('/home')} />;
};
