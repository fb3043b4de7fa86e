// The overdraft on the embedded backend (mocks/actions/overdraft.ts, mocks/overdraftAccount.ts): applying e-mails
// an offer whose reference number only the e-mail carries; the right reference opens its account (04), activated
// (05) once open; a wrong one or one past its 7 days is refused with SAP20004 in the spec's words; deactivation
// waits until nothing is outstanding; an activation an account mandate covers waits for approval and makes its
// offer once approved.
import { describe, expect, it } from 'vitest';
import { callNamedAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { advanceClock } from '../../../mocks/clock';
import { ACCOUNT_OPENING_MS } from '../../../mocks/overdraftLine';
import { runtime } from '../../../mocks/state';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Row = Record<string, unknown>;
const call = (action: string, body: Row = {}) => callNamedAction<Row>(action, body, { hideErrMsg: true });
const failureOf = async (action: string, body: Row = {}) => (await rejectionOf(call(action, body))) as MmcError;
const EMAIL = 'books@mamawanjiru.co.ke';
const apply = (odApplyAmount: number) => call('ActivateOverdraft', { odApplyAmount, repayPercent: '20', email: EMAIL });
const emailedReference = (): string => /Reference number: (\d+)/.exec(runtime().outbox.filter((mail) => mail.to === EMAIL).at(-1)?.text ?? '')?.[1] ?? '';

describe('the overdraft', () => {
  it('is offered by e-mail, activated with the reference number, repaid and deactivated', async () => {
    await loginAs();
    expect(await call('QryOverdraftBasicInfo')).toMatchObject({ activateStatus: '01', maxAmount: 25_000_000 });
    expect(await call('QryOverdraftBasicFee', { odApplyAmount: 5_000_000 })).toMatchObject({ feeAmt: 50_000, feeRate: '1' });

    const applied = await apply(5_000_000);
    expect(applied).toMatchObject({ activateStatus: '02', email: EMAIL });
    expect(JSON.stringify(applied)).not.toContain(emailedReference());
    expect(JSON.stringify(await call('QryOverdraftOffer'))).not.toContain(emailedReference());

    const wrong = await failureOf('AcceptOverdraftOffer', { referNo: '00000000' });
    expect([wrong.code, wrong.message]).toEqual(['SAP20004', 'Overdraft reference number wrong or expired.']);
    const accepted = await call('AcceptOverdraftOffer', { referNo: emailedReference() });
    expect(accepted).toMatchObject({ activateStatus: '04', feeAmt: 50_000, overdraftNo: expect.stringMatching(/^OD\d{12}$/) });
    // 04: the provider is still opening the account; nothing can be drawn or repaid yet.
    expect(await call('QryOverdraftBasicInfo')).toMatchObject({ activateStatus: '04', overdraftNo: accepted.overdraftNo, availableAmt: 0 });
    expect((await failureOf('OverdraftHandRepayment', { repayAmt: 100 })).message).toBe('Overdraft not activated / fully utilized');
    advanceClock(ACCOUNT_OPENING_MS);
    expect(await call('QryOverdraftBasicInfo')).toMatchObject({ activateStatus: '05', overdraftNo: accepted.overdraftNo, odApplyAmount: 5_000_000, availableAmt: 5_000_000, outstandingAmt: 50_000 });

    expect((await failureOf('CloseOverdraft')).message).toBe('You need to pay off the od amount before closing.');
    expect((await failureOf('OverdraftHandRepayment', { repayAmt: 60_000 })).body?.fieldErrors).toEqual({ repayAmt: 'Maximum Amount 500.00 (KES)' });
    expect(await call('OverdraftHandRepayment', { repayAmt: 50_000 })).toMatchObject({ outstandingAmt: 0 });
    expect((await call('GetMiniStatementList')).list).toMatchObject([{ entryTyp: 'R', txAmt: 50_000 }, { entryTyp: 'F', txAmt: 50_000 }]);
    expect(await call('CloseOverdraft')).toEqual({ activateStatus: '01' });
  });

  it('refuses an amount above the maximum in the spec words, and an offer past its 7 days', async () => {
    await loginAs();
    expect((await failureOf('ActivateOverdraft', { odApplyAmount: 25_000_001, repayPercent: '20', email: EMAIL })).body?.fieldErrors).toEqual({
      odApplyAmount: 'Maximum Amount 250,000.00 (KES)',
    });
    await apply(1_000_000);
    advanceClock(7 * 24 * 60 * 60 * 1000 + 1);
    await loginAs(); // the session did not outlive the week
    expect(await call('QryOverdraftBasicInfo')).toMatchObject({ activateStatus: '03' });
    const expired = await failureOf('AcceptOverdraftOffer', { referNo: emailedReference() });
    expect([expired.code, expired.message]).toEqual(['SAP20004', 'The Overdraft reference number provided has expired. Please re-apply for the loan.']);
    expect((await failureOf('ResendOffer')).message).toBe('Resent Failed');
    expect(await apply(1_000_000)).toMatchObject({ activateStatus: '02' });
  });

  it('waits for approval where the mandate covers the amount, and e-mails the offer once the owner approves', async () => {
    await loginAs();
    const waiting = await apply(15_000_000);
    expect(waiting).toMatchObject({ activateStatus: '01', approvalId: 'AP100006' });
    expect(emailedReference()).toBe('');
    expect(await call('QryOverdraftBasicInfo')).toMatchObject({ activateStatus: '01', approvalId: 'AP100006', approvalSts: 'P' });
    await call('ApprovalOperation', { approvalId: 'AP100006', oprTyp: '01' });
    expect(await call('QryOverdraftBasicInfo')).toMatchObject({ activateStatus: '02', odApplyAmount: 15_000_000 });
    expect(emailedReference()).toMatch(/^\d{8}$/);
  });

  it('is refused to a member without the overdraft code', async () => {
    await loginAs(CASHIER);
    expect((await failureOf('QryOverdraftBasicInfo')).code).toBe('MMCP0403');
  });
});
