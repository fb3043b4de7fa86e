// The overdraft actions (spec 002 §7 Overdraft; catalogue entries schemas/actions/*Overdraft*.json and neighbours):
// each needs overdraft (16, spec 001 §6) and transaction type 120 open at the merchant's KYC level. The state
// machine and the figures are mocks/overdraftLine.ts, the offer's paperwork mocks/overdraftAccount.ts. An activation that an account mandate of credit /
// overdraft (type 2, subtype 12) covers waits in Settings → Transaction approval (interface type 00) and makes its
// offer once approved. Refusals in the spec's words: SAP20004 for a wrong or expired reference number, 'Resent
// Failed', 'You need to pay off the od amount before closing.', 'Overdraft not activated / fully utilized'.
import { formatKesNumber } from '../../src/format/money';
import { serverKes } from '../money/serverKes';
import { requireAnyCode } from '../access';
import { waitForApproval } from '../approvalQueue';
import type { UserAccount } from '../db/types';
import { MockFailure } from '../failure';
import { languageOf } from '../messages';
import { emailOffer, emailStatement, expiryDateOf, makeOffer, miniStatement, repay, reset } from '../overdraftAccount';
import { availableOf, openAccount, outstandingOf, overdraftFee, overdraftOf, OVERDRAFT_FEE_PERCENT } from '../overdraftLine';
import { defineAction } from '../registry';
import { CARRY_OUT } from '../resources/approvalEffects';
import { wireDateNow, wireTimeNow } from '../resources/collections';
import { invalidFields, NOT_ALLOWED_CODE } from '../resources/errors';
import { db } from '../state';
import { kycAllows } from './kyc';

const OVERDRAFT_PERMISSION = '16';
const OVERDRAFT_TX_TYPE = '120';
const REFERENCE_WRONG_CODE = 'SAP20004';

const requireOverdraft = (user: UserAccount): void => {
  requireAnyCode(user, [OVERDRAFT_PERMISSION]);
  if (!kycAllows(user, OVERDRAFT_TX_TYPE)) throw new MockFailure(NOT_ALLOWED_CODE, 'messages.overdraftKycRequired');
};

const language = (request: Request) => languageOf(request.headers.get('Accept-Language'));

/** The merchant's overdraft, when it is in one of the statuses the action works in; otherwise the action's refusal. */
const overdraftIn = (user: UserAccount, statuses: readonly string[], refusal = 'messages.overdraftNotActive') => {
  const record = overdraftOf(user.mercId);
  if (!statuses.includes(record.activateStatus)) throw new MockFailure(NOT_ALLOWED_CODE, refusal);
  return record;
};

/** An amount above a maximum, refused on its field in the spec's words ('Maximum Amount {0} (KES)'). */
const aboveMaximum = (request: Request, field: string, max: number) =>
  invalidFields(language(request), [{ field, key: 'validation.amountMax', values: { 0: formatKesNumber(max) } }]);

/** The catalogue checks each field sent; the action checks that those it needs were sent at all. */
const requireFields = (request: Request, body: Record<string, unknown>, fields: readonly string[]): void => {
  const missing = fields.filter((field) => body[field] === undefined || body[field] === null || body[field] === '');
  if (missing.length > 0) throw invalidFields(language(request), missing.map((field) => ({ field, key: 'validation.required' })));
};

/** A pending or rejected activation approval, as the merchant's pages need to say it. */
const approvalOf = (approvalId: string): { approvalId?: string; approvalSts?: 'P' | 'F'; rjtRsn?: string } => {
  const approval = approvalId ? db().approvals.find((entry) => entry.approvalId === approvalId) : undefined;
  if (!approval || (approval.apprSts !== 'P' && approval.apprSts !== 'F')) return {};
  return { approvalId, approvalSts: approval.apprSts, ...(approval.apprSts === 'F' ? { rjtRsn: approval.rjtRsn } : {}) };
};

defineAction('QryOverdraftBasicInfo', ({ user }) => {
  requireOverdraft(user);
  const record = overdraftOf(user.mercId);
  const { activateStatus } = record;
  const applied = activateStatus !== '01';
  return {
    body: {
      activateStatus,
      maxAmount: record.maxAmount,
      feeAmt: activateStatus === '05' ? record.feeAmt : applied ? overdraftFee(record.odApplyAmount) : 0,
      utilizedAmount: record.utilizedAmount,
      availableAmt: availableOf(record),
      outstandingAmt: outstandingOf(record),
      ...(applied
        ? { odApplyAmount: record.odApplyAmount, repayPercent: record.repayPercent, email: record.email, overdraftDate: record.overdraftDate }
        : approvalOf(record.approvalId)),
      ...(activateStatus === '02' || activateStatus === '03' ? { expiryDate: expiryDateOf(record) } : {}),
      ...(activateStatus === '04' || activateStatus === '05' ? { overdraftNo: record.overdraftNo } : {}),
    },
  };
});

defineAction('QryOverdraftBasicFee', ({ user, body, request }) => {
  requireOverdraft(user);
  requireFields(request, body, ['odApplyAmount']);
  const amount = body.odApplyAmount as number;
  return { body: { odApplyAmount: amount, feeAmt: overdraftFee(amount), feeRate: String(OVERDRAFT_FEE_PERCENT) } };
});

defineAction('ActivateOverdraft', ({ user, body, request }) => {
  requireOverdraft(user);
  requireFields(request, body, ['odApplyAmount', 'repayPercent', 'email']);
  const record = overdraftIn(user, ['01', '03'], 'messages.notAllowed');
  if (record.approvalId && approvalOf(record.approvalId).approvalSts === 'P') throw new MockFailure(NOT_ALLOWED_CODE, 'messages.notAllowed');
  const application = { odApplyAmount: body.odApplyAmount as number, repayPercent: String(body.repayPercent), email: String(body.email) };
  if (application.odApplyAmount > record.maxAmount) throw aboveMaximum(request, 'odApplyAmount', record.maxAmount);
  // Activate overdraft: mandate transaction type 2 (credit), subtype 12 (overdraft); approval interface type 00.
  const approval = waitForApproval(user, {
    mmdTxTyp: '2',
    mmdSubTyp: '12',
    intfTyp: '00',
    amount: application.odApplyAmount,
    feeAmt: overdraftFee(application.odApplyAmount),
    txDesc: `Overdraft of ${serverKes(application.odApplyAmount)}, ${application.repayPercent}% repayment, offer to ${application.email}`,
    carryOut: { action: 'ActivateOverdraft', usrNo: user.usrNo, body: { ...application, language: language(request) } },
  });
  if (approval) {
    record.activateStatus = '01';
    record.approvalId = approval.approvalId;
    return { body: { activateStatus: '01', approvalId: approval.approvalId } };
  }
  makeOffer(record, application, language(request));
  return { body: { activateStatus: record.activateStatus, email: record.email, expiryDate: expiryDateOf(record) } };
});

// Once approved, the activation goes ahead as it would have without the mandate: the offer is e-mailed.
CARRY_OUT.ActivateOverdraft = (approval) => {
  const record = overdraftOf(approval.mercId);
  if (record.approvalId !== approval.approvalId || !['01', '03'].includes(record.activateStatus)) return false;
  const { odApplyAmount, repayPercent, email, language: offerLanguage } = approval.carryOut!.body;
  makeOffer(record, { odApplyAmount: odApplyAmount as number, repayPercent: String(repayPercent), email: String(email) }, String(offerLanguage));
  return true;
};

defineAction('QryOverdraftOffer', ({ user }) => {
  requireOverdraft(user);
  const record = overdraftIn(user, ['02'], 'messages.notAllowed');
  const { odApplyAmount, repayPercent, email, overdraftDate } = record;
  return { body: { odApplyAmount, feeAmt: overdraftFee(odApplyAmount), repayPercent, email, overdraftDate, expiryDate: expiryDateOf(record) } };
});

defineAction('AcceptOverdraftOffer', ({ user, body, request }) => {
  requireOverdraft(user);
  requireFields(request, body, ['referNo']);
  const record = overdraftOf(user.mercId);
  if (record.activateStatus === '03') throw new MockFailure(REFERENCE_WRONG_CODE, 'messages.overdraftOfferExpired');
  if (record.activateStatus !== '02') throw new MockFailure(NOT_ALLOWED_CODE, 'messages.notAllowed');
  if (String(body.referNo).trim() !== record.referNo) throw new MockFailure(REFERENCE_WRONG_CODE, 'messages.overdraftReferenceWrong');
  openAccount(record);
  return { body: { activateStatus: record.activateStatus, overdraftNo: record.overdraftNo, odApplyAmount: record.odApplyAmount, feeAmt: overdraftFee(record.odApplyAmount) } };
});

defineAction('RejectOverdraftOffer', ({ user }) => {
  requireOverdraft(user);
  const record = overdraftIn(user, ['02', '03'], 'messages.notAllowed');
  reset(record);
  return { body: { activateStatus: record.activateStatus } };
});

defineAction('ResendOffer', ({ user, request }) => {
  requireOverdraft(user);
  const record = overdraftIn(user, ['02'], 'messages.overdraftResendFailed');
  emailOffer(record, language(request));
  return { body: { email: record.email, expiryDate: expiryDateOf(record) } };
});

defineAction('OverdraftHandRepayment', ({ user, body, request }) => {
  requireOverdraft(user);
  requireFields(request, body, ['repayAmt']);
  const record = overdraftIn(user, ['05']);
  const amount = body.repayAmt as number;
  const outstanding = outstandingOf(record);
  if (outstanding === 0) throw new MockFailure(NOT_ALLOWED_CODE, 'messages.overdraftNothingOwed');
  if (amount > outstanding) throw aboveMaximum(request, 'repayAmt', outstanding);
  repay(record, amount);
  return { body: { repayAmt: amount, outstandingAmt: outstandingOf(record), availableAmt: availableOf(record), txDt: wireDateNow(), txTm: wireTimeNow() } };
});

defineAction('CloseOverdraft', ({ user }) => {
  requireOverdraft(user);
  const record = overdraftIn(user, ['05']);
  if (outstandingOf(record) > 0) throw new MockFailure(NOT_ALLOWED_CODE, 'messages.overdraftPayOffFirst');
  reset(record);
  return { body: { activateStatus: record.activateStatus } };
});

defineAction('GetMiniStatementList', ({ user }) => {
  requireOverdraft(user);
  return { body: { list: miniStatement(overdraftIn(user, ['05'])) } };
});

defineAction('GenerateOverdraftStatement', ({ user, body, request }) => {
  requireOverdraft(user);
  const record = overdraftIn(user, ['05']);
  const email = typeof body.email === 'string' && body.email !== '' ? body.email : record.email;
  emailStatement(record, email, language(request));
  return { body: { email } };
});
