// The addresses of Finance → Transfer (spec 000 §2): the send page (to mobile, to bank, to many: ?to=) and the
// result page of one transfer (?orderNo=).
export const TRANSFER_ROUTES = {
  send: '/finance/transfer',
  details: '/finance/transfer/details',
} as const;

export const TRANSFER_KINDS = ['mobile', 'bank', 'many'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** The kind of transfer an address asks for (?to=bank, ?to=many); to mobile otherwise. */
export const kindOf = (query: URLSearchParams): TransferKind => {
  const wanted = query.get('to');
  return TRANSFER_KINDS.find((kind) => kind === wanted) ?? 'mobile';
};
