// The gates of a menu page, from its entry and the sections above it: a section marked as business pages, or as
// needing a subscription, marks every page under it; the nearest KYC transaction type wins.
import type { PlacedEntry } from '../layout/menu/menuTree';
import type { EntryGates } from './gates';

export const gatesOf = ({ entry, sections }: PlacedEntry): EntryGates => {
  const chain = [...sections, entry];
  return {
    business: chain.some((item) => item.businessPage === true),
    subscription: chain.some((item) => item.subscriptionOnly === true),
    kycTxType: [...chain].reverse().find((item) => item.kycTransType)?.kycTransType,
  };
};
