// Analysis → Reconciliation and Settlement → Tills (spec 000 §2; 002 §7.4 "Wallet, reports, settlement" names
// QueryWalletTransactionRange and QuerySettlementInfo, not their fields: these are the console's). Both are worked
// out on each call from the seeded (and since changed) data: the wallet history, the settlements and the tills.
//
// QueryWalletTransactionRange { beginDt?, endDt?, searchKey?, tillNo?, recSts?, sort, paging } → { data, total, totals }:
//   a row per till and day that had takings or a settlement. Takings: the completed (02) pay-to-till orders (42) at
//   the till; settled: the gross of the day's settlements of the till that did not fail (09 processing or 02).
//   M matched when they are equal, P pending while a settlement of the day is processing, else U unmatched.
// QuerySettlementInfo { beginDt?, endDt?, searchKey?, stlMethod?, sort, paging } → { data, total }: a row per till of
//   the merchant with its settlements of the period that did not fail (count, gross, fee, net, last day) and its balance.
import { requireFunction } from '../access';
import { optionalText, paging } from '../body';
import { isValidYyyyMMdd } from '../db/random';
import type { Settlement, UserAccount } from '../db/types';
import { CODES, MockFailure } from '../failure';
import { defineAction } from '../registry';
import type { Row } from '../resources/collections';
import { runList, type ListQuery } from '../resources/listing';
import { db } from '../state';

/** Spec 001 §6: 06 reconciliation, 07 settlement. */
const RECONCILIATION_CODE = '06';
const SETTLEMENT_CODE = '07';
/** Spec 000 §3 order type 42 pay to till; order status 02 success. */
const PAY_TO_TILL = '42';
const SUCCESS = '02';

interface Period {
  beginDt?: string;
  endDt?: string;
}

const periodOf = (body: Record<string, unknown>): Period => {
  const period: Period = {};
  for (const field of ['beginDt', 'endDt'] as const) {
    const value = optionalText(body, field);
    if (value === undefined) continue;
    if (!isValidYyyyMMdd(value)) throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field } });
    period[field] = value;
  }
  return period;
};

const within = (day: string, { beginDt, endDt }: Period) => (!beginDt || day >= beginDt) && (!endDt || day <= endDt);

/** A settlement that took money from the till: settled, or still processing (a failed one took nothing). */
const tookMoney = (settlement: Settlement) => settlement.stlSts !== '03';

const listQuery = (user: UserAccount, body: Record<string, unknown>, search: readonly string[], exact: readonly string[]): ListQuery => {
  const query: ListQuery = { owner: { key: 'mercId', value: user.mercId }, exact: [], ranges: [], scope: [], ...paging(body, 100) };
  for (const field of exact) {
    const value = optionalText(body, field);
    if (value !== undefined) query.exact.push({ field, value });
  }
  const searchKey = optionalText(body, 'searchKey');
  if (searchKey) query.search = { text: searchKey, fields: search };
  const sortField = optionalText(body, 'sortField');
  if (sortField) query.sort = { field: sortField, descending: optionalText(body, 'sortOrder')?.toUpperCase() === 'DESC' };
  return query;
};

export const reconciliationRows = (user: UserAccount, period: Period): Row[] => {
  const tills = new Map(
    db()
      .tills.filter((till) => till.mercId === user.mercId)
      .map((till) => [till.tillNo, till]),
  );
  const rows = new Map<string, Row & { takingsCnt: number; takingsAmt: number; settledAmt: number; processing: boolean }>();
  const rowOf = (recDt: string, tillNo: string) => {
    const recId = `${recDt}-${tillNo}`;
    let row = rows.get(recId);
    if (!row) {
      row = {
        recId,
        mercId: user.mercId,
        recDt,
        tillNo,
        tillName: tills.get(tillNo)!.tillName,
        takingsCnt: 0,
        takingsAmt: 0,
        settledAmt: 0,
        processing: false,
      };
      rows.set(recId, row);
    }
    return row;
  };
  for (const order of db().transactions) {
    if (order.mercId !== user.mercId || order.orderTyp !== PAY_TO_TILL || order.orderSts !== SUCCESS || !tills.has(order.oppAcNo)) continue;
    if (!within(order.txDt, period)) continue;
    const row = rowOf(order.txDt, order.oppAcNo);
    row.takingsCnt += 1;
    row.takingsAmt += order.txAmt;
  }
  for (const settlement of db().settlements) {
    if (settlement.mercId !== user.mercId || !tills.has(settlement.tillNo) || !within(settlement.stlDt, period) || !tookMoney(settlement)) continue;
    const row = rowOf(settlement.stlDt, settlement.tillNo);
    row.settledAmt += settlement.stlAmt;
    if (settlement.stlSts === '09') row.processing = true;
  }
  return [...rows.values()].map(({ processing, ...row }) => {
    const diffAmt = row.takingsAmt - row.settledAmt;
    return { ...row, diffAmt, recSts: processing ? 'P' : diffAmt === 0 ? 'M' : 'U' };
  });
};

defineAction('QueryWalletTransactionRange', ({ user, body }) => {
  requireFunction(user, RECONCILIATION_CODE);
  const query = listQuery(user, body, ['tillNo', 'tillName'], ['tillNo', 'recSts']);
  // Every row the filters keep, for the totals; the page is cut from them.
  const all = runList(reconciliationRows(user, periodOf(body)), { ...query, limit: Number.MAX_SAFE_INTEGER, offset: 0 });
  const kept = all.page;
  const sum = (field: string) => kept.reduce((total, row) => total + Number(row[field]), 0);
  const count = (recSts: string) => kept.filter((row) => row.recSts === recSts).length;
  return {
    body: {
      data: kept.slice(query.offset, query.offset + query.limit),
      total: all.total,
      totals: {
        takingsAmt: sum('takingsAmt'),
        settledAmt: sum('settledAmt'),
        diffAmt: sum('diffAmt'),
        matched: count('M'),
        unmatched: count('U'),
        pending: count('P'),
      },
    },
  };
});

export const settlementTillRows = (user: UserAccount, period: Period): Row[] =>
  db()
    .tills.filter((till) => till.mercId === user.mercId)
    .map((till) => {
      const settlements = db().settlements.filter(
        (settlement) =>
          settlement.mercId === user.mercId && settlement.tillNo === till.tillNo && within(settlement.stlDt, period) && tookMoney(settlement),
      );
      const sum = (pick: (settlement: Settlement) => number) => settlements.reduce((total, settlement) => total + pick(settlement), 0);
      const lastStlDt = settlements.reduce((latest, settlement) => (settlement.stlDt > latest ? settlement.stlDt : latest), '');
      return {
        mercId: user.mercId,
        tillNo: till.tillNo,
        tillName: till.tillName,
        stlMethod: till.stlMethod,
        stlCnt: settlements.length,
        stlAmt: sum((settlement) => settlement.stlAmt),
        feeAmt: sum((settlement) => settlement.feeAmt),
        netAmt: sum((settlement) => settlement.netAmt),
        ...(lastStlDt ? { lastStlDt } : {}),
        balance: till.balance,
      };
    });

defineAction('QuerySettlementInfo', ({ user, body }) => {
  requireFunction(user, SETTLEMENT_CODE);
  const { total, page } = runList(settlementTillRows(user, periodOf(body)), listQuery(user, body, ['tillNo', 'tillName'], ['stlMethod']));
  return { body: { data: page, total } };
});
