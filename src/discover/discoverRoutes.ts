// The hand-written addresses of the Discover Deals pages (spec 000 §2 /discoverDeals/* and /discover/*), and the
// addresses of the section's other pages that the overview links to.
export const DISCOVER_ROUTES = {
  redeem: '/discover/redeem',
  overview: '/discoverDeals/index',
  dashboard: '/discoverDeals/dashboard',
} as const;

/** The section's pages the overview and the dashboard link to (declared screens, or other hand-written pages). */
export const DEAL_LINKS = {
  activeDeals: '/discoverDeals/activedeals',
  deals: '/discoverDeals/deals',
  addDeal: '/discoverDeals/deals/adddeals',
  products: '/discoverDeals/product',
  customers: '/discoverDeals/customer',
} as const;

/** A deal's own page (resources/deals.json show). */
export const dealShowPath = (dealId: string): string => `/deals/${encodeURIComponent(dealId)}/show`;

/** Spec 001 §6: 2301, Discover Deals on the merchant's side. */
export const DISCOVER_MERCHANT_CODE = '2301';

/** Spec 001 §6: 2302, the provider side of Discover Deals. */
export const DISCOVER_PROVIDER_CODE = '2302';
