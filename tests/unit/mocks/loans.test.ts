// The loan actions of the embedded backend as a merchant meets them: eligibility, the calculation refusing an
// amount above the maximum in the spec's words, applying, the e-mailed reference number, accepting, repaying; an
// application under an account mandate waiting for approval; and the permission code 17.
import { describe, expect, it } from 'vitest';
import { callNamedAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { runtime } from '../../../mocks/state';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Body = Record<string, unknown>;
type Loan = { loanNo: string; loanSts: string; approvalId?: string; outstandingBal?: number; nextRepayAmt?: number; calculation?: { totalRepayment: number; disbursedAmt: number; monthlyRepayment: number } };
const call = <T = Body>(action: string, body: Body = {}) => callNamedAction<T>(action, body, { hideErrMsg: true });
const failureOf = async (action: string, body: Body) => (await rejectionOf(call(action, body))) as MmcError;

const application = (amount: number): Body => ({
  productCode: 'TL01',
  amount,
  tenor: 6,
  purpose: '01',
  email: 'wanjiru.kamau@mamawanjiru.co.ke',
  employees: 6,
  dailySales: 4_500_000,
  suppliers: 4,
  existingLoans: [{ institution: 'Equity Bank', loanType: 'B', outstandingAmt: 15_000_000 }],
  otherIncome: [],
});

/** The reference number of the newest offer e-mailed to the address, as the merchant reads it. */
const emailedReference = (to = 'wanjiru.kamau@mamawanjiru.co.ke'): string => {
  const mail = runtime().outbox.filter((message) => message.channel === 'email' && message.to === to).at(-1);
  return /Reference number: (\d{8})/.exec(mail?.text ?? '')?.[1] ?? '';
};

describe('loans', () => {
  it('offers up to KES 2,000,000.00 and refuses a calculation above it in the spec words', async () => {
    await loginAs();
    await expect(call('QueryLoanLimitInfo')).resolves.toMatchObject({ maxLoanAmt: 200_000_000, minLoanAmt: 5_000_000, eligible: 'Y' });
    const refusal = await failureOf('LoanApplyCalc', { productCode: 'TL01', amount: 250_000_000, tenor: 6 });
    expect(refusal).toMatchObject({ code: 'MMCP0001', body: { fieldErrors: { amount: 'Maximum Amount 2,000,000.00 (KES)' } } });
    const tenor = await failureOf('LoanApplyCalc', { productCode: 'TL01', amount: 10_000_000, tenor: 5 });
    expect(tenor.body).toMatchObject({ fieldErrors: { tenor: 'Choose one of the tenors offered: 3, 6, or 12 months.' } });
  });

  it('applies, e-mails the offer with a reference number, accepts it and repays the loan to closing', async () => {
    await loginAs();
    const { loan } = await call<{ loan: Loan }>('SubmitLoanApply', application(150_000_000));
    expect(loan).toMatchObject({ loanSts: 'P', email: 'wa***@mamawanjiru.co.ke' });
    expect(await failureOf('SubmitLoanApply', application(150_000_000))).toMatchObject({ code: 'MMCP7101', message: 'Sorry, repayment is needed before proceed' });
    expect(await failureOf('CheckOffer', { loanNo: loan.loanNo, referNo: '00000000' })).toMatchObject({ code: 'MMCP7102', message: 'Reference number does not exist.' });
    const opened = (await call<{ loan: Loan }>('CheckOffer', { loanNo: loan.loanNo, referNo: emailedReference() })).loan;
    expect(opened.loanSts).toBe('O');
    const active = (await call<{ loan: Loan }>('AcceptLoanOffer', { loanNo: loan.loanNo })).loan;
    expect(active).toMatchObject({ loanSts: 'A', outstandingBal: active.calculation!.totalRepayment, nextRepayAmt: active.calculation!.monthlyRepayment });
    await expect(call('QueryLoanLimitInfo')).resolves.toMatchObject({ maxLoanAmt: 0, eligible: 'N' });

    const part = await call<{ loan: Loan }>('LoanRepayment', { loanNo: loan.loanNo, repayOption: 'P', amount: 1_000_000 });
    expect(part.loan).toMatchObject({ loanSts: 'A', outstandingBal: active.outstandingBal! - 1_000_000, nextRepayAmt: active.calculation!.monthlyRepayment - 1_000_000 });
    const tooMuch = await failureOf('RepaymentCalc', { loanNo: loan.loanNo, repayOption: 'P', amount: active.outstandingBal! });
    expect(tooMuch.body).toMatchObject({ fieldErrors: { amount: expect.stringMatching(/^Maximum Amount [\d,]+\.\d\d \(KES\)$/) } });
    const full = await call<{ loan: Loan; paidAmt: number }>('LoanRepayment', { loanNo: loan.loanNo, repayOption: 'F' });
    expect(full).toMatchObject({ paidAmt: active.outstandingBal! - 1_000_000, loan: { loanSts: 'C', outstandingBal: 0 } });
    await expect(call('QueryLoanLimitInfo')).resolves.toMatchObject({ eligible: 'Y' });
  });

  it('lets an application in the band of the loan-apply mandate wait for approval, e-mailing the offer once approved', async () => {
    await loginAs();
    const { loan } = await call<{ loan: Loan }>('SubmitLoanApply', application(30_000_000));
    expect(loan).toMatchObject({ loanSts: 'W', approvalId: expect.any(String) });
    expect(emailedReference()).toBe('');
    await call('ApprovalOperation', { approvalId: loan.approvalId, oprTyp: '01' });
    await expect(call('QueryLoanDetail', { loanNo: loan.loanNo })).resolves.toMatchObject({ loan: { loanSts: 'P' } });
    expect(emailedReference()).toMatch(/^\d{8}$/);
  });

  it('reads an application refused in Transaction approval as refused, with the reason, and lets the merchant apply again', async () => {
    await loginAs();
    const { loan } = await call<{ loan: Loan }>('SubmitLoanApply', application(30_000_000));
    await call('ApprovalOperation', { approvalId: loan.approvalId, oprTyp: '02', reason: 'Too much stock already' });
    await expect(call('QueryLoanRecords')).resolves.toMatchObject({ loans: [{ loanNo: loan.loanNo, loanSts: 'F', rjtRsn: 'Too much stock already' }] });
    await expect(call('QueryLoanLimitInfo')).resolves.toMatchObject({ eligible: 'Y' });
  });

  it('refuses a member without term loan (17)', async () => {
    await loginAs(CASHIER);
    expect(await failureOf('QueryLoanLimitInfo', {})).toMatchObject({ code: 'MMCP0403' });
  });
});
