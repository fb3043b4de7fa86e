// The seed's notifications and the split-bill orders behind them: per demo user, dated back from the seed's
// "today" (the embedded backend moves them to the mock clock's today when it answers).
import { addDays, type Random } from './random';
import { kes, SEED_TODAY } from './seedBasics';
import type { Notification, SplitOrder, Store, Till, UserAccount } from './types';

// ---------------------------------------------------------------------------------------------------------------
// Notifications

interface NotificationPlan {
  usrNo: string;
  daysAgo: number;
  messTyp: Notification['messTyp'];
  read: boolean;
  title: string;
  text: (amount: number) => string;
  /** Split bills carry the order number and the amount (rmk) the pay button needs, and have an order behind them. */
  split?: SplitPlan;
}

interface SplitPlan {
  amount: number;
  status: SplitOrder['orderPaymentStatus'];
  /** Who asked for the money and receives it. */
  rcvNm: string;
  rcvMblNo: string;
}

export function makeNotifications(
  people: { owner: UserAccount; cashier: UserAccount; newcomer: UserAccount; pendingOwner: UserAccount },
  ownerStores: readonly Store[],
  tills: readonly Till[],
  rng: Random,
): { notifications: Notification[]; splitOrders: SplitOrder[] } {
  const { owner, cashier, newcomer, pendingOwner } = people;
  const headTill = tills.find((till) => till.storeId === ownerStores[0]!.storeId)!.tillNo;
  const branchTill = tills.find((till) => till.storeId === ownerStores[1]?.storeId)?.tillNo ?? headTill;
  const thika = ownerStores.find((store) => store.city === 'Thika')?.storeName ?? ownerStores[0]!.storeName;
  const plans: NotificationPlan[] = [
    {
      usrNo: owner.usrNo, daysAgo: 0, messTyp: '0', read: false, title: 'Till settlement successful',
      text: (amount) => `${kes(amount)} from till ${headTill} has been settled to your Equity Bank account ending 4821.`,
    },
    {
      usrNo: owner.usrNo, daysAgo: 0, messTyp: '1', read: false, title: 'Split bill request',
      split: { amount: 120_000, status: '0', rcvNm: 'Peter Mwangi', rcvMblNo: '722481930' },
      text: (amount) => `Peter Mwangi has asked you to pay your share of ${kes(amount)} for "Team lunch – Kimathi Street".`,
    },
    {
      usrNo: owner.usrNo, daysAgo: 1, messTyp: '0', read: false, title: 'New device login',
      text: () => 'Your account was used on a new device (Chrome on Windows) in Nairobi. If this was not you, change your password now.',
    },
    {
      usrNo: owner.usrNo, daysAgo: 2, messTyp: 'L', read: false, title: 'You qualify for a business loan',
      text: () => 'Based on your sales, you can borrow up to KES 750,000.00 for up to 6 months. Tap View more to see the terms.',
    },
    {
      usrNo: owner.usrNo, daysAgo: 3, messTyp: '0', read: true, title: 'Payment received',
      text: (amount) => `You have received ${kes(amount)} from GRACE WANJIKU 0722***456 on till ${branchTill}.`,
    },
    {
      usrNo: owner.usrNo, daysAgo: 4, messTyp: '1', read: true, title: 'Split bill paid',
      split: { amount: 245_000, status: '1', rcvNm: 'Mercy Achieng', rcvMblNo: '711902346' },
      text: (amount) => `You paid your share of ${kes(amount)} to Mercy Achieng for "Stock delivery – Nakuru".`,
    },
    {
      usrNo: owner.usrNo, daysAgo: 4, messTyp: '0', read: false, title: 'Scheduled maintenance',
      text: () => 'Payments and transfers will be unavailable on Sunday 22 November 2026 from 01:00 to 03:00 for scheduled maintenance.',
    },
    {
      usrNo: owner.usrNo, daysAgo: 5, messTyp: 'L', read: true, title: 'Overdraft limit increased',
      text: () => 'Good news! Your overdraft limit has been increased to KES 200,000.00.',
    },
    {
      usrNo: owner.usrNo, daysAgo: 6, messTyp: '0', read: true, title: 'Store published to Discover',
      text: () => `${thika} is now live on Discover Deals.`,
    },
    {
      usrNo: owner.usrNo, daysAgo: 7, messTyp: '1', read: true, title: 'Split bill payment failed',
      split: { amount: 85_000, status: '2', rcvNm: 'Kevin Kiprop', rcvMblNo: '745318207' },
      text: (amount) => `Your payment of ${kes(amount)} to Kevin Kiprop for "Transport – Eldoret delivery" did not go through. Please try again.`,
    },
    {
      usrNo: owner.usrNo, daysAgo: 8, messTyp: '0', read: true, title: 'Subscription renewed',
      text: () => 'Your Business Plus plan has been renewed until 19 Dec 2026. KES 2,500.00 was charged.',
    },
    {
      usrNo: owner.usrNo, daysAgo: 9, messTyp: 'L', read: true, title: 'Loan repayment reminder',
      text: () => 'Your loan instalment of KES 32,450.00 is due on 25 Nov 2026. Keep enough balance in your wallet.',
    },
    {
      usrNo: cashier.usrNo, daysAgo: 1, messTyp: '0', read: false, title: 'Shift reminder',
      text: () => 'Please settle your till before closing. Counter cash must be declared by 8pm.',
    },
    {
      usrNo: cashier.usrNo, daysAgo: 6, messTyp: '0', read: true, title: 'PIN changed',
      text: () => 'Your transaction PIN was changed. If you did not do this, tell your supervisor immediately.',
    },
    {
      usrNo: newcomer.usrNo, daysAgo: 2, messTyp: '0', read: false, title: 'Welcome!',
      text: () => 'Your account is ready. Complete your business setup and upload your ID to start receiving payments.',
    },
    {
      usrNo: pendingOwner.usrNo, daysAgo: 3, messTyp: '0', read: true, title: 'Documents received',
      text: () => 'We have received your ID and business registration documents. Verification takes up to 3 working days.',
    },
    {
      usrNo: pendingOwner.usrNo, daysAgo: 1, messTyp: '0', read: false, title: 'Verification in progress',
      text: () => 'Your KYC verification is in progress. Some services stay limited until it is complete.',
    },
  ];
  const splitOrders: SplitOrder[] = [];
  const notifications = plans.map((plan) => {
    const sndDt = addDays(SEED_TODAY, -plan.daysAgo);
    // Today's messages come early in the morning so hardly any visitor's "now" is earlier than them.
    const sndTm = plan.daysAgo === 0 ? rng.time(5, 6) : rng.time(7, 21);
    const amount = plan.split?.amount ?? rng.int(1_500, 180_000) * 100;
    // Order numbers carry no date: the inbox is replayed relative to today (mocks/seedCalendar.ts), the number not.
    const ordNo = plan.split ? `SB${rng.digits(12)}` : '';
    if (plan.split) {
      const { status, rcvNm, rcvMblNo } = plan.split;
      splitOrders.push({ orderNo: ordNo, orderDate: sndDt, usrNo: plan.usrNo, orderPaymentStatus: status, payAmt: amount, rcvMblNo, rcvNm });
    }
    return {
      messId: '',
      usrNo: plan.usrNo,
      messTyp: plan.messTyp,
      messTitle: plan.title,
      messText: plan.text(amount),
      messPic: '',
      readFlg: plan.read ? 'Y' : 'N',
      sndDt,
      sndTm,
      ordNo,
      rmk: plan.split ? String(amount) : '',
    } satisfies Notification;
  });
  notifications.sort((a, b) => {
    const left = a.sndDt + a.sndTm;
    const right = b.sndDt + b.sndTm;
    return left < right ? -1 : left > right ? 1 : 0;
  });
  notifications.forEach((notification, index) => {
    notification.messId = `MS${String(26_000_001 + index).padStart(8, '0')}`;
  });
  return { notifications: notifications.reverse(), splitOrders };
}
