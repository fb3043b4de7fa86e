// Analysis → Reconciliation, Settlement by Till and Intelligence Report in the embedded backend
// (mocks/actions/reconciliation.ts, reports.ts): figures worked out from the seed's wallet history, settlements and
// tills, a report made in the background and refused outside its period, and each refused without its code.
import { describe, expect, it } from 'vitest';
import { OWNER_MERCHANT_ID } from '../../../mocks/db/demoAccounts';
import { advanceClock } from '../../../mocks/clock';
import { REPORT_MAKING_MS } from '../../../mocks/actions/reports';
import { db } from '../../../mocks/state';
import { callNamedAction, downloadAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Row = Record<string, string | number>;
const PERIOD = { beginDt: '20261101', endDt: '20261103' };

describe('reconciliation', () => {
  it("sets each till's completed pay-to-till takings of a day against what that day's settlements took, with totals over every row", async () => {
    await loginAs();
    const answer = await callNamedAction<{ data: Row[]; total: number; totals: Row }>('QueryWalletTransactionRange', {
      ...PERIOD,
      limit: 100,
      offset: 0,
    });
    const tills = new Set(
      db()
        .tills.filter((till) => till.mercId === OWNER_MERCHANT_ID)
        .map((till) => till.tillNo),
    );
    for (const row of answer.data) {
      const takings = db().transactions.filter(
        (order) =>
          order.mercId === OWNER_MERCHANT_ID &&
          order.orderTyp === '42' &&
          order.orderSts === '02' &&
          order.txDt === row.recDt &&
          order.oppAcNo === row.tillNo,
      );
      const settled = db().settlements.filter(
        (settlement) =>
          settlement.mercId === OWNER_MERCHANT_ID && settlement.stlDt === row.recDt && settlement.tillNo === row.tillNo && settlement.stlSts !== '03',
      );
      expect(tills.has(String(row.tillNo))).toBe(true);
      expect(row.takingsCnt).toBe(takings.length);
      expect(row.takingsAmt).toBe(takings.reduce((sum, order) => sum + order.txAmt, 0));
      expect(row.settledAmt).toBe(settled.reduce((sum, settlement) => sum + settlement.stlAmt, 0));
      expect(row.diffAmt).toBe(Number(row.takingsAmt) - Number(row.settledAmt));
      const pending = settled.some((settlement) => settlement.stlSts === '09');
      expect(row.recSts).toBe(pending ? 'P' : row.diffAmt === 0 ? 'M' : 'U');
    }
    expect(answer.total).toBe(18);
    expect(answer.totals).toMatchObject({ takingsAmt: 4_921_280, settledAmt: 187_587_850, diffAmt: -182_666_570, unmatched: 18 });

    const page = await callNamedAction<{ data: Row[]; total: number; totals: Row }>('QueryWalletTransactionRange', {
      ...PERIOD,
      searchKey: '951534',
      limit: 1,
      offset: 0,
    });
    expect(page.data).toHaveLength(1);
    expect(page.total).toBe(2);
    expect(page.totals.settledAmt).toBe(13_579_700);
  });

  it("adds up each till's settlements of the period that did not fail, and shows a till that settled none", async () => {
    await loginAs();
    const answer = await callNamedAction<{ data: Row[]; total: number }>('QuerySettlementInfo', { ...PERIOD, limit: 100, offset: 0 });
    expect(answer.total).toBe(db().tills.filter((till) => till.mercId === OWNER_MERCHANT_ID).length);
    expect(answer.data.find((row) => row.tillNo === '951534')).toMatchObject({
      stlCnt: 2,
      stlAmt: 13_579_700,
      feeAmt: 67_899,
      netAmt: 13_511_801,
      lastStlDt: '20261103',
    });
    expect(answer.data.find((row) => row.tillNo === '751977')).toMatchObject({ stlCnt: 0, stlAmt: 0 });
  });
});

describe('intelligence report', () => {
  it('is made in the background, then downloads with a row a day and a total', async () => {
    await loginAs();
    const started = await callNamedAction<Row>('QueryReportTask', { rptTyp: 'RV', groupBy: 'D', fileType: 'csv', ...PERIOD });
    expect(started).toMatchObject({ taskSts: '0', fileName: 'revenue-report-20261101-20261103.csv' });
    expect(((await rejectionOf(downloadAction('DownloadReport', { taskNo: String(started.taskNo) }, { hideErrMsg: true }))) as MmcError).code).toBe(
      'MMCP0404',
    );
    advanceClock(REPORT_MAKING_MS);
    expect(await callNamedAction<Row>('QueryReportTask', { taskNo: started.taskNo })).toMatchObject({
      taskSts: '1',
      rowCount: 3,
      totalAmt: 5_521_280,
    });
    const file = await (await downloadAction('DownloadReport', { taskNo: String(started.taskNo) })).text();
    expect(file.trim().split(/\r\n/)).toEqual([
      'Day,Orders,Revenue,Fees,Net',
      '01-11-2026,4,30394.80,134.17,30260.63',
      '02-11-2026,1,24743.00,136.09,24606.91',
      '03-11-2026,1,75.00,0.41,74.59',
      'Total,6,55212.80,270.67,54942.13',
    ]);
  });

  it('refuses a period over 92 days in words under the start date, and a cashier without code 24', async () => {
    await loginAs();
    const refused = (await rejectionOf(
      callNamedAction('QueryReportTask', { rptTyp: 'TX', fileType: 'csv', beginDt: '20260701', endDt: '20261103' }, { hideErrMsg: true }),
    )) as MmcError;
    expect(refused.code).toBe('MMCP6106');
    expect(refused.body?.fieldErrors).toEqual({ beginDt: 'A report covers at most 92 days. Choose a shorter period.' });
    await loginAs(CASHIER);
    const requests: Array<[string, Record<string, unknown>]> = [
      ['QueryReportTask', { ...PERIOD, rptTyp: 'TX', fileType: 'csv' }],
      ['QueryWalletTransactionRange', PERIOD],
      ['QuerySettlementInfo', PERIOD],
    ];
    for (const [action, body] of requests) {
      expect(((await rejectionOf(callNamedAction(action, body, { hideErrMsg: true }))) as MmcError).code, action).toBe('MMCP0403');
    }
  });
});
