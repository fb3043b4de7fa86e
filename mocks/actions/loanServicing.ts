// Servicing an active term loan (spec 002 §7 Loans; 001 Loans and §9 limits; permission 17, transaction type 123):
// what is overdue (QueryOverdueBill), a top-up within the limit (QueryLoanTopUpLmt, LoanTopUpCalc,
// SubmitLoanTopUpApply; its payout credited as order type C3), a restructure (LoanRestructureCalc,
// SubmitLoanRestApply), and a boost of the merchant's loan limit (BoostLimitCalc, SubmitLoanBoostLimit,
// CancelBoostLimit). A top-up or restructure in the band of the merchant's mandate for it (transaction type 2,
// subtype 15 top-up / 14 restructure; approval interface 03 / 02) waits for approval and is carried out once agreed.
// The mock makes no offer for either: approved (or without a mandate) it takes effect at once, so
// AcceptLoanTopupOffer and AcceptLoanRestOffer are not served.
import { oneOf } from '../../src/format/choices';
import { formatKesNumber } from '../../src/format/money';
import { serverKes } from '../money/serverKes';
import { waitForApproval } from '../approvalQueue';
import { now } from '../clock';
import type { LoanBookEntry, UserAccount } from '../db/types';
import { CODES, MockFailure } from '../failure';
import { limitRecordOf, loanLimitOf, ownLimitRecord, BOOST_REVIEW_MS } from '../loanLimit';
import {
  calculateRestructure,
  calculateTopUp,
  LOAN_PRODUCTS,
  lowestInstalment,
  outstandingPrincipal,
  overdueAmount,
  remainingPeriods,
  RESTRUCTURE_TENORS,
  type RepayFrequency,
  type RestructureRequest,
} from '../loanSchedule';
import { languageOf, renderMessage } from '../messages';
import { defineAction } from '../registry';
import { CARRY_OUT } from '../resources/approvalEffects';
import { wireDateNow, wireDateOf } from '../resources/collections';
import { notAllowed } from '../resources/errors';
import { db } from '../state';
import { amountProblem, loanMoneyMovement, loanOf, productOf, recordOf, REPAYMENT_NEEDED, requireFields, requireLoans } from './loans';

const CHANGE_PENDING = 'MMCP7105';
const BOOST_PENDING = 'MMCP7106';
const NO_BOOST = 'MMCP7107';

const languageOfRequest = (request: Request) => languageOf(request.headers.get('Accept-Language'));

const fieldProblem = (language: string, field: string, key: string, values: Record<string, string | number> = {}): MockFailure =>
  new MockFailure(CODES.badRequest, 'messages.invalidFields', { body: { fieldErrors: { [field]: renderMessage(language, key, values) } } });

const currentOf = (loan: LoanBookEntry) => {
  if (loan.loanSts !== 'A' || !loan.calculation) throw notAllowed();
  return loan.calculation;
};

const overdueOf = (loan: LoanBookEntry) => overdueAmount(currentOf(loan), loan.repaidAmt, wireDateNow());

/** A loan that may change now: active, nothing overdue (it is repaid first), no other change waiting for approval. */
const changeableLoan = (user: UserAccount, loanNo: unknown): LoanBookEntry => {
  const loan = loanOf(user, loanNo);
  if (overdueOf(loan).amount > 0) throw new MockFailure(REPAYMENT_NEEDED, 'messages.loanRepaymentNeeded');
  if (loan.pending) throw new MockFailure(CHANGE_PENDING, 'loan.errors.changePending');
  return loan;
};

/** The new schedule replaces the old one; what was repaid on the old one is kept apart. */
const rebase = (loan: LoanBookEntry, calculation: NonNullable<LoanBookEntry['calculation']>): void => {
  loan.repaidBefore = (loan.repaidBefore ?? 0) + loan.repaidAmt;
  loan.repaidAmt = 0;
  loan.calculation = calculation;
};

// --- Overdue ------------------------------------------------------------------------------------------------------

defineAction('QueryOverdueBill', ({ user, body }) => {
  requireLoans(user);
  requireFields(body, ['loanNo']);
  const loan = loanOf(user, body.loanNo);
  const overdue = loan.loanSts === 'A' ? overdueOf(loan) : { amount: 0, instalments: 0 };
  return {
    body: {
      loanNo: loan.loanNo,
      overdueAmt: overdue.amount,
      overdueInst: overdue.instalments,
      ...(overdue.since ? { overdueSince: overdue.since } : {}),
    },
  };
});

// --- Top-up -------------------------------------------------------------------------------------------------------

/** 001 §9 "Loan top-up capped by outstanding loan": the merchant's limit less the principal still owed. */
const topUpLimitOf = (user: UserAccount, loan: LoanBookEntry): number => {
  const cap = Math.min(loanLimitOf(user.mercId), productOf(loan.productCode).maxAmt);
  return Math.max(0, cap - outstandingPrincipal(currentOf(loan), loan.repaidAmt));
};

const topUpAmountOf = (user: UserAccount, loan: LoanBookEntry, body: Record<string, unknown>, language: string): number => {
  const amount = body.amount as number;
  if (amount <= 0) throw fieldProblem(language, 'amount', 'validation.amountPositive');
  const limit = topUpLimitOf(user, loan);
  if (amount > limit) throw amountProblem(language, 'amount', 'validation.amountMax', limit);
  return amount;
};

const topUpCalculation = (loan: LoanBookEntry, amount: number) =>
  calculateTopUp(productOf(loan.productCode), currentOf(loan), loan.repaidAmt, amount, wireDateNow());

defineAction('QueryLoanTopUpLmt', ({ user, body }) => {
  requireLoans(user);
  requireFields(body, ['loanNo']);
  const loan = loanOf(user, body.loanNo);
  return {
    body: {
      loanNo: loan.loanNo,
      topUpLmt: topUpLimitOf(user, loan),
      loanLmt: loanLimitOf(user.mercId),
      outstandingPrincipal: outstandingPrincipal(currentOf(loan), loan.repaidAmt),
    },
  };
});

defineAction('LoanTopUpCalc', ({ user, body, request }) => {
  requireLoans(user);
  requireFields(body, ['loanNo', 'amount']);
  const loan = changeableLoan(user, body.loanNo);
  const amount = topUpAmountOf(user, loan, body, languageOfRequest(request));
  const current = currentOf(loan);
  return {
    body: {
      loanNo: loan.loanNo,
      amount,
      outstandingPrincipal: outstandingPrincipal(current, loan.repaidAmt),
      instalmentBefore: current.monthlyRepayment,
      calculation: topUpCalculation(loan, amount),
    },
  };
});

/** The top-up takes effect: the new schedule, and its payout (less fees) credited as a loan top-up (C3). */
const carryOutTopUp = (loan: LoanBookEntry, amount: number): { paidAmt: number; orderNo: string } => {
  const calculation = topUpCalculation(loan, amount);
  rebase(loan, calculation);
  const orderNo = `TU${now()}`;
  loanMoneyMovement({
    mercId: loan.mercId,
    direction: 'credit',
    amount: calculation.disbursedAmt,
    orderTyp: 'C3',
    orderNo,
    txDesc: `Loan ${loan.loanNo} top-up`,
  });
  return { paidAmt: calculation.disbursedAmt, orderNo };
};

defineAction('SubmitLoanTopUpApply', ({ user, body, request }) => {
  requireLoans(user);
  requireFields(body, ['loanNo', 'amount']);
  const loan = changeableLoan(user, body.loanNo);
  const amount = topUpAmountOf(user, loan, body, languageOfRequest(request));
  // Loan top-up: mandate transaction type 2 (credit), subtype 15; approval interface type 03.
  const approval = waitForApproval(user, {
    mmdTxTyp: '2',
    mmdSubTyp: '15',
    intfTyp: '03',
    amount,
    feeAmt: 0,
    txDesc: `Loan top-up ${loan.loanNo}: KES ${formatKesNumber(amount)}`,
    carryOut: { action: 'SubmitLoanTopUpApply', usrNo: user.usrNo, body: { loanNo: loan.loanNo, amount } },
  });
  if (approval) {
    loan.pending = { loanTyp: '04', approvalId: approval.approvalId, amount, request: { amount }, applyDt: wireDateNow() };
    return { body: { loan: recordOf(loan), approvalId: approval.approvalId } };
  }
  const payout = carryOutTopUp(loan, amount);
  return { body: { loan: recordOf(loan), ...payout } };
});

/** The loan still waiting for this approval, active, or nothing (repaid meanwhile: the change no longer applies). */
const waitingLoan = (approvalId: string, mercId: string): LoanBookEntry | undefined => {
  const loan = db().loans.find((entry) => entry.mercId === mercId && entry.pending?.approvalId === approvalId);
  if (!loan) return undefined;
  const ready = loan.loanSts === 'A' && loan.calculation !== undefined;
  if (!ready) delete loan.pending;
  return ready ? loan : undefined;
};

CARRY_OUT.SubmitLoanTopUpApply = (approval) => {
  const loan = waitingLoan(approval.approvalId, approval.mercId);
  if (!loan || !loan.pending) return false;
  const { amount } = loan.pending;
  delete loan.pending;
  carryOutTopUp(loan, amount);
  return true;
};

// --- Restructure --------------------------------------------------------------------------------------------------

const FREQUENCIES: readonly RepayFrequency[] = ['1', '2', '3'];

/** The restructure asked for, checked against the loan; the problem in words under its field. */
const restructureOf = (loan: LoanBookEntry, body: Record<string, unknown>, language: string): RestructureRequest => {
  const current = currentOf(loan);
  const today = wireDateNow();
  const product = productOf(loan.productCode);
  if (body.restOption === '1') {
    requireFields(body, ['tenor']);
    const left = remainingPeriods(current, today, '3');
    const tenor = body.tenor as number;
    if (!RESTRUCTURE_TENORS.includes(tenor) || tenor <= left) {
      throw fieldProblem(language, 'tenor', 'loan.errors.restructureTenor', {
        months: left,
        tenors: oneOf(
          RESTRUCTURE_TENORS.filter((months) => months > left),
          language,
        ),
      });
    }
    return { restOption: '1', tenor };
  }
  if (body.restOption === '5') {
    requireFields(body, ['instAmt']);
    const lowest = lowestInstalment(product, outstandingPrincipal(current, loan.repaidAmt));
    if ((body.instAmt as number) < lowest)
      throw fieldProblem(language, 'instAmt', 'loan.errors.restructureInstalment', { amount: serverKes(lowest) });
    return { restOption: '5', instAmt: body.instAmt as number };
  }
  requireFields(body, ['repayFreq']);
  const repayFreq = body.repayFreq as RepayFrequency;
  if (!FREQUENCIES.includes(repayFreq) || repayFreq === (current.repayFreq ?? '3'))
    throw fieldProblem(language, 'repayFreq', 'loan.errors.restructureFrequency');
  return { restOption: '6', repayFreq };
};

const restructureCalculation = (loan: LoanBookEntry, restructure: RestructureRequest) =>
  calculateRestructure(productOf(loan.productCode), currentOf(loan), loan.repaidAmt, restructure, wireDateNow());

defineAction('LoanRestructureCalc', ({ user, body, request }) => {
  requireLoans(user);
  requireFields(body, ['loanNo', 'restOption']);
  const loan = changeableLoan(user, body.loanNo);
  const restructure = restructureOf(loan, body, languageOfRequest(request));
  const current = currentOf(loan);
  return {
    body: {
      loanNo: loan.loanNo,
      restOption: restructure.restOption,
      outstandingPrincipal: outstandingPrincipal(current, loan.repaidAmt),
      instalmentBefore: current.monthlyRepayment,
      repayFreqBefore: current.repayFreq ?? '3',
      calculation: restructureCalculation(loan, restructure),
    },
  };
});

defineAction('SubmitLoanRestApply', ({ user, body, request }) => {
  requireLoans(user);
  requireFields(body, ['loanNo', 'restOption']);
  const loan = changeableLoan(user, body.loanNo);
  const restructure = restructureOf(loan, body, languageOfRequest(request));
  const principal = outstandingPrincipal(currentOf(loan), loan.repaidAmt);
  // Loan restructure: mandate transaction type 2 (credit), subtype 14; approval interface type 02.
  const approval = waitForApproval(user, {
    mmdTxTyp: '2',
    mmdSubTyp: '14',
    intfTyp: '02',
    amount: principal,
    feeAmt: 0,
    txDesc: `Loan restructure ${loan.loanNo}: KES ${formatKesNumber(principal)} on a new schedule`,
    carryOut: { action: 'SubmitLoanRestApply', usrNo: user.usrNo, body: { loanNo: loan.loanNo, ...restructure } },
  });
  if (approval) {
    loan.pending = { loanTyp: '03', approvalId: approval.approvalId, amount: principal, request: { ...restructure }, applyDt: wireDateNow() };
    return { body: { loan: recordOf(loan), approvalId: approval.approvalId } };
  }
  rebase(loan, restructureCalculation(loan, restructure));
  return { body: { loan: recordOf(loan) } };
});

CARRY_OUT.SubmitLoanRestApply = (approval) => {
  const loan = waitingLoan(approval.approvalId, approval.mercId);
  if (!loan || !loan.pending) return false;
  const restructure = loan.pending.request as unknown as RestructureRequest;
  delete loan.pending;
  rebase(loan, restructureCalculation(loan, restructure));
  return true;
};

// --- Boost limit --------------------------------------------------------------------------------------------------

const boostLimitOf = (user: UserAccount, body: Record<string, unknown>, language: string): number => {
  const boostLmt = body.boostLmt as number;
  const limit = loanLimitOf(user.mercId);
  const most = Math.max(...LOAN_PRODUCTS.map((product) => product.maxAmt));
  if (boostLmt <= limit) throw fieldProblem(language, 'boostLmt', 'loan.errors.boostAbove', { amount: serverKes(limit) });
  if (boostLmt > most) throw amountProblem(language, 'boostLmt', 'validation.amountMax', most);
  return boostLmt;
};

const requireNoBoostWaiting = (user: UserAccount): void => {
  if (limitRecordOf(user.mercId)?.boost?.boostSts === 'P') throw new MockFailure(BOOST_PENDING, 'loan.errors.boostPending');
};

defineAction('BoostLimitCalc', ({ user, body, request }) => {
  requireLoans(user);
  requireFields(body, ['boostLmt']);
  requireNoBoostWaiting(user);
  const boostLmt = boostLimitOf(user, body, languageOfRequest(request));
  const loanLmt = loanLimitOf(user.mercId);
  return { body: { loanLmt, boostLmt, increase: boostLmt - loanLmt, reviewHours: BOOST_REVIEW_MS / 3_600_000 } };
});

defineAction('SubmitLoanBoostLimit', ({ user, body, request }) => {
  requireLoans(user);
  requireFields(body, ['boostLmt']);
  requireNoBoostWaiting(user);
  const boostLmt = boostLimitOf(user, body, languageOfRequest(request));
  const record = ownLimitRecord(user.mercId);
  const applyAt = now();
  record.boost = { boostNo: `BL${applyAt}`, boostLmt, boostSts: 'P', applyAt, applyDt: wireDateNow() };
  return {
    body: {
      boostNo: record.boost.boostNo,
      loanLmt: record.loanLmt,
      boostLmt,
      boostSts: 'P',
      applyDt: record.boost.applyDt,
      reviewDt: wireDateOf(applyAt + BOOST_REVIEW_MS),
    },
  };
});

defineAction('CancelBoostLimit', ({ user, body }) => {
  requireLoans(user);
  requireFields(body, ['boostNo']);
  const boost = limitRecordOf(user.mercId)?.boost;
  if (!boost || boost.boostNo !== body.boostNo || boost.boostSts !== 'P') throw new MockFailure(NO_BOOST, 'loan.errors.noBoost');
  boost.boostSts = 'C';
  return { body: { boostNo: boost.boostNo, boostSts: 'C', loanLmt: loanLimitOf(user.mercId) } };
});
