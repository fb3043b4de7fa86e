// Term loans (spec 002 §7 Loans; 001 Loans; permission code 17, transaction type 123): eligibility, the products,
// the live calculation, applying with the business's supplementary information, the e-mailed offer and its
// reference number, accepting or rejecting it, the active loan and its repayment. States (loanSts) as
// schemas/loan.schema.json reads them: W waiting for approval → (approved) P processing → O offer opened → A active
// → C repaid; F refused by an approver, R offer rejected. One application or loan open per merchant at a time.
// The arithmetic is mocks/loanSchedule.ts, the merchant's limit mocks/loanLimit.ts; top-up, restructure, boost and
// overdue are mocks/actions/loanServicing.ts.
import type { LoanRecord } from '../../src/generated/types';
import { oneOf } from '../../src/format/choices';
import { formatKesNumber } from '../../src/format/money';
import { requireAnyCode } from '../access';
import { waitForApproval } from '../approvalQueue';
import { now } from '../clock';
import type { LoanBookEntry, UserAccount } from '../db/types';
import { CODES, MockFailure } from '../failure';
import { languageOf, renderMessage } from '../messages';
import { credit, debit } from '../ledger';
import { defineAction } from '../registry';
import { CARRY_OUT } from '../resources/approvalEffects';
import { wireDateNow, wireDateOf, wireTimeNow } from '../resources/collections';
import { invalidFields, notAllowed, recordMissing } from '../resources/errors';
import { validate } from '../resources/schema';
import { limitRecordOf, loanLimitOf } from '../loanLimit';
import { calculateLoan, LOAN_PRODUCTS, paidParts, type LoanProduct } from '../loanSchedule';
import { randomDigits } from '../staffAccounts';
import { db, runtime } from '../state';
import { kycAllows } from './kyc';

const LOAN_PERMISSION = '17';
const LOAN_TX_TYPE = '123';
const OFFER_VALID_MS = 7 * 24 * 60 * 60 * 1000;
const OPEN: ReadonlyArray<LoanBookEntry['loanSts']> = ['W', 'P', 'O', 'A'];

export const REPAYMENT_NEEDED = 'MMCP7101';
const REFERENCE_MISSING = 'MMCP7102';
const REFERENCE_EXPIRED = 'MMCP7103';
const RESTRICTED = 'MMCP7104';

/**
 * Money a loan moves on the merchant's account (mocks/ledger.ts), so the balance and Transaction history follow it:
 * the payout a credit, a repayment a debit refused with 'Insufficient Balance.' when the account holds less. The spec
 * has no order type for a loan's payout: it is shown as funds received (23); a repayment is a loan repayment (C1), a
 * top-up's payout a loan top-up (C3).
 */
export const loanMoneyMovement = (movement: { mercId: string; direction: 'credit' | 'debit'; amount: number; orderTyp: 'C1' | 'C3' | '23'; orderNo: string; txDesc: string }): void => {
  const entry = { mercId: movement.mercId, orderTyp: movement.orderTyp, amount: movement.amount, orderNo: movement.orderNo, description: movement.txDesc };
  if (movement.direction === 'credit') credit(entry);
  else debit(entry);
};

export const requireLoans = (user: UserAccount): void => {
  requireAnyCode(user, [LOAN_PERMISSION]);
  if (!kycAllows(user, LOAN_TX_TYPE)) throw new MockFailure(RESTRICTED, 'messages.loanRestricted');
};

/**
 * An application waiting under a mandate follows its approval: refused there, it is refused here. A top-up or
 * restructure refused there is dropped, and the loan goes on as it was.
 */
const followApproval = (loan: LoanBookEntry): void => {
  const pending = loan.pending;
  if (pending && db().approvals.find((entry) => entry.approvalId === pending.approvalId && entry.mercId === loan.mercId)?.apprSts === 'F') delete loan.pending;
  if (loan.loanSts !== 'W' || !loan.approvalId) return;
  const approval = db().approvals.find((entry) => entry.approvalId === loan.approvalId && entry.mercId === loan.mercId);
  if (approval?.apprSts === 'F') {
    loan.loanSts = 'F';
    loan.rjtRsn = approval.rjtRsn ?? '';
  }
};

const loansOf = (user: UserAccount): LoanBookEntry[] => {
  const loans = db().loans.filter((loan) => loan.mercId === user.mercId);
  loans.forEach(followApproval);
  return loans;
};

export const openLoanOf = (user: UserAccount): LoanBookEntry | undefined => loansOf(user).find((loan) => OPEN.includes(loan.loanSts));

export const loanOf = (user: UserAccount, loanNo: unknown): LoanBookEntry => {
  const loan = loansOf(user).find((entry) => entry.loanNo === loanNo);
  if (!loan) throw recordMissing();
  return loan;
};

export const productOf = (code: unknown): LoanProduct => {
  const product = LOAN_PRODUCTS.find((entry) => entry.productCode === code);
  if (!product) throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: 'productCode' } });
  return product;
};

/** The request's own required fields, said as the transfer action says them. */
export const requireFields = (body: Record<string, unknown>, fields: readonly string[]): void => {
  const missing = fields.find((field) => body[field] === undefined || body[field] === null || body[field] === '');
  if (missing) throw new MockFailure(CODES.badRequest, 'messages.parameterRequired', { values: { field: missing } });
};

const maskEmail = (email: string): string => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
};

export const outstandingOf = (loan: LoanBookEntry): number => (loan.calculation ? loan.calculation.totalRepayment - loan.repaidAmt : 0);

/** The loan as the console reads it. */
export const recordOf = (loan: LoanBookEntry): LoanRecord => {
  const record: LoanRecord = {
    loanNo: loan.loanNo,
    productCode: loan.productCode,
    amount: loan.amount,
    tenor: loan.tenor,
    purpose: loan.purpose,
    loanSts: loan.loanSts,
    applyDt: loan.applyDt,
    applyTm: loan.applyTm,
    email: maskEmail(loan.email),
  };
  if (loan.approvalId) record.approvalId = loan.approvalId;
  if (loan.loanSts === 'F') record.rjtRsn = loan.rjtRsn ?? '';
  if (loan.offerSentAt !== undefined) record.offerExpDt = wireDateOf(loan.offerSentAt + OFFER_VALID_MS);
  if (loan.calculation && ['O', 'A', 'C'].includes(loan.loanSts)) {
    const paid = paidParts(loan.calculation, loan.repaidAmt);
    record.calculation = { ...loan.calculation, schedule: loan.calculation.schedule.map((row, index) => ({ ...row, paidAmt: paid[index]! })) };
  }
  if (loan.acceptDt) record.acceptDt = loan.acceptDt;
  if (loan.loanSts === 'A' || loan.loanSts === 'C') {
    record.outstandingBal = outstandingOf(loan);
    record.repaidAmt = (loan.repaidBefore ?? 0) + loan.repaidAmt;
    const paid = loan.calculation ? paidParts(loan.calculation, loan.repaidAmt) : [];
    const next = loan.calculation?.schedule.find((row, index) => paid[index]! < row.instAmt);
    if (next) {
      record.nextRepayDt = next.dueDt;
      record.nextRepayAmt = next.instAmt - paid[next.instNo - 1]!;
    }
  }
  if (loan.pending) record.pendingChange = { loanTyp: loan.pending.loanTyp, amount: loan.pending.amount, approvalId: loan.pending.approvalId, applyDt: loan.pending.applyDt };
  return record;
};

export const amountProblem = (language: string, field: string, key: string, minor: number): MockFailure =>
  new MockFailure(CODES.badRequest, 'messages.invalidFields', { body: { fieldErrors: { [field]: renderMessage(language, key, { 0: formatKesNumber(minor) }) } } });

/** The product's range and the merchant's maximum, and a tenor it offers; the spec's words under the field. */
const checkTerms = (user: UserAccount, product: LoanProduct, amount: number, tenor: number, language: string): void => {
  const max = Math.min(product.maxAmt, openLoanOf(user) ? 0 : loanLimitOf(user.mercId));
  if (amount < product.minAmt) throw amountProblem(language, 'amount', 'validation.amountMin', product.minAmt);
  if (amount > max) throw amountProblem(language, 'amount', 'validation.amountMax', max);
  if (!product.tenors.includes(tenor)) {
    throw new MockFailure(CODES.badRequest, 'messages.invalidFields', {
      body: { fieldErrors: { tenor: renderMessage(language, 'messages.loanTenorNotOffered', { tenors: oneOf(product.tenors, language) }) } },
    });
  }
};

/** The offer goes out by e-mail with its reference number, as the provider's agents would send it. */
const sendOffer = (loan: LoanBookEntry): void => {
  loan.loanSts = 'P';
  loan.referNo = randomDigits(8);
  loan.offerSentAt = now();
  loan.calculation = calculateLoan(productOf(loan.productCode), loan.amount, loan.tenor, wireDateNow());
  runtime().outbox.push({
    to: loan.email,
    channel: 'email',
    sentAt: now(),
    text: `Your loan offer ${loan.loanNo}: KES ${formatKesNumber(loan.amount)} over ${loan.tenor} months. Reference number: ${loan.referNo}. Enter it in the merchant console within 7 days to accept or reject the offer.`,
  });
};

defineAction('QueryLoanLimitInfo', ({ user }) => {
  requireLoans(user);
  const open = openLoanOf(user);
  const product = LOAN_PRODUCTS[0]!;
  const limit = loanLimitOf(user.mercId);
  const boost = limitRecordOf(user.mercId)?.boost;
  return {
    body: {
      maxLoanAmt: open ? 0 : limit,
      minLoanAmt: product.minAmt,
      eligible: open ? 'N' : 'Y',
      email: user.email,
      loanLmt: limit,
      ...(boost ? { boost: { boostNo: boost.boostNo, boostLmt: boost.boostLmt, boostSts: boost.boostSts, applyDt: boost.applyDt } } : {}),
    },
  };
});

defineAction('QueryProduceInfo', ({ user }) => {
  requireLoans(user);
  return { body: { products: LOAN_PRODUCTS.map((product) => ({ ...product, maxAmt: Math.min(product.maxAmt, loanLimitOf(user.mercId)) })) } };
});

defineAction('QueryLoanPurpose', ({ user }) => {
  requireLoans(user);
  return { body: { purposes: ['01', '02', '03', '04', '05', '06'] } };
});

defineAction('QueryLoanRecords', ({ user }) => {
  requireLoans(user);
  return { body: { loans: loansOf(user).slice().reverse().map(recordOf) } };
});

defineAction('QueryLoanDetail', ({ user, body }) => {
  requireLoans(user);
  requireFields(body, ['loanNo']);
  return { body: { loan: recordOf(loanOf(user, body.loanNo)) } };
});

defineAction('LoanApplyCalc', ({ user, body, request }) => {
  requireLoans(user);
  requireFields(body, ['productCode', 'amount', 'tenor']);
  const product = productOf(body.productCode);
  const amount = body.amount as number;
  const tenor = body.tenor as number;
  checkTerms(user, product, amount, tenor, languageOf(request.headers.get('Accept-Language')));
  return { body: { ...calculateLoan(product, amount, tenor, wireDateNow()) } };
});

defineAction('SubmitLoanApply', async ({ user, body, request }) => {
  requireLoans(user);
  if (openLoanOf(user)) throw new MockFailure(REPAYMENT_NEEDED, 'messages.loanRepaymentNeeded');
  const language = languageOf(request.headers.get('Accept-Language'));
  const problems = await validate('loan', body);
  if (problems.length > 0) throw invalidFields(language, problems);
  const product = productOf(body.productCode);
  checkTerms(user, product, body.amount as number, body.tenor as number, language);
  const loans = db().loans;
  const loan: LoanBookEntry = {
    ...(body as unknown as LoanBookEntry),
    loanNo: `LN${100001 + loans.length}`,
    mercId: user.mercId,
    usrNo: user.usrNo,
    loanSts: 'W',
    applyDt: wireDateNow(),
    applyTm: wireTimeNow(),
    repaidAmt: 0,
  };
  loans.push(loan);
  // Loan apply: mandate transaction type 2 (credit), subtype 13; approval interface type 01.
  const approval = waitForApproval(user, {
    mmdTxTyp: '2',
    mmdSubTyp: '13',
    intfTyp: '01',
    amount: loan.amount,
    feeAmt: 0,
    txDesc: `Loan application ${loan.loanNo}: KES ${formatKesNumber(loan.amount)} over ${loan.tenor} months`,
    carryOut: { action: 'SubmitLoanApply', usrNo: user.usrNo, body: { loanNo: loan.loanNo } },
  });
  if (approval) loan.approvalId = approval.approvalId;
  else sendOffer(loan);
  return { body: { loan: recordOf(loan) } };
});

// Approved in Settings → Transaction approval: the application goes to the lender and the offer is e-mailed.
CARRY_OUT.SubmitLoanApply = (approval) => {
  const loan = db().loans.find((entry) => entry.loanNo === approval.carryOut?.body.loanNo && entry.mercId === approval.mercId);
  if (!loan || loan.loanSts !== 'W') return false;
  sendOffer(loan);
  return true;
};

defineAction('CheckOffer', ({ user, body }) => {
  requireLoans(user);
  requireFields(body, ['loanNo', 'referNo']);
  const loan = loanOf(user, body.loanNo);
  if (loan.loanSts !== 'P' && loan.loanSts !== 'O') throw notAllowed();
  if (body.referNo !== loan.referNo) throw new MockFailure(REFERENCE_MISSING, 'messages.loanReferenceMissing');
  if (now() - (loan.offerSentAt ?? 0) > OFFER_VALID_MS) {
    loan.loanSts = 'R';
    throw new MockFailure(REFERENCE_EXPIRED, 'messages.loanReferenceExpired');
  }
  loan.loanSts = 'O';
  return { body: { loan: recordOf(loan) } };
});

defineAction('AcceptLoanOffer', ({ user, body }) => {
  requireLoans(user);
  requireFields(body, ['loanNo']);
  const loan = loanOf(user, body.loanNo);
  if (loan.loanSts !== 'O' || !loan.calculation) throw notAllowed();
  loan.loanSts = 'A';
  loan.acceptDt = wireDateNow();
  loanMoneyMovement({
    mercId: loan.mercId,
    direction: 'credit',
    amount: loan.calculation.disbursedAmt,
    orderTyp: '23',
    orderNo: loan.loanNo,
    txDesc: `Loan ${loan.loanNo} paid out`,
  });
  return { body: { loan: recordOf(loan) } };
});

defineAction('RejectLoanOffer', ({ user, body }) => {
  requireLoans(user);
  requireFields(body, ['loanNo']);
  const loan = loanOf(user, body.loanNo);
  if (loan.loanSts !== 'O') throw notAllowed();
  loan.loanSts = 'R';
  loan.rjtRsn = typeof body.rjtRsn === 'string' ? body.rjtRsn : '';
  return { body: { loan: recordOf(loan) } };
});

/** The amount a repayment pays: the whole balance, or the part asked for (never more than the balance). */
export const repaymentOf = (loan: LoanBookEntry, body: Record<string, unknown>, language: string): number => {
  if (loan.loanSts !== 'A') throw notAllowed();
  const outstanding = outstandingOf(loan);
  if (body.repayOption === 'F') return outstanding;
  const amount = body.amount;
  if (typeof amount !== 'number') throw new MockFailure(CODES.badRequest, 'messages.parameterRequired', { values: { field: 'amount' } });
  if (amount > outstanding) throw amountProblem(language, 'amount', 'validation.amountMax', outstanding);
  return amount;
};

defineAction('RepaymentCalc', ({ user, body, request }) => {
  requireLoans(user);
  requireFields(body, ['loanNo', 'repayOption']);
  const loan = loanOf(user, body.loanNo);
  const amount = repaymentOf(loan, body, languageOf(request.headers.get('Accept-Language')));
  const after = recordOf({ ...loan, repaidAmt: loan.repaidAmt + amount });
  return {
    body: {
      loanNo: loan.loanNo,
      amount,
      outstandingBal: outstandingOf(loan),
      outstandingAfter: after.outstandingBal ?? 0,
      ...(after.nextRepayDt ? { nextRepayDt: after.nextRepayDt, nextRepayAmt: after.nextRepayAmt } : {}),
    },
  };
});

defineAction('LoanRepayment', ({ user, body, request }) => {
  requireLoans(user);
  requireFields(body, ['loanNo', 'repayOption']);
  const loan = loanOf(user, body.loanNo);
  const amount = repaymentOf(loan, body, languageOf(request.headers.get('Accept-Language')));
  const orderNo = `RP${now()}`;
  // The account pays first: when it cannot, the loan is left as it was.
  loanMoneyMovement({ mercId: loan.mercId, direction: 'debit', amount, orderTyp: 'C1', orderNo, txDesc: `Loan ${loan.loanNo} repayment` });
  loan.repaidAmt += amount;
  if (outstandingOf(loan) === 0) loan.loanSts = 'C';
  return { body: { loan: recordOf(loan), paidAmt: amount, orderNo, txDt: wireDateNow(), txTm: wireTimeNow() } };
});
