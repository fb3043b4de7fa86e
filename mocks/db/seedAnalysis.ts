// The seed's till settlements (Analysis → Settlement) and instant payment notifications (IPN → Success and
// Failures): per merchant, dated back from the seed's "today", drawn from the merchant's own tills.
import { FIRST_NAMES, SURNAMES } from './kenya';
import { addDays, type Random } from './random';
import { SEED_TODAY } from './seedBasics';
import type { IpnNotification, Settlement, Till } from './types';

export interface AnalysisShop {
  mercId: string;
  /** The merchant's tills (only active ones settle and take payments). */
  tills: readonly Till[];
  /** The bank account settlements go to, as printed: "Equity Bank ···4821". */
  settlementAccount: string;
  /** The notify URL the merchant configured; undefined when the merchant has no IPN set up. */
  notifyUrl?: string;
  settlementDays: number;
  notifications: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Settlements

/** The settlement fee the mock charges (CalSettlementFee's rule is not in the spec): 1 % real time, 0.5 % otherwise, KES 10 to KES 1,000. */
export const settlementFee = (gross: number, method: Till['stlMethod']): number => {
  const rate = method === '0' ? 0.01 : 0.005;
  return Math.min(100_000, Math.max(1_000, Math.round(gross * rate)));
};

const STATUS_WEIGHTS = [['02', 94], ['03', 6]] as const;

function makeSettlementsOf(shop: AnalysisShop, rng: Random): Settlement[] {
  const tills = shop.tills.filter((till) => till.status === '0');
  const rows: Settlement[] = [];
  for (let daysAgo = shop.settlementDays - 1; daysAgo >= 0; daysAgo -= 1) {
    const stlDt = addDays(SEED_TODAY, -daysAgo);
    // Not every till settles every day; manual and threshold tills settle now and then.
    const settling = tills.filter((till) => (till.stlMethod === '1' ? rng.bool(0.6) : rng.bool(0.25)));
    settling.forEach((till, index) => {
      const stlMethod = till.stlMethod;
      const stlAmt = rng.int(5_000, 250_000) * 100 + rng.pick([0, 0, 50, 25]);
      // Today's end-of-day run has not finished yet; everything else settled or failed.
      const stlSts = daysAgo === 0 && stlMethod === '1' ? '09' : rng.weighted(STATUS_WEIGHTS);
      const feeAmt = stlSts === '03' ? 0 : settlementFee(stlAmt, stlMethod);
      rows.push({
        stlNo: `STL${stlDt.slice(2)}${shop.mercId.slice(-1)}${String(index + 1).padStart(2, '0')}`,
        mercId: shop.mercId,
        stlDt,
        stlTm: stlMethod === '1' ? `23${String(rng.int(0, 40)).padStart(2, '0')}${String(rng.int(0, 59)).padStart(2, '0')}` : rng.time(8, 20),
        tillNo: till.tillNo,
        stlMethod,
        stlAmt,
        feeAmt,
        netAmt: stlSts === '03' ? 0 : stlAmt - feeAmt,
        rcvAcInf: shop.settlementAccount,
        stlSts,
      });
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Instant payment notifications

const REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** A payment reference in the provider's style: S, then nine upper-case letters and digits (SKL4H7QX2P). */
const paymentReference = (rng: Random, used: Set<string>): string => {
  for (;;) {
    let text = 'S';
    for (let index = 0; index < 9; index += 1) text += rng.pick([...REFERENCE_LETTERS]);
    if (!used.has(text)) {
      used.add(text);
      return text;
    }
  }
};

/** Why an attempt failed, and the HTTP status the merchant's server answered (none when it never answered). */
const FAILURES: ReadonlyArray<readonly [{ failRsn: IpnNotification['failRsn']; httpSts: string }, number]> = [
  [{ failRsn: 'T', httpSts: '' }, 30],
  [{ failRsn: 'H', httpSts: '500' }, 20],
  [{ failRsn: 'H', httpSts: '502' }, 10],
  [{ failRsn: 'H', httpSts: '404' }, 10],
  [{ failRsn: 'C', httpSts: '' }, 15],
  [{ failRsn: 'L', httpSts: '' }, 5],
  [{ failRsn: 'A', httpSts: '200' }, 10],
];

function makeNotificationsOf(shop: AnalysisShop, rng: Random, references: Set<string>): IpnNotification[] {
  const tills = shop.tills.filter((till) => till.status === '0' && till.rcvFlg === '1');
  if (!shop.notifyUrl || tills.length === 0) return [];
  const rows: IpnNotification[] = [];
  for (let index = 0; index < shop.notifications; index += 1) {
    const failed = rng.bool(0.25);
    const failure = rng.weighted(FAILURES);
    const first = rng.pick(FIRST_NAMES).name;
    const last = rng.pick(SURNAMES).name;
    rows.push({
      ipnId: `IPN${shop.mercId.slice(-1)}${String(index + 1).padStart(6, '0')}`,
      mercId: shop.mercId,
      txJrnNo: paymentReference(rng, references),
      txAmt: rng.weighted([[rng.int(50, 2_000), 70], [rng.int(2_000, 30_000), 25], [rng.int(30_000, 150_000), 5]] as const) * 100,
      payerNm: `${first} ${last}`.toUpperCase(),
      payerMblNo: `7${rng.pick(['0', '1', '2', '9'])}${rng.digits(7)}`,
      tillNo: rng.pick(tills).tillNo,
      ntfUrl: shop.notifyUrl,
      httpSts: failed ? failure.httpSts : '200',
      sndDt: addDays(SEED_TODAY, -rng.int(0, 29)),
      sndTm: rng.time(7, 21),
      ntfSts: failed ? 'F' : 'S',
      failRsn: failed ? failure.failRsn : '',
      // The provider retries a failed notification up to five times; a delivered one mostly landed at once.
      attemptCnt: failed ? rng.int(3, 5) : rng.weighted([[1, 90], [2, 8], [3, 2]] as const),
    });
  }
  return rows;
}

export function makeAnalysis(shops: readonly AnalysisShop[], rng: Random): { settlements: Settlement[]; ipnNotifications: IpnNotification[] } {
  const references = new Set<string>();
  return {
    settlements: shops.flatMap((shop) => makeSettlementsOf(shop, rng.fork(`settlements-${shop.mercId}`))),
    ipnNotifications: shops.flatMap((shop) => makeNotificationsOf(shop, rng.fork(`ipn-${shop.mercId}`), references)),
  };
}
