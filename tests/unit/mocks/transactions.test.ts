// Transaction history against the embedded backend, through the console's own data provider: the list
// (StatisticsOrderList) searched, filtered by type, status and date range, sorted and paged; the detail
// (QueryOrderDetail) and its not-found answer; the type list (QueryTransactionTypes); and the permission code 12.
import type { DataProvider, RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createResourceDataProvider } from '../../../src/data/resourceDataProvider';
import { readOnlyFields } from '../../../src/engine/registry';
import { callNamedAction as callAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { OWNER_MERCHANT_ID, PENDING_MERCHANT_ID } from '../../../mocks/db/demoAccounts';
import type { Transaction } from '../../../mocks/db/types';
import { db } from '../../../mocks/state';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';
import { resourceDefinitions } from '../../declaredScreens';

useTestBackend();

const provider: DataProvider = createResourceDataProvider({ definitions: resourceDefinitions, readOnlyFields });

const list = (filter: Record<string, unknown> = {}, options: { perPage?: number; page?: number; field?: string; order?: 'ASC' | 'DESC' } = {}) =>
  provider.getList('transactions', {
    filter,
    pagination: { page: options.page ?? 1, perPage: options.perPage ?? 10 },
    sort: { field: options.field ?? 'txDt', order: options.order ?? 'DESC' },
  });

const everything = (filter: Record<string, unknown> = {}) => list(filter, { perPage: 1000 });

const ownHistory = (): Transaction[] => db().transactions.filter((order) => order.mercId === OWNER_MERCHANT_ID);
const numbers = (rows: readonly RaRecord[]) => rows.map((row) => row.orderNo as string);
const failureOf = async (action: string, body: Record<string, unknown>) => (await rejectionOf(callAction(action, body, { hideErrMsg: true }))) as MmcError;

describe('StatisticsOrderList (transaction history)', () => {
  it("pages the owner's own history newest first, ten at a time", async () => {
    await loginAs();
    const first = await list();
    const own = ownHistory();
    expect(own.length).toBeGreaterThanOrEqual(200);
    expect(first.total).toBe(own.length);
    expect(first.data).toHaveLength(10);
    const moments = first.data.map((row) => `${row.txDt}${row.txTm}`);
    expect(moments).toEqual([...moments].sort().reverse());
    const newest = own.reduce((best, order) => (`${order.txDt}${order.txTm}` > `${best.txDt}${best.txTm}` ? order : best));
    expect(first.data[0]!.orderNo).toBe(newest.orderNo);

    const second = await list({}, { page: 2 });
    expect(numbers(second.data).some((orderNo) => numbers(first.data).includes(orderNo))).toBe(false);
    const all = await everything();
    expect(new Set(numbers(all.data)).size).toBe(own.length);
    expect(all.data.every((row) => row.mercId === OWNER_MERCHANT_ID)).toBe(true);
  });

  it('filters by order type and status together, exactly', async () => {
    await loginAs();
    const expected = ownHistory().filter((order) => order.orderTyp === '42' && order.orderSts === '02');
    expect(expected.length).toBeGreaterThan(10);
    const answer = await everything({ orderTyp: '42', orderSts: '02' });
    expect(answer.total).toBe(expected.length);
    expect(answer.data.every((row) => row.orderTyp === '42' && row.orderSts === '02')).toBe(true);
    expect((await everything({ orderTyp: 'V1' })).total).toBe(0);
    const outgoing = await everything({ dcFlg: 'd' });
    expect(outgoing.total).toBe(ownHistory().filter((order) => order.dcFlg === 'd').length);
  });

  it('searches by order number, counterparty name and mobile number as people type it', async () => {
    await loginAs();
    const sample = ownHistory().find((order) => order.oppMblNo !== '' && order.orderTyp === '42')!;
    expect(numbers((await everything({ q: sample.orderNo })).data)).toEqual([sample.orderNo]);
    // A partial order number: the day's orders.
    const day = `OR${sample.txDt.slice(2)}`;
    const sameDay = await everything({ q: day });
    expect(sameDay.total).toBe(ownHistory().filter((order) => order.txDt === sample.txDt).length);

    const surname = sample.oppNm.split(' ')[1]!;
    const byName = await everything({ q: surname.toUpperCase() });
    expect(numbers(byName.data)).toContain(sample.orderNo);
    expect(byName.data.every((row) => `${row.oppNm} ${row.oppAcNo} ${row.orderNo}`.toLowerCase().includes(surname.toLowerCase()))).toBe(true);

    const spaced = `0${sample.oppMblNo.slice(0, 3)} ${sample.oppMblNo.slice(3, 6)} ${sample.oppMblNo.slice(6)}`;
    const byMobile = await everything({ q: spaced });
    expect(numbers(byMobile.data)).toContain(sample.orderNo);
    expect(byMobile.data.every((row) => row.oppMblNo === sample.oppMblNo)).toBe(true);
    expect((await everything({ q: 'nobody by this name' })).total).toBe(0);
  });

  it('keeps a date range inclusive at both ends, alone or with other filters, and refuses a date that is not one', async () => {
    await loginAs();
    const from = '20261101';
    const to = '20261115';
    const inRange = ownHistory().filter((order) => order.txDt >= from && order.txDt <= to);
    const answer = await everything({ txDt_gte: from, txDt_lte: to });
    expect(answer.total).toBe(inRange.length);
    expect(answer.data.every((row) => row.txDt >= from && row.txDt <= to)).toBe(true);
    expect(answer.data.some((row) => row.txDt === from) || answer.data.some((row) => row.txDt === to)).toBe(true);

    expect((await everything({ txDt_gte: to })).total).toBe(ownHistory().filter((order) => order.txDt >= to).length);
    expect((await everything({ txDt_lte: from })).total).toBe(ownHistory().filter((order) => order.txDt <= from).length);
    const settlements = await everything({ txDt_gte: from, txDt_lte: to, orderTyp: 'A6' });
    expect(settlements.total).toBe(inRange.filter((order) => order.orderTyp === 'A6').length);
    // The wrong way round: nothing, rather than an error.
    expect((await everything({ txDt_gte: to, txDt_lte: from })).total).toBe(0);

    expect(await failureOf('StatisticsOrderList', { beginDt: '20261131' })).toMatchObject({ code: 'MMCP0001', message: 'Parameter beginDt is invalid.' });
    expect(await failureOf('StatisticsOrderList', { endDt: '2026-11-15' })).toMatchObject({ code: 'MMCP0001', message: 'Parameter endDt is invalid.' });
  });

  it('sorts by amount in both directions, by value rather than as text', async () => {
    await loginAs();
    const ascending = await list({}, { field: 'txAmt', order: 'ASC', perPage: 50 });
    const amounts = ascending.data.map((row) => row.txAmt as number);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(amounts[0]).toBe(Math.min(...ownHistory().map((order) => order.txAmt)));
    const descending = await list({}, { field: 'txAmt', order: 'DESC', perPage: 5 });
    expect(descending.data[0]!.txAmt).toBe(Math.max(...ownHistory().map((order) => order.txAmt)));
  });
});

describe('QueryOrderDetail and QueryTransactionTypes', () => {
  it('answers an order with every field, and an unknown or another merchant’s order with the not-found code', async () => {
    await loginAs();
    const order = ownHistory().find((candidate) => candidate.remark !== '')!;
    const { data } = await provider.getOne('transactions', { id: order.orderNo });
    expect(data).toMatchObject({ ...order, id: order.orderNo });

    expect(await failureOf('QueryOrderDetail', { orderNo: 'OR000000000000' })).toMatchObject({
      code: 'MMCP0404',
      message: 'The order number entered does not exist.',
    });
    const foreign = db().transactions.find((candidate) => candidate.mercId === PENDING_MERCHANT_ID)!;
    expect(await failureOf('QueryOrderDetail', { orderNo: foreign.orderNo })).toMatchObject({ code: 'MMCP0404' });
    expect(await failureOf('QueryOrderDetail', {})).toMatchObject({ code: 'MMCP0001', message: 'Parameter orderNo is required.' });
  });

  it('lists the order types the history holds, each once', async () => {
    await loginAs();
    const answer = await callAction<{ list: Array<{ orderTyp: string }> }>('QueryTransactionTypes', {});
    const types = answer.list.map((entry) => entry.orderTyp);
    expect(types).toEqual([...new Set(ownHistory().map((order) => order.orderTyp))].sort());
    expect(types).toContain('42');
  });

  it('refuses the cashier, who lacks code 12, on every transaction action', async () => {
    await loginAs(CASHIER);
    const orderNo = ownHistory()[0]!.orderNo;
    for (const [action, body] of [['StatisticsOrderList', {}], ['QueryOrderDetail', { orderNo }], ['QueryTransactionTypes', {}]] as const) {
      expect(await failureOf(action, body)).toMatchObject({ code: 'MMCP0403', message: 'no permission' });
    }
  });
});
