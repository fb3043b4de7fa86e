// Analysis → Dashboard in the embedded backend (mocks/actions/dashboards.ts): net worth, cash flow and daily income
// add up the merchant's own completed orders of the wallet history, per day or month, and a new merchant's are empty.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, OWNER_MERCHANT_ID } from '../../../mocks/db/demoAccounts';
import { addDays } from '../../../mocks/db/random';
import { bucketsOf } from '../../../mocks/money/dashboardFigures';
import { db } from '../../../mocks/state';
import { pointLabel } from '../../../src/analysis/dashboardCalls';
import { callNamedAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Point = Record<string, number | string>;
type Answer = { asOfDt: string; list: Point[] } & Record<string, number | string | Point[]>;
const call = (action: string, period: string) => callNamedAction<Answer>(action, { period });
const NEW_MERCHANT = DEMO_ACCOUNTS.find((account) => account.label === 'New merchant')!;

const ownOrders = (mercId = OWNER_MERCHANT_ID) => db().transactions.filter((order) => order.mercId === mercId && order.orderSts === '02');

describe('dashboard periods', () => {
  it('cut 7 and 30 days ending on the day asked, and 12 months ending in its month', () => {
    expect(bucketsOf('7D', '20261120').map((bucket) => bucket.key)).toEqual([
      '20261114',
      '20261115',
      '20261116',
      '20261117',
      '20261118',
      '20261119',
      '20261120',
    ]);
    expect(bucketsOf('30D', '20260301')[0]).toEqual({ key: '20260131', beginDt: '20260131', endDt: '20260131' });
    const months = bucketsOf('12M', '20260315');
    expect(months.map((bucket) => bucket.key)).toEqual([
      '202504',
      '202505',
      '202506',
      '202507',
      '202508',
      '202509',
      '202510',
      '202511',
      '202512',
      '202601',
      '202602',
      '202603',
    ]);
    expect(months[10]).toEqual({ key: '202602', beginDt: '20260201', endDt: '20260228' });
    expect(months[11].endDt).toBe('20260315');
    expect(pointLabel('20261120')).toBe('20-11');
    expect(pointLabel('202611')).toBe('11-2026');
  });
});

describe('DasFinancial* actions', () => {
  it("add up the owner's completed orders: money in and out per day, income per day, net worth walked back from the balance", async () => {
    await loginAs();
    const flow = await call('DasFinancialCashFlowTotal', '7D');
    const orders = ownOrders();
    expect(flow.asOfDt).toBe(
      orders
        .map((order) => order.txDt)
        .sort()
        .at(-1),
    );
    expect(flow.list).toHaveLength(7);
    for (const point of flow.list) {
      const day = orders.filter((order) => order.txDt === point.key);
      expect(point.inAmt).toBe(day.filter((order) => order.dcFlg === 'c').reduce((sum, order) => sum + order.txAmt, 0));
      expect(point.outAmt).toBe(day.filter((order) => order.dcFlg === 'd').reduce((sum, order) => sum + order.txAmt + order.fee, 0));
    }
    expect(flow.inAmt).toBeGreaterThan(0);
    expect(flow.netAmt).toBe(Number(flow.inAmt) - Number(flow.outAmt));

    const income = await call('DasFinancialCashFlowDayTotal', '7D');
    expect(income.list.map((point) => point.incomeAmt)).toEqual(flow.list.map((point) => point.inAmt));
    expect(income.orderCount).toBe(orders.filter((order) => order.dcFlg === 'c' && order.txDt >= flow.list[0].key).length);

    const worth = await call('DasFinancialNetWorthList', '12M');
    expect(worth.list).toHaveLength(12);
    expect(worth.list.at(-1)?.netWorth).toBe(worth.netWorth);
    // From one month's close to the next, the net worth moves by that month's money in less out (fees: the ledger's).
    const months = await call('DasFinancialCashFlowTotal', '12M');
    const fees = (key: string) =>
      orders.filter((order) => order.txDt.startsWith(key) && order.dcFlg === 'c').reduce((sum, order) => sum + order.fee, 0);
    for (let index = 1; index < 12; index += 1) {
      const key = String(worth.list[index].key);
      expect(Number(worth.list[index].netWorth) - Number(worth.list[index - 1].netWorth)).toBe(Number(months.list[index].netAmt) - fees(key));
    }
  });

  it('answer a new merchant with no orders with empty periods, and refuse a cashier and an unknown period', async () => {
    await loginAs(NEW_MERCHANT);
    const flow = await call('DasFinancialCashFlowTotal', '30D');
    expect(flow.list).toHaveLength(30);
    expect(flow.list.every((point) => point.inAmt === 0 && point.outAmt === 0)).toBe(true);
    expect(flow.list.at(-1)?.key).toBe(flow.asOfDt);
    expect(addDays(String(flow.list[0].key), 29)).toBe(flow.asOfDt);
    // Its opening balance, unmoved: a flat line.
    const worth = await call('DasFinancialNetWorthList', '7D');
    expect(worth.list.every((point) => point.netWorth === worth.netWorth)).toBe(true);
    expect((await call('DasFinancialCashFlowDayTotal', '12M')).orderCount).toBe(0);
    expect(((await rejectionOf(callNamedAction('DasFinancialCashFlowTotal', { period: '1Y' }, { hideErrMsg: true }))) as MmcError).code).toBe(
      'MMCP0001',
    );

    await loginAs(CASHIER);
    expect(((await rejectionOf(callNamedAction('DasFinancialNetWorthList', { period: '7D' }, { hideErrMsg: true }))) as MmcError).code).toMatch(/./);
  });
});
