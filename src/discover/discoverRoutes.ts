// The hand-written addresses of the provider-side Discover Deals pages (spec 000 §2 /discover/*).
export const DISCOVER_ROUTES = {
  redeem: '/discover/redeem',
} as const;

/** Spec 001 §6: 2302, the provider side of Discover Deals. */
export const DISCOVER_PROVIDER_CODE = '2302';
