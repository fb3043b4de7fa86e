// The deal service's own rules beside the schemas (mocks/dealService.ts serves every service resource file
// generically and asks here): what it refuses across fields, what a new record starts with, and the creates that
// are no new record (a redemption redeems an order).
import { HttpResponse } from 'msw';
import { redeemCode, rejectCode, type Redemption } from './dealOrders';
import type { UserAccount } from './db/types';
import { answerAt } from './resources/definitions';
import { asText, collectionOf, wireDateNow, type Row } from './resources/collections';
import { fileFieldProblems } from './resources/fileFields';
import { entityInfo, type Problem } from './resources/schema';
import { db } from './state';

export type Say = (key: string, values?: Record<string, string | number>) => string;

export interface Caller {
  user: UserAccount;
  mercId: string;
}

export interface Rule {
  (record: Row, caller: Caller): Problem[];
}

const amountOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Rules across fields that a JSON Schema does not say, per entity: what the service refuses besides the schema. */
export const ENTITY_RULES: Record<string, Rule> = {
  deal: (record) => {
    const problems: Problem[] = [];
    const amount = amountOf(record.amount);
    const original = amountOf(record.originalAmount);
    if (amount !== undefined && original !== undefined && amount >= original)
      problems.push({ field: 'amount', key: 'validation.dealNotBelowOriginal' });
    if (typeof record.startDate === 'string' && typeof record.endDate === 'string' && record.endDate !== '' && record.endDate < record.startDate) {
      problems.push({ field: 'endDate', key: 'validation.endBeforeStart' });
    }
    return problems;
  },
  // The store on the marketplace: its logo and photos the caller's own uploads fitting their fields, its till one of the caller's.
  dealMerchant: (record, caller) => {
    const problems = fileFieldProblems(caller.user, entityInfo('dealMerchant'), record);
    const tillNumber = asText(record.tillNumber);
    if (tillNumber && !tillsOf(caller.mercId).some((till) => till.tillNumber === tillNumber)) problems.push({ field: 'tillNumber', key: 'validation.referenceUnknown' });
    return problems;
  },
  // A product is sold under one of the caller's own deals.
  dealProduct: (record, caller) => {
    const dealId = asText(record.dealId);
    const own = db().deals.some((deal) => deal.id === dealId && deal.merchantId === caller.mercId);
    return own ? [] : [{ field: 'dealId', key: 'validation.referenceUnknown' }];
  },
};

/** What a new record of an entity starts with besides what was sent (a deal waits as a draft until submitted). */
export const CREATED_WITH: Record<string, () => Row> = {
  deal: () => ({ status: 'DRAFT', createdDate: wireDateNow() }),
  dealProduct: () => ({ status: 'ON_SHELF', createdDate: wireDateNow() }),
};

/** A redemption or a rejection as the service answers it: the order's code, deal, customer, amount and status. */
const answered = (redemption: Redemption, say: Say, recordPath: string | undefined, extra: (order: Row) => Row): Response => {
  if (!redemption.ok) return HttpResponse.json({ status: redemption.status, error: 'Error', message: say(redemption.key) }, { status: redemption.status });
  const { order } = redemption;
  const record: Row = {
    code: order.code,
    orderId: order.id,
    dealName: order.dealName,
    customerName: order.customerName,
    amount: order.amount,
    status: order.status,
    ...extra(order),
  };
  return HttpResponse.json({ status: 200, message: say('messages.success'), ...answerAt(recordPath, record) });
};

/**
 * Creates that are not a new record of their own: a redemption (POST redeem-payment) redeems the caller's paid
 * order that carries the code, once, and a rejection (POST reject_redeem) refuses it; an unknown code answers 404,
 * a code already redeemed or rejected 409, each with its message.
 */
export const CREATE_ANSWERS: Record<string, (fields: Row, caller: Caller, say: Say, recordPath: string | undefined) => Response> = {
  dealRedemption: (fields, caller, say, recordPath) =>
    answered(redeemCode(caller.mercId, asText(fields.code)), say, recordPath, (order) => ({ redeemedDate: order.redeemedDate })),
  dealRejection: (fields, caller, say, recordPath) =>
    answered(rejectCode(caller.mercId, asText(fields.code), asText(fields.reason)), say, recordPath, (order) => ({ rejectedDate: order.rejectedDate })),
};

/** The databases whose starting deal products have been made (on first use, from the seeded deals). */
const productsStarted = new WeakSet<object>();

/** Two products, each in two variants, for each seller's first two active deals: one on the shelf, one off. */
const startingProducts = (): Row[] => {
  const rows = collectionOf('dealProduct');
  const database = db();
  if (productsStarted.has(database)) return rows;
  productsStarted.add(database);
  const made = new Map<string, number>();
  for (const deal of database.deals) {
    const count = made.get(deal.merchantId) ?? 0;
    if (deal.status !== 'ACTIVE' || count >= 2) continue;
    made.set(deal.merchantId, count + 1);
    rows.push({
      id: `DE${String(rows.length + 1).padStart(8, '0')}`,
      merchantId: deal.merchantId,
      dealId: deal.id,
      name: deal.name,
      variants: [
        { name: 'Single', price: deal.amount, stock: 25 },
        { name: 'Pack of 2', price: deal.amount * 2 - 1000, stock: 10 },
      ],
      // The second waits off the shelf, to be put back on.
      status: count === 0 ? 'ON_SHELF' : 'OFF_SHELF',
      createdDate: deal.createdDate,
    });
  }
  return rows;
};

/**
 * The merchant's tills as the deal service lists them (GET merchant/neo_merchant_tills/{id}, spec 002 §7.5: tillName,
 * tillNumber, accountNumber, neoShopId): the console's own active tills, each with the merchant's wallet account and
 * its store as the shop. Read from the tills kept for the console, never a copy of them.
 */
export const tillsOf = (mercId: string): Row[] => {
  const database = db();
  const accountNumber = database.accounts.find((account) => account.mercId === mercId)?.acNo ?? '';
  return database.tills
    .filter((till) => till.mercId === mercId && till.status === '0')
    .map((till) => ({ merchantId: mercId, tillName: till.tillName, tillNumber: till.tillNo, accountNumber, neoShopId: till.storeId }));
};

/** Entities the service reads from the console's own records rather than keeping (all merchants' rows, made per call). */
const DERIVED: Record<string, () => Row[]> = {
  dealTill: () => [...new Set(db().tills.map((till) => till.mercId))].flatMap(tillsOf),
};

/** The rows of an entity the service keeps, with the starting ones made on first use. */
export const rowsOf = (entity: string): Row[] => DERIVED[entity]?.() ?? (entity === 'dealProduct' ? startingProducts() : collectionOf(entity));
