// The seed's wallet history (Finance → Transaction history): half a year of a merchant's orders, dated back from
// SEED_TODAY. Most of it is customers paying the tills; the rest is what a shop pays out (suppliers, rent,
// salaries, power and water, airtime, settlement to the bank, loan repayments) and the odd top-up or refund.
// Customers and beneficiaries of the same merchant are the counterparties, so a name found here is found there.
import { mobileMoneyService } from './kenya';
import { addDays, type Random } from './random';
import { SEED_TODAY } from './seedBasics';
import type { Beneficiary, Customer, Transaction } from './types';

export interface TransactionPlan {
  mercId: string;
  /** Leading digit of the merchant's order numbers. */
  block: string;
  count: number;
  /** The registered name the settlement account is held in. */
  accountName: string;
  tillNos: readonly string[];
  customers: readonly Customer[];
  beneficiaries: readonly Beneficiary[];
}

/** How far back the history goes. */
const HISTORY_DAYS = 180;

type Status = Transaction['orderSts'];
type Counterparty = Pick<Transaction, 'oppNm' | 'oppMblNo' | 'oppAcNo' | 'oppBnkNm'>;

interface Kind {
  orderTyp: string;
  dcFlg: Transaction['dcFlg'];
  /** How often, relative to the others. */
  weight: number;
  /** Amount in whole shillings. */
  shillings: (rng: Random) => number;
  /** Fee in minor units for an amount in minor units. */
  fee?: (amount: number) => number;
  counterparty: (rng: Random, plan: TransactionPlan) => Counterparty & { payType: string };
  remark?: (rng: Random, txDt: string) => string;
}

const nobody: Counterparty = { oppNm: '', oppMblNo: '', oppAcNo: '', oppBnkNm: '' };

/** Mostly small sums, now and then a large one: the shape of a shop's takings. */
const skewed = (min: number, max: number, power = 2.6) => (rng: Random) => min + Math.floor((max - min) * Math.pow(rng.next(), power));
const rounded = (min: number, max: number, step: number) => (rng: Random) => Math.round(rng.int(min, max) / step) * step;
const percent = (rate: number, capMinor = Infinity) => (amount: number) => Math.min(Math.round(amount * rate), capMinor);

const customer = (rng: Random, plan: TransactionPlan) => {
  const person = rng.pick(plan.customers);
  const service = mobileMoneyService(person.mblNo);
  return {
    oppNm: `${person.firstName} ${person.surname}`,
    oppMblNo: person.mblNo,
    oppAcNo: '',
    oppBnkNm: service,
    payType: service === 'M-PESA' ? '0001' : '0013',
  };
};

const tillPayment = (rng: Random, plan: TransactionPlan) => ({ ...customer(rng, plan), oppAcNo: rng.pick(plan.tillNos) });

const beneficiary = (type: Beneficiary['rcvTyp']) => (rng: Random, plan: TransactionPlan) => {
  const candidates = plan.beneficiaries.filter((entry) => entry.rcvTyp === type);
  const chosen = rng.pick(candidates.length > 0 ? candidates : plan.beneficiaries);
  return {
    oppNm: chosen.bnfName,
    oppMblNo: chosen.rcvTyp === '1' ? chosen.bnfMblNo : '',
    oppAcNo: chosen.rcvTyp === '2' ? chosen.rcvAcNo : '',
    oppBnkNm: chosen.rcvBnkNm || 'Wallet',
    payType: chosen.rcvTyp === '2' ? '0012' : '0002',
  };
};

/** The merchant's own settlement account (the one the inbox's settlement messages name). */
const ownAccount = (_rng: Random, plan: TransactionPlan) => ({
  oppNm: plan.accountName,
  oppMblNo: '',
  oppAcNo: `0180${plan.block}9264821`,
  oppBnkNm: 'Equity Bank',
  payType: '0012',
});

const provider = (name: string, account: (rng: Random) => string, payType = '0002') => (rng: Random) => ({
  ...nobody,
  oppNm: name,
  oppAcNo: account(rng),
  payType,
});

const UTILITIES: ReadonlyArray<{ orderTyp: string; name: string; account: (rng: Random) => string; shillings: (rng: Random) => number; weight: number }> = [
  { orderTyp: '61', name: 'Nairobi City Water', account: (rng) => `NCW${rng.digits(7)}`, shillings: rounded(800, 6500, 50), weight: 2 },
  { orderTyp: '62', name: 'Safaricom airtime', account: (rng) => `7${rng.digits(8)}`, shillings: rounded(50, 1000, 50), weight: 5 },
  { orderTyp: '63', name: 'Airtel airtime', account: (rng) => `73${rng.digits(7)}`, shillings: rounded(50, 500, 50), weight: 2 },
  { orderTyp: '65', name: 'Kenya Power prepaid tokens', account: (rng) => `3720${rng.digits(7)}`, shillings: rounded(500, 12_000, 100), weight: 4 },
  { orderTyp: '66', name: 'Kenya Power postpaid', account: (rng) => `1406${rng.digits(6)}`, shillings: skewed(2500, 28_000, 1.4), weight: 1 },
  { orderTyp: '67', name: 'Safaricom Home Fibre', account: (rng) => `SHF${rng.digits(6)}`, shillings: () => 4100, weight: 1 },
  { orderTyp: '68', name: 'DStv', account: (rng) => `7017${rng.digits(6)}`, shillings: () => 4000, weight: 1 },
];

const KINDS: readonly Kind[] = [
  // Money in: customers paying.
  { orderTyp: '42', dcFlg: 'c', weight: 52, shillings: skewed(50, 30_000), fee: percent(0.0055, 20_000), counterparty: tillPayment },
  { orderTyp: '40', dcFlg: 'c', weight: 14, shillings: skewed(50, 12_000), fee: percent(0.0055, 20_000), counterparty: (rng, plan) => ({ ...customer(rng, plan), payType: '0002' }) },
  { orderTyp: '41', dcFlg: 'c', weight: 4, shillings: skewed(100, 15_000), counterparty: (rng, plan) => ({ ...customer(rng, plan), payType: '0002' }) },
  { orderTyp: '23', dcFlg: 'c', weight: 4, shillings: skewed(500, 60_000, 2), counterparty: customer },
  { orderTyp: '24', dcFlg: 'c', weight: 3, shillings: skewed(1000, 80_000, 2), counterparty: customer, remark: (rng) => `Invoice INV-${rng.digits(4)}` },
  {
    orderTyp: 'M1', dcFlg: 'c', weight: 4, shillings: skewed(300, 25_000), fee: percent(0.015),
    counterparty: (rng, plan) => ({ ...customer(rng, plan), payType: rng.pick(['0003', '0004', '0001']) }),
    remark: (rng) => `Online order WEB-${rng.digits(6)}`,
  },
  { orderTyp: '27', dcFlg: 'c', weight: 1, shillings: rounded(50, 500, 50), counterparty: customer, remark: () => 'Tip for the counter staff' },
  { orderTyp: '1A', dcFlg: 'c', weight: 1, shillings: skewed(20, 800), counterparty: provider('Cash back reward', () => '', '0010') },
  // Money in: topping up the wallet.
  { orderTyp: '02', dcFlg: 'c', weight: 2, shillings: rounded(2000, 100_000, 500), counterparty: (rng, plan) => ({ ...ownAccount(rng, plan), oppAcNo: '', oppBnkNm: 'M-PESA', payType: '0001' }) },
  { orderTyp: '01', dcFlg: 'c', weight: 1, shillings: rounded(5000, 150_000, 1000), counterparty: (rng, plan) => ({ ...ownAccount(rng, plan), oppAcNo: `**** ${rng.digits(4)}`, oppBnkNm: 'Visa', payType: '0003' }) },
  // Money out: paying suppliers, staff and the landlord.
  { orderTyp: '20', dcFlg: 'd', weight: 6, shillings: skewed(5000, 450_000, 1.8), fee: () => 10_000, counterparty: beneficiary('2'), remark: (rng) => `Supplier invoice ${rng.digits(5)}` },
  { orderTyp: '20', dcFlg: 'd', weight: 3, shillings: skewed(500, 40_000, 2), fee: () => 3_300, counterparty: beneficiary('1') },
  { orderTyp: '26', dcFlg: 'd', weight: 1, shillings: rounded(90_000, 240_000, 1000), fee: () => 25_000, counterparty: provider('Staff salaries (multiple recipients)', () => '', '0002'), remark: (_rng, txDt) => `Salaries ${monthName(txDt)}` },
  { orderTyp: '22', dcFlg: 'd', weight: 1, shillings: () => 85_000, fee: () => 10_000, counterparty: provider('Moi Avenue Properties Ltd', () => '1102847731', '0012'), remark: (_rng, txDt) => `Rent ${monthName(txDt)}` },
  { orderTyp: '28', dcFlg: 'd', weight: 3, shillings: rounded(1000, 70_000, 500), fee: (amount) => (amount <= 1_000_000 ? 2_900 : 6_700), counterparty: provider('Cash withdrawal – agent', (rng) => `Agent ${rng.digits(6)}`, '0008') },
  // Money out: settlement to the bank, loans, the console's own bills and refunds.
  { orderTyp: 'A6', dcFlg: 'd', weight: 4, shillings: skewed(20_000, 600_000, 1.5), counterparty: ownAccount },
  { orderTyp: 'A9', dcFlg: 'd', weight: 3, shillings: skewed(20_000, 400_000, 1.5), counterparty: ownAccount, remark: () => 'End-of-day settlement' },
  { orderTyp: 'C1', dcFlg: 'd', weight: 1, shillings: () => 15_250, counterparty: provider('Merchant term loan', (rng) => `LN${rng.digits(8)}`) },
  { orderTyp: 'M2', dcFlg: 'd', weight: 1, shillings: () => 1500, counterparty: provider('Business plan subscription', () => 'PLAN-PRO') },
  { orderTyp: 'M0', dcFlg: 'd', weight: 1, shillings: rounded(500, 3000, 100), counterparty: provider('Push promotion (SMS)', (rng) => `PRM${rng.digits(5)}`), remark: () => 'Weekend offer to customers' },
  { orderTyp: 'K1', dcFlg: 'd', weight: 2, shillings: skewed(100, 8000), counterparty: customer, remark: () => 'Refund: damaged or defective' },
  // Money out: power, water, airtime and the like.
  ...UTILITIES.map(
    (utility): Kind => ({ orderTyp: utility.orderTyp, dcFlg: 'd', weight: utility.weight, shillings: utility.shillings, counterparty: provider(utility.name, utility.account) }),
  ),
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthName = (yyyyMMdd: string) => MONTHS[Number(yyyyMMdd.slice(4, 6)) - 1]!;

/** Most orders succeed; a transfer may wait for approval or be rejected, a payment may time out. */
const statusOf = (rng: Random, kind: Kind, daysAgo: number): Status => {
  if (daysAgo <= 1 && rng.bool(0.15)) return rng.pick(['01', '09'] as const);
  if (kind.orderTyp === '20' || kind.orderTyp === '26') {
    return rng.weighted([['02', 86], ['08', 4], ['06', 3], ['03', 4], ['04', 3]] as const);
  }
  if (kind.dcFlg === 'c' && kind.orderTyp !== '1A') {
    return rng.weighted([['02', 90], ['03', 4], ['05', 2], ['07', 2], ['00', 1], ['04', 1]] as const);
  }
  return rng.weighted([['02', 92], ['03', 5], ['05', 2], ['04', 1]] as const);
};

export function makeTransactions(plan: TransactionPlan, rng: Random): Transaction[] {
  const weights = KINDS.map((kind) => [kind, kind.weight] as const);
  const transactions: Transaction[] = [];
  if (plan.customers.length === 0 || plan.beneficiaries.length === 0 || plan.tillNos.length === 0) return transactions;
  for (let index = 0; index < plan.count; index += 1) {
    const kind = rng.weighted(weights);
    // Busier lately: the shop has grown over the half year.
    const daysAgo = Math.floor(HISTORY_DAYS * Math.pow(rng.next(), 1.3));
    const txDt = addDays(SEED_TODAY, -daysAgo);
    const { payType, ...counterparty } = kind.counterparty(rng, plan);
    const shillings = kind.shillings(rng);
    // Till takings often carry cents; bills and transfers are whole shillings.
    const txAmt = shillings * 100 + (kind.dcFlg === 'c' && kind.fee && rng.bool(0.3) ? rng.int(1, 99) : 0);
    transactions.push({
      orderNo: '',
      mercId: plan.mercId,
      txDt,
      txTm: rng.time(6, 21),
      orderTyp: kind.orderTyp,
      dcFlg: kind.dcFlg,
      txAmt,
      fee: kind.fee?.(txAmt) ?? 0,
      orderSts: statusOf(rng, kind, daysAgo),
      payType,
      ...counterparty,
      remark: kind.remark?.(rng, txDt) ?? '',
    });
  }
  // Numbered in the order they happened; kept newest first, so orders of the same day list newest first too.
  transactions.sort((a, b) => compareMoments(a, b));
  transactions.forEach((transaction, index) => {
    transaction.orderNo = `OR${transaction.txDt.slice(2)}${plan.block}${String(index + 1).padStart(5, '0')}`;
  });
  return transactions.reverse();
}

const compareMoments = (a: Transaction, b: Transaction): number => {
  const left = a.txDt + a.txTm;
  const right = b.txDt + b.txTm;
  return left < right ? -1 : left > right ? 1 : 0;
};
