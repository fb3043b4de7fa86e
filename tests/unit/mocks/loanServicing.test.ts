// Servicing an active loan on the embedded backend: the top-up limit and its refusals in the spec's words, a top-up
// paid into the account (C3), a restructure waiting under a mandate and carried out once approved, a limit boost
// granted after its review day or cancelled, and an overdue instalment that blocks changes until it is repaid.
import { describe, expect, it } from 'vitest';
import { callNamedAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { runtime } from '../../../mocks/state';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';
import { HOUR, later } from '../helpers/time';

useTestBackend();

type Body = Record<string, unknown>;
const call = <T = Body>(action: string, body: Body = {}) => callNamedAction<T>(action, body, { hideErrMsg: true });
const failureOf = async (action: string, body: Body) => (await rejectionOf(call(action, body))) as MmcError;
const KES = (shillings: number) => shillings * 100;
const DAY = 24 * HOUR;

type Loan = {
  loanNo: string;
  outstandingBal: number;
  repaidAmt: number;
  pendingChange?: { loanTyp: string; approvalId: string };
  calculation: { amount: number; tenor: number; monthlyRepayment: number; repayFreq?: string };
};

/** The owner takes a KES 1,500,000 loan over 6 months (above the loan-apply mandate's band) and accepts it. */
const activeLoan = async (): Promise<Loan> => {
  await loginAs();
  const { loan } = await call<{ loan: Loan }>('SubmitLoanApply', {
    productCode: 'TL01',
    amount: KES(1_500_000),
    tenor: 6,
    purpose: '01',
    email: 'wanjiru.kamau@mamawanjiru.co.ke',
    employees: 6,
    dailySales: KES(45_000),
    suppliers: 4,
  });
  const mail = runtime()
    .outbox.filter((message) => message.channel === 'email')
    .at(-1);
  await call('CheckOffer', { loanNo: loan.loanNo, referNo: /Reference number: (\d{8})/.exec(mail?.text ?? '')?.[1] });
  return (await call<{ loan: Loan }>('AcceptLoanOffer', { loanNo: loan.loanNo })).loan;
};

const balance = async () => (await call<{ avaBal: number }>('QueryAvailableBalance')).avaBal;

describe('loan servicing', () => {
  it('caps a top-up at the limit less the principal owed, refuses zero and more in the spec words, and pays the rest out as C3', async () => {
    const loan = await activeLoan();
    await expect(call('QueryLoanTopUpLmt', { loanNo: loan.loanNo })).resolves.toMatchObject({
      topUpLmt: KES(500_000),
      loanLmt: KES(2_000_000),
      outstandingPrincipal: KES(1_500_000),
    });
    expect((await failureOf('LoanTopUpCalc', { loanNo: loan.loanNo, amount: KES(500_001) })).body).toMatchObject({
      fieldErrors: { amount: 'Maximum Amount 500,000.00 (KES)' },
    });
    expect(await failureOf('LoanTopUpCalc', { loanNo: loan.loanNo, amount: 0 })).toMatchObject({ code: 'MMCP0001' });

    const before = await balance();
    const calc = await call<{ calculation: { amount: number; disbursedAmt: number } }>('LoanTopUpCalc', {
      loanNo: loan.loanNo,
      amount: KES(200_000),
    });
    expect(calc.calculation).toMatchObject({ amount: KES(1_700_000), disbursedAmt: KES(200_000) - KES(5_000) - KES(1_000) - KES(1_000) });
    const done = await call<{ loan: Loan; paidAmt: number; orderNo: string }>('SubmitLoanTopUpApply', { loanNo: loan.loanNo, amount: KES(200_000) });
    expect(done.paidAmt).toBe(calc.calculation.disbursedAmt);
    expect(done.loan.outstandingBal).toBeGreaterThan(loan.outstandingBal);
    expect(await balance()).toBe(before + done.paidAmt);
    await expect(call('QueryLoanTopUpLmt', { loanNo: loan.loanNo })).resolves.toMatchObject({ topUpLmt: KES(300_000) });
  });

  it('lets a restructure wait under the mandate for restructures and carries it out once approved', async () => {
    const loan = await activeLoan();
    await call('AddMerMandate', {
      mmdTxTyp: '2',
      mmdSubTyp: '14',
      lmtFrom: KES(1),
      unlmtFlg: 'Y',
      mmdTyp: '2',
      mmdRul: '3',
      initiators: ['ST100002'],
      approvers: ['ST100004'],
      mmdSts: 'A',
    });
    const refusal = await failureOf('LoanRestructureCalc', { loanNo: loan.loanNo, restOption: '1', tenor: 6 });
    expect(refusal.body).toMatchObject({
      fieldErrors: { tenor: 'You have 6 months left to repay. Choose a longer period: 9, 12, 18, or 24 months.' },
    });
    const waiting = await call<{ loan: Loan; approvalId: string }>('SubmitLoanRestApply', { loanNo: loan.loanNo, restOption: '1', tenor: 12 });
    expect(waiting.loan.pendingChange).toMatchObject({ loanTyp: '03', approvalId: waiting.approvalId });
    expect(await failureOf('LoanTopUpCalc', { loanNo: loan.loanNo, amount: KES(1_000) })).toMatchObject({
      code: 'MMCP7105',
      message: 'A top-up or restructure of this loan is already waiting for approval.',
    });

    await call('ApprovalOperation', { approvalId: waiting.approvalId, oprTyp: '01' });
    const { loan: after } = await call<{ loan: Loan }>('QueryLoanDetail', { loanNo: loan.loanNo });
    expect(after.pendingChange).toBeUndefined();
    expect(after.calculation).toMatchObject({ amount: KES(1_500_000), tenor: 12 });
    expect(after.calculation.monthlyRepayment).toBeLessThan(loan.calculation.monthlyRepayment);
  });

  it('restructures to weekly repayments at once without a mandate, and refuses the frequency the loan already has', async () => {
    const loan = await activeLoan();
    expect((await failureOf('LoanRestructureCalc', { loanNo: loan.loanNo, restOption: '6', repayFreq: '3' })).body).toMatchObject({
      fieldErrors: { repayFreq: 'Your loan is already repaid this often. Choose another frequency.' },
    });
    const low = await failureOf('LoanRestructureCalc', { loanNo: loan.loanNo, restOption: '5', instAmt: KES(1_000) });
    expect(low.body).toMatchObject({
      fieldErrors: { instAmt: expect.stringMatching(/^The lowest monthly repayment we can offer is KES\. 74,88\d\.\d\d\.$/) },
    });
    const { loan: weekly } = await call<{ loan: Loan }>('SubmitLoanRestApply', { loanNo: loan.loanNo, restOption: '6', repayFreq: '1' });
    expect(weekly.calculation).toMatchObject({ repayFreq: '1', amount: KES(1_500_000) });
    expect(weekly.calculation.tenor).toBeGreaterThanOrEqual(25);
  });

  it('boosts the loan limit after a day of review, one request at a time, and cancels a request still waiting', async () => {
    await loginAs();
    expect((await failureOf('BoostLimitCalc', { boostLmt: KES(2_000_000) })).body).toMatchObject({
      fieldErrors: { boostLmt: 'Choose a limit above your current limit of KES. 2,000,000.00.' },
    });
    expect((await failureOf('BoostLimitCalc', { boostLmt: KES(3_000_001) })).body).toMatchObject({
      fieldErrors: { boostLmt: 'Maximum Amount 3,000,000.00 (KES)' },
    });
    await expect(call('BoostLimitCalc', { boostLmt: KES(2_500_000) })).resolves.toMatchObject({ increase: KES(500_000), reviewHours: 24 });
    const first = await call<{ boostNo: string }>('SubmitLoanBoostLimit', { boostLmt: KES(2_500_000) });
    expect(await failureOf('SubmitLoanBoostLimit', { boostLmt: KES(2_600_000) })).toMatchObject({ code: 'MMCP7106' });
    await expect(call('CancelBoostLimit', { boostNo: first.boostNo })).resolves.toMatchObject({ boostSts: 'C', loanLmt: KES(2_000_000) });
    expect(await failureOf('CancelBoostLimit', { boostNo: first.boostNo })).toMatchObject({
      code: 'MMCP7107',
      message: 'There is no request to boost your loan limit waiting to cancel.',
    });

    await call('SubmitLoanBoostLimit', { boostLmt: KES(2_500_000) });
    await later(DAY);
    await expect(call('QueryLoanLimitInfo')).resolves.toMatchObject({
      maxLoanAmt: KES(2_500_000),
      loanLmt: KES(2_500_000),
      boost: { boostSts: 'A' },
    });
  });

  it('shows an instalment past its due date as overdue and refuses changes until it is repaid', async () => {
    const loan = await activeLoan();
    await expect(call('QueryOverdueBill', { loanNo: loan.loanNo })).resolves.toMatchObject({ overdueAmt: 0, overdueInst: 0 });
    await later(32 * DAY);
    const overdue = await call<{ overdueAmt: number; overdueInst: number }>('QueryOverdueBill', { loanNo: loan.loanNo });
    expect(overdue).toMatchObject({ overdueAmt: loan.calculation.monthlyRepayment, overdueInst: 1 });
    expect(await failureOf('LoanTopUpCalc', { loanNo: loan.loanNo, amount: KES(1_000) })).toMatchObject({
      code: 'MMCP7101',
      message: 'Sorry, repayment is needed before proceed',
    });
    await call('LoanRepayment', { loanNo: loan.loanNo, repayOption: 'P', amount: overdue.overdueAmt });
    await expect(call('QueryOverdueBill', { loanNo: loan.loanNo })).resolves.toMatchObject({ overdueAmt: 0 });
    await expect(call('LoanTopUpCalc', { loanNo: loan.loanNo, amount: KES(1_000) })).resolves.toMatchObject({ amount: KES(1_000) });
  });

  it('refuses a member without term loan (17)', async () => {
    await loginAs(CASHIER);
    expect(await failureOf('BoostLimitCalc', { boostLmt: KES(2_500_000) })).toMatchObject({ code: 'MMCP0403' });
  });
});
