// The addresses of Paying out (spec 000 §2: /finance/payUtilities with accountManage/index and regularBill/index,
// /finance/payByCode, /finance/offerTip). The three areas mount one lazy module (billPages.tsx); each payment's
// result page is <area>/result.
export const BILL_AREAS = { payUtilities: '/finance/payUtilities', payByCode: '/finance/payByCode', offerTip: '/finance/offerTip' } as const;

export type BillArea = keyof typeof BILL_AREAS;

export const BILL_ROUTES = {
  ...BILL_AREAS,
  accountManage: '/finance/payUtilities/accountManage/index',
  regularBill: '/finance/payUtilities/regularBill/index',
  resultOf: (area: BillArea) => `${BILL_AREAS[area]}/result`,
} as const;

/** Spec 001 §6 codes: 04 pay bills, 10 buy goods, 09 transfer (a tip sends money to a person). */
export const BILL_CODES: Record<BillArea, string> = { payUtilities: '04', payByCode: '10', offerTip: '09' };
