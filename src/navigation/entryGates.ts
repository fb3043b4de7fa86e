// The gates of a menu page, from its entry and the sections above it: a section marked as business pages, or as
// needing a subscription, marks every page under it; the nearest KYC transaction type wins.
import type { PlacedEntry } from '../layout/menu/menuTree';
import { blockingDialogFor, type EntryGates } from './gates';
import { currentStanding } from './standing';

export const gatesOf = ({ entry, sections }: PlacedEntry): EntryGates => {
  const chain = [...sections, entry];
  return {
    business: chain.some((item) => item.businessPage === true),
    subscription: chain.some((item) => item.subscriptionOnly === true),
    kycTxType: [...chain].reverse().find((item) => item.kycTransType)?.kycTransType,
  };
};

/**
 * Whether the merchant's setup or plan stops them at this page right now (what a tab needs to know: a page the
 * merchant is turned away from gets no tab). KYC needs the matrix from the server and is left to the page guard.
 */
export const setupOrPlanBlocks = (placed: PlacedEntry): boolean =>
  blockingDialogFor({ ...gatesOf(placed), kycTxType: undefined }, currentStanding(), []) !== null;
