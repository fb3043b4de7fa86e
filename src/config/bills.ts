// Paying out (issue #16): the utility providers and kinds of spec 000 §3, and the amount rules of bill, pay-by-code
// and tip payments, shared by the console's pages and the embedded backend (which refuses what the pages refuse).
// Spec 000 §3 names what the seventeen provider codes cover (water, three airtime operators, prepaid and
// postpaid electricity, internet, two pay-TV services, a further TV service, airline tickets, bill goods and till
// goods) but not which code is which: this table is the console's reading, and a real backend answers its own list
// through QueryUtilityServiceProvider. Each provider's payment joins the history under its own order type (000 §3
// "61-69 and 6A-6I utility and airtime payments"): provider NN pays as order type 6x in code order.

/** Utility kinds (000 §3): 01 water, 02 electricity, 03 internet, 04 TV, 05 other, 06 airtime. */
export const UTILITY_KINDS = ['01', '02', '03', '04', '05', '06'] as const;
export type UtilityKind = (typeof UTILITY_KINDS)[number];

/** What the merchant types as the account of a provider: a phone number, a meter, or an account/reference. */
export type BillAccountKind = 'mobile' | 'meter' | 'account';

export interface UtilityProvider {
  provCd: string;
  provNm: string;
  utilTyp: UtilityKind;
  acKind: BillAccountKind;
  /** Prepaid electricity: the payment buys a token the result shows. */
  token?: boolean;
  /** Spec 001 §6 mandate subtype (000 §3 order of subtypes 27-33), for an account mandate on the payment. */
  mmdSubTyp: string;
}

export const UTILITY_PROVIDERS: readonly UtilityProvider[] = [
  { provCd: '01', provNm: 'Nairobi City Water', utilTyp: '01', acKind: 'account', mmdSubTyp: '30' },
  { provCd: '02', provNm: 'Safaricom Airtime', utilTyp: '06', acKind: 'mobile', mmdSubTyp: '27' },
  { provCd: '03', provNm: 'Airtel Airtime', utilTyp: '06', acKind: 'mobile', mmdSubTyp: '28' },
  { provCd: '04', provNm: 'Telkom Airtime', utilTyp: '06', acKind: 'mobile', mmdSubTyp: '29' },
  { provCd: '05', provNm: 'KPLC Prepaid', utilTyp: '02', acKind: 'meter', token: true, mmdSubTyp: '30' },
  { provCd: '06', provNm: 'KPLC Postpaid', utilTyp: '02', acKind: 'account', mmdSubTyp: '30' },
  { provCd: '07', provNm: 'Zuku Internet', utilTyp: '03', acKind: 'account', mmdSubTyp: '31' },
  { provCd: '08', provNm: 'DStv', utilTyp: '04', acKind: 'account', mmdSubTyp: '32' },
  { provCd: '09', provNm: 'GOtv', utilTyp: '04', acKind: 'account', mmdSubTyp: '32' },
  { provCd: '10', provNm: 'StarTimes', utilTyp: '04', acKind: 'account', mmdSubTyp: '32' },
  { provCd: '11', provNm: 'Airline tickets', utilTyp: '05', acKind: 'account', mmdSubTyp: '33' },
  { provCd: '12', provNm: 'In-store merchant (bill goods)', utilTyp: '05', acKind: 'account', mmdSubTyp: '26' },
  { provCd: '13', provNm: 'In-store merchant (till goods)', utilTyp: '05', acKind: 'account', mmdSubTyp: '25' },
  { provCd: '14', provNm: 'Mombasa Water', utilTyp: '01', acKind: 'account', mmdSubTyp: '30' },
  { provCd: '15', provNm: 'Safaricom Home Internet', utilTyp: '03', acKind: 'account', mmdSubTyp: '31' },
  { provCd: '16', provNm: 'Kisumu Water', utilTyp: '01', acKind: 'account', mmdSubTyp: '30' },
  { provCd: '17', provNm: 'Startimes ON', utilTyp: '04', acKind: 'account', mmdSubTyp: '32' },
];

export const UTILITY_PROVIDER_CODES = UTILITY_PROVIDERS.map((provider) => provider.provCd);

export const providerOf = (provCd: string): UtilityProvider | undefined => UTILITY_PROVIDERS.find((provider) => provider.provCd === provCd);

/** 000 §3 "61-69 and 6A-6I utility and airtime payments": provider 01 → 61 … 09 → 69, 10 → 6A … 17 → 6H. */
export const utilityOrderType = (provCd: string): string => {
  const index = Number(provCd);
  return index <= 9 ? `6${index}` : `6${String.fromCharCode(55 + index)}`;
};

/** Spec 001 §9 initial utility kind: water. */
export const INITIAL_UTILITY_KIND: UtilityKind = '01';

/** The payments of this area, as CalculatedAmount names them. */
export const PAYOUT_KINDS = ['utility', 'buyGoods', 'payBill', 'tip'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

const KES = (shillings: number) => shillings * 100;

/**
 * Amount limits per payment, in minor units. Spec 001 §9 gives the pay-merchant minimum (KES 10.00); the maxima are
 * the console's (the spec's limit table is not shown), refused in the spec's words 'Maximum Amount {0} (KES)'.
 */
export const PAYOUT_LIMITS: Record<PayoutKind | 'airtime', { min: number; max: number }> = {
  utility: { min: KES(10), max: KES(150_000) },
  airtime: { min: KES(10), max: KES(10_000) },
  buyGoods: { min: KES(10), max: KES(250_000) },
  payBill: { min: KES(10), max: KES(250_000) },
  tip: { min: KES(10), max: KES(10_000) },
};

export const limitsOf = (kind: PayoutKind, provCd?: string) =>
  kind === 'utility' && provCd && providerOf(provCd)?.utilTyp === '06' ? PAYOUT_LIMITS.airtime : PAYOUT_LIMITS[kind];

/**
 * The fee the provider charges the merchant (the spec's fee table is not shown; the server answers it through
 * CalculatedAmount, and the console never works it out itself): airtime and tips are free; other payments pay 1%
 * of the amount, at least KES 5.00 and at most KES 100.00.
 */
export const payoutFee = (kind: PayoutKind, amount: number, provCd?: string): number => {
  if (kind === 'tip' || (kind === 'utility' && provCd && providerOf(provCd)?.utilTyp === '06')) return 0;
  return Math.min(KES(100), Math.max(KES(5), Math.round(amount / 100)));
};

/** Mobile-money code types (000 §3): 2 till (buy goods), 4 bill (paybill). */
export const PAY_CODE_TYPES = { buyGoods: '2', payBill: '4' } as const;

/** Order type codes (000 §3): 42 pay to till, 27 tipping; a paybill payment is a utility-kind 'bill goods' one. */
export const PAYOUT_ORDER_TYPES = { buyGoods: '42', payBill: utilityOrderType('12'), tip: '27' } as const;
