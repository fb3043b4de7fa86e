// The gates of a menu page, from its entry and the sections above it: a section marked as business pages, or as
// needing a subscription, marks every page under it; the nearest KYC transaction type wins. An entry's add form
// (`<address>/create`) may ask more than its list: a verified business to add a promotion.
import type { PageMatch, PlacedEntry } from '../layout/menu/menuTree';
import { blockingDialogFor, type EntryGates } from './gates';
import { currentStanding } from './standing';

export const gatesOf = ({ entry, sections, rest }: PlacedEntry & Partial<Pick<PageMatch, 'rest'>>): EntryGates => {
  const chain = [...sections, entry];
  return {
    business: chain.some((item) => item.businessPage === true),
    subscription: chain.some((item) => item.subscriptionOnly === true),
    kycTxType: [...chain].reverse().find((item) => item.kycTransType)?.kycTransType,
    verifiedBusiness: isAddForm(rest) && entry.verifiedToCreate === true,
  };
};

/** Whether the page is the entry's add form: the segment after its address is react-admin's `create`. */
export const isAddForm = (rest: readonly string[] | undefined): boolean => rest?.length === 1 && rest[0] === 'create';

/**
 * Whether the merchant's setup or plan stops them at this page right now (what a tab needs to know: a page the
 * merchant is turned away from gets no tab). KYC needs the matrix from the server and is left to the page guard.
 */
export const setupOrPlanBlocks = (placed: PlacedEntry): boolean =>
  blockingDialogFor({ ...gatesOf(placed), kycTxType: undefined }, currentStanding(), []) !== null;
