// Analysis → Settlement and IPN → Success / Failures in the embedded backend: the merchant's own settlements and
// notifications, date ranges, search, sort and paging like the other lists, the statement and resend commands
// with the spec's e-mail rule and codes, and the permission codes 07, 57 and 58 checked by the server.
import { describe, expect, it } from 'vitest';
import { callNamedAction as callAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { OWNER_MERCHANT_ID } from '../../../mocks/db/demoAccounts';
import { settlementFee } from '../../../mocks/db/seedAnalysis';
import { wireDateNow } from '../../../mocks/resources/collections';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Row = Record<string, string | number>;
interface Page {
  data: Row[];
  total: number;
}

const ALL = { page: 1, perPage: 500 };
const list = (action: string, params: Record<string, unknown> = {}, paging = ALL) => callAction<Page>(action, params, { paging });
const failureOf = async (action: string, params: Record<string, unknown>) =>
  (await rejectionOf(callAction(action, params, { hideErrMsg: true }))) as MmcError;
const fieldErrorsOf = (error: MmcError) => error.body?.fieldErrors as Record<string, string> | undefined;

const settlements = (params: Record<string, unknown> = {}, paging = ALL) => list('SettleStatementPageQry', params, paging);
const delivered = (params: Record<string, unknown> = {}) => list('QueryIPNTransactionPage', { ntfSts: 'S', ...params });
const failed = (params: Record<string, unknown> = {}) => list('QueryIPNFailedTransPage', { ntfSts: 'F', ...params });

describe('SettleStatementPageQry', () => {
  it("lists the owner's settlements only, each net of its fee, with the till-settlement methods", async () => {
    await loginAs();
    const { data, total } = await settlements();
    expect(total).toBe(data.length);
    expect(total).toBeGreaterThan(100);
    expect(data.every((row) => row.mercId === OWNER_MERCHANT_ID)).toBe(true);
    for (const row of data.filter((candidate) => candidate.stlSts === '02')) {
      expect(row.feeAmt).toBe(settlementFee(Number(row.stlAmt), row.stlMethod as '0'));
      expect(row.netAmt).toBe(Number(row.stlAmt) - Number(row.feeAmt));
    }
    // A failed settlement moved nothing.
    expect(data.filter((row) => row.stlSts === '03').every((row) => row.netAmt === 0 && row.feeAmt === 0)).toBe(true);
    expect(new Set(data.map((row) => row.stlMethod))).toEqual(new Set(['0', '1', '2', '3']));
    expect(new Set(data.map((row) => row.stlSts))).toEqual(new Set(['02', '03', '09']));
  });

  it('narrows to a date range, both ends inclusive, from either end alone too', async () => {
    await loginAs();
    const all = (await settlements()).data;
    const week = await settlements({ beginDt: '20261101', endDt: '20261107' });
    const expected = all.filter((row) => String(row.stlDt) >= '20261101' && String(row.stlDt) <= '20261107');
    expect(week.total).toBe(expected.length);
    expect(new Set(week.data.map((row) => row.stlDt))).toEqual(new Set(expected.map((row) => row.stlDt)));
    expect(week.data.some((row) => row.stlDt === '20261101')).toBe(true);
    expect(week.data.some((row) => row.stlDt === '20261107')).toBe(true);
    expect((await settlements({ beginDt: '20261120' })).data.every((row) => row.stlDt === '20261120')).toBe(true);
    expect((await settlements({ endDt: '20261010' })).total).toBe(all.filter((row) => String(row.stlDt) <= '20261010').length);
    expect((await settlements({ beginDt: '20261110', endDt: '20261101' })).total).toBe(0);
  });

  it('searches the till number, filters by status and method, sorts and pages', async () => {
    await loginAs();
    const all = (await settlements()).data;
    const till = String(all[0]!.tillNo);
    const ofTill = await settlements({ searchKey: till });
    expect(ofTill.total).toBe(all.filter((row) => row.tillNo === till).length);
    expect((await settlements({ stlSts: '03' })).data.every((row) => row.stlSts === '03')).toBe(true);
    expect((await settlements({ stlMethod: '0' })).data.every((row) => row.stlMethod === '0')).toBe(true);

    const newest = await settlements({ sortField: 'stlAmt', sortOrder: 'DESC' }, { page: 1, perPage: 10 });
    expect(newest.data).toHaveLength(10);
    expect(newest.total).toBe(all.length);
    const amounts = newest.data.map((row) => Number(row.stlAmt));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(amounts[0]).toBe(Math.max(...all.map((row) => Number(row.stlAmt))));
    const second = await settlements({ sortField: 'stlAmt', sortOrder: 'DESC' }, { page: 2, perPage: 10 });
    expect(Number(second.data[0]!.stlAmt)).toBeLessThanOrEqual(amounts[9]!);
  });
});

describe('SendStlStatement', () => {
  const settledOne = async () => (await settlements({ stlSts: '02' })).data[0]!;

  it('sends a settled statement to a well-formed address', async () => {
    await loginAs();
    const { stlNo } = await settledOne();
    const answer = await callAction<Row>('SendStlStatement', { stlNo, email: 'accounts@mamawanjiru.co.ke' });
    expect(answer).toEqual({ stlNo, email: 'accounts@mamawanjiru.co.ke' });
  });

  it("refuses a missing or malformed address with the spec's field messages", async () => {
    await loginAs();
    const { stlNo } = await settledOne();
    const missing = await failureOf('SendStlStatement', { stlNo });
    expect(missing.code).toBe('MMCP0001');
    expect(fieldErrorsOf(missing)).toEqual({ email: 'This field is required.' });
    const malformed = await failureOf('SendStlStatement', { stlNo, email: 'accounts@mamawanjiru' });
    expect(fieldErrorsOf(malformed)).toEqual({ email: 'Enter an e-mail address, e.g. name@example.com' });
  });

  it('has no statement for a failed or unfinished settlement, nor for an unknown number', async () => {
    await loginAs();
    for (const stlSts of ['03', '09']) {
      const { stlNo } = (await settlements({ stlSts })).data[0]!;
      expect((await failureOf('SendStlStatement', { stlNo, email: 'a@b.co.ke' })).code).toBe('MMCP0002');
    }
    expect((await failureOf('SendStlStatement', { stlNo: 'STL000000000', email: 'a@b.co.ke' })).code).toBe('MMCP0404');
  });
});

describe('instant payment notifications', () => {
  it('keeps delivered and failed notifications apart, failures with a reason and at least three attempts', async () => {
    await loginAs();
    const ok = await delivered();
    const bad = await failed();
    expect(ok.total).toBeGreaterThan(20);
    expect(bad.total).toBeGreaterThan(5);
    expect(ok.data.every((row) => row.ntfSts === 'S' && row.httpSts === '200' && row.failRsn === '')).toBe(true);
    expect(bad.data.every((row) => row.ntfSts === 'F' && row.failRsn !== '' && Number(row.attemptCnt) >= 3)).toBe(true);
    expect(new Set([...ok.data, ...bad.data].map((row) => row.ipnId)).size).toBe(ok.total + bad.total);
  });

  it('searches the reference or the payer and narrows by the date sent', async () => {
    await loginAs();
    const all = (await delivered()).data;
    const first = all[0]!;
    const byReference = await delivered({ searchKey: String(first.txJrnNo).toLowerCase() });
    expect(byReference.data.map((row) => row.ipnId)).toEqual([first.ipnId]);
    const surname = String(first.payerNm).split(' ')[1]!;
    expect((await delivered({ searchKey: surname })).data.every((row) => String(row.payerNm).includes(surname))).toBe(true);
    const day = String(first.sndDt);
    const sameDay = await delivered({ beginDt: day, endDt: day });
    expect(sameDay.total).toBe(all.filter((row) => row.sndDt === day).length);
  });

  it('delivers a failed notification on resend: it moves to the delivered list, stamped now, one attempt more', async () => {
    await loginAs();
    const before = await failed();
    const target = before.data[0]!;
    const answer = await callAction<Row>('ResendFailedTransIPN', { ipnId: target.ipnId });
    expect(answer).toMatchObject({ ipnId: target.ipnId, ntfSts: 'S', httpSts: '200', failRsn: '', attemptCnt: Number(target.attemptCnt) + 1 });
    expect(answer.sndDt).toBe(wireDateNow());

    expect((await failed()).total).toBe(before.total - 1);
    const moved = (await delivered({ searchKey: target.txJrnNo })).data;
    expect(moved.map((row) => row.ipnId)).toEqual([target.ipnId]);
    // Delivered now, so there is nothing to resend.
    expect((await failureOf('ResendFailedTransIPN', { ipnId: target.ipnId })).code).toBe('MMCP0002');
  });

  it('answers the spec-style codes for a missing or unknown notification', async () => {
    await loginAs();
    expect((await failureOf('ResendFailedTransIPN', {})).code).toBe('MMCP0001');
    expect((await failureOf('ResendFailedTransIPN', { ipnId: 'IPN9999999' })).code).toBe('MMCP0404');
  });
});

describe('permission codes 07, 57 and 58', () => {
  it('refuses the cashier, who holds none of them, every settlement and IPN action', async () => {
    await loginAs(CASHIER);
    for (const [action, params] of [
      ['SettleStatementPageQry', {}],
      ['SendStlStatement', { stlNo: 'STL261119101', email: 'a@b.co.ke' }],
      ['QueryIPNTransactionPage', {}],
      ['QueryIPNFailedTransPage', {}],
      ['ResendFailedTransIPN', { ipnId: 'IPN1000001' }],
    ] as const) {
      const failure = await failureOf(action, params);
      expect(failure.code, action).toBe('MMCP0403');
    }
  });
});
