// The seed's support tickets: complaints a Kenyan merchant actually raises, filled in with its own tills, stores
// and sums, and answered in office hours.
import { BANKS } from './kenya';
import { addDays, type Random } from './random';
import { earliest, kes, SEED_TODAY } from './seedBasics';
import { sequenceId, type Shop } from './seedShop';
import type { Store, Ticket, Till } from './types';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function spokenDate(yyyyMMdd: string): string {
  return `${Number(yyyyMMdd.slice(6, 8))} ${MONTHS[Number(yyyyMMdd.slice(4, 6)) - 1]} ${yyyyMMdd.slice(0, 4)}`;
}

interface TicketContext {
  till: string;
  store: string;
  bank: string;
  accountTail: string;
  amount: string;
  day: string;
}

interface TicketTemplate {
  id: string;
  issueType: string;
  title: (context: TicketContext) => string;
  description: (context: TicketContext) => string;
}

export const TICKET_TEMPLATES: readonly TicketTemplate[] = [
  {
    id: 'payment-missing',
    issueType: 'Payments',
    title: (c) => `Customer payment not reflecting on till ${c.till}`,
    description: (c) =>
      `A customer paid ${c.amount} to till ${c.till} on ${c.day}. She has the confirmation SMS but the amount is not in the till statement.`,
  },
  {
    id: 'settlement-delay',
    issueType: 'Settlement',
    title: (c) => `Settlement to ${c.bank} delayed`,
    description: (c) =>
      `End-of-day settlement of ${c.amount} for ${c.store} on ${c.day} has not reached our ${c.bank} account ending ${c.accountTail}.`,
  },
  {
    id: 'otp',
    issueType: 'Account',
    title: () => 'Staff not receiving OTP',
    description: (c) => `A cashier at ${c.store} does not receive the OTP when resetting the login password. The mobile number on the profile is correct.`,
  },
  {
    id: 'extra-till',
    issueType: 'Till',
    title: () => 'Request for an additional till',
    description: (c) => `We are opening another counter at ${c.store} and need one more till number before the end of the month.`,
  },
  {
    id: 'kyc',
    issueType: 'KYC',
    title: () => 'KYC verification still pending',
    description: (c) =>
      `We uploaded the national ID and business registration certificate on ${c.day} and the account still shows KYC pending. How long does verification take?`,
  },
  {
    id: 'transfer-reversed',
    issueType: 'Transfers',
    title: () => 'Supplier transfer reversed',
    description: (c) => `A transfer of ${c.amount} to our supplier's ${c.bank} account on ${c.day} was debited and then reversed two days later without explanation.`,
  },
  {
    id: 'certified-statement',
    issueType: 'Statement',
    title: () => 'Certified statement for loan application',
    description: () => 'Please send a certified account statement for the last six months; the bank needs it for our asset finance application.',
  },
  {
    id: 'double-charge',
    issueType: 'Payments',
    title: () => 'Customer charged twice',
    description: (c) => `A customer at ${c.store} was charged ${c.amount} twice for one purchase on ${c.day}. Please reverse the second charge.`,
  },
  {
    id: 'discover',
    issueType: 'Store',
    title: () => 'Store not showing on Discover',
    description: (c) => `${c.store} was published on ${c.day} but it does not appear in Discover Deals when customers search nearby.`,
  },
  {
    id: 'qr',
    issueType: 'Payments',
    title: (c) => `QR code for till ${c.till} not scanning`,
    description: (c) => `Customers say the printed QR code for till ${c.till} shows "invalid merchant" when they scan it.`,
  },
  {
    id: 'settlement-short',
    issueType: 'Settlement',
    title: () => 'Settlement amount less than till balance',
    description: (c) => `Settlement on ${c.day} was ${c.amount} less than the till balance at close of business at ${c.store}.`,
  },
  {
    id: 'till-deactivated',
    issueType: 'Till',
    title: (c) => `Till ${c.till} deactivated without notice`,
    description: (c) => `Till ${c.till} stopped receiving payments on ${c.day}. Nobody at ${c.store} asked for it to be deactivated.`,
  },
  {
    id: 'pesalink',
    issueType: 'Transfers',
    title: () => 'Pesalink transfer pending for over 24 hours',
    description: (c) => `A Pesalink transfer of ${c.amount} to ${c.bank} sent on ${c.day} still shows as pending.`,
  },
  {
    id: 'subscription',
    issueType: 'Account',
    title: () => 'Subscription charged twice this month',
    description: (c) => `The monthly plan fee was deducted twice on ${c.day}. Please refund one of the charges.`,
  },
  {
    id: 'refund-failed',
    issueType: 'Payments',
    title: () => 'Refund to customer failed',
    description: (c) => `A refund of ${c.amount} to a customer of ${c.store} failed with "transaction not permitted". The original sale was on ${c.day}.`,
  },
];

export function makeTickets(
  shop: Shop,
  stores: readonly Store[],
  allTills: readonly Till[],
  count: number,
  fixedStatuses: readonly Ticket['status'][],
  templates: readonly TicketTemplate[],
  rng: Random,
): Ticket[] {
  const tills = allTills.filter((till) => till.mercId === shop.merchant.mercId);
  const statuses = fixedStatuses.length === count ? rng.shuffle(fixedStatuses) : undefined;
  const ownerBank = BANKS[1]!;
  const tickets: Ticket[] = [];
  for (let index = 0; index < count; index += 1) {
    const status = statuses ? statuses[index]! : rng.weighted([['1', 70], ['3', 12], ['2', 10], ['0', 8]] as const);
    // Open tickets are recent; old ones have long been answered or withdrawn.
    const window = status === '0' ? 21 : status === '2' ? 45 : statuses ? 240 : 1400;
    const requestDt = rng.date(addDays(SEED_TODAY, -window), SEED_TODAY);
    const requestTm = rng.time(7, 20);
    const template = statuses ? templates[index % templates.length]! : rng.pick(templates);
    const store = rng.pick(stores);
    const context: TicketContext = {
      till: tills.length > 0 ? rng.pick(tills).tillNo : '—',
      store: store.storeName,
      bank: rng.pick(BANKS).name,
      accountTail: rng.digits(4),
      // Most disputes are about everyday sums; a few are about a large wholesale payment.
      amount: kes((150 + Math.floor(180_000 * Math.pow(rng.next(), 2.5))) * 100),
      day: spokenDate(addDays(requestDt, -rng.int(0, 3))),
    };
    if (template.id.startsWith('settlement')) context.bank = ownerBank.name;
    let respondDt = '';
    let respondTm = '';
    if (status !== '0') {
      // Support works office hours: anything raised after 5pm is answered the next day at the earliest.
      respondDt = earliest(addDays(requestDt, rng.int(requestTm >= '170000' ? 1 : 0, 4)), SEED_TODAY);
      respondTm = respondDt === requestDt ? later(requestTm, rng) : rng.time(8, 17);
    }
    const respondChannel = rng.weighted([['S', 40], ['E', 35], ['P', 25]] as const);
    tickets.push({
      ticketNo: '',
      mercId: shop.merchant.mercId,
      title: template.title(context),
      issueType: template.issueType,
      // Typed through the ticket form, whose rule (common.schema.json reasonText) takes a plain hyphen, not the
      // en dash of store names.
      description: template.description(context).replace(/–/g, '-'),
      respondChannel,
      contactInfo: respondChannel === 'E' ? shop.owner.email : shop.owner.mblNoPlain,
      status,
      requestDt,
      requestTm,
      respondDt,
      respondTm,
    });
  }
  tickets.sort((a, b) => {
    const left = a.requestDt + a.requestTm;
    const right = b.requestDt + b.requestTm;
    return left < right ? -1 : left > right ? 1 : 0;
  });
  tickets.forEach((ticket, index) => {
    ticket.ticketNo = sequenceId('TK', shop.block, 8, index);
  });
  return tickets;
}

/** A reply later the same day, for tickets answered on the day they were raised; never past midnight. */
function later(timeHHmmss: string, rng: Random): string {
  const seconds = Number(timeHHmmss.slice(0, 2)) * 3600 + Number(timeHHmmss.slice(2, 4)) * 60 + Number(timeHHmmss.slice(4, 6));
  const reply = Math.min(seconds + rng.int(600, 4 * 3600), 86_399);
  const hh = String(Math.floor(reply / 3600)).padStart(2, '0');
  const mm = String(Math.floor((reply % 3600) / 60)).padStart(2, '0');
  const ss = String(reply % 60).padStart(2, '0');
  return `${hh}${mm}${ss}`;
}
