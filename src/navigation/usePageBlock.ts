// Whether a menu page stops this merchant now, and with which dialog: setup and plan from the session, KYC from
// the matrix (fetched once, shared by every caller). `pending` while the matrix a KYC-gated page needs is loading.
import { useQuery } from '@tanstack/react-query';
import type { PlacedEntry } from '../layout/menu/menuTree';
import { gatesOf } from './entryGates';
import { blockingDialogFor, type BlockingDialog } from './gates';
import { currentStanding, loadKycMatrix } from './standing';

export const usePageBlock = (page: PlacedEntry | undefined): { pending: boolean; dialog: BlockingDialog | null } => {
  const gates = page ? gatesOf(page) : {};
  const matrix = useQuery({ queryKey: ['kycMatrix'], queryFn: loadKycMatrix, enabled: Boolean(gates.kycTxType), staleTime: Infinity });
  if (gates.kycTxType && matrix.isPending) return { pending: true, dialog: null };
  return { pending: false, dialog: blockingDialogFor(gates, currentStanding(), matrix.data ?? []) };
};
