// The loan actions the pages call (spec 002 §7 Loans; permission 17, transaction type 123: both in the catalogue
// entries, schemas/actions/*Loan*.json, which the transport follows).
import type { AnswerOf, RequestOf } from '../../generated/actionTypes';
import type { LoanRecord } from '../../generated/types';
import { callAction } from '../../transport/client';

export const LOAN_PERMISSION = '17';
export const LOAN_PIN_CODE = 'LOAN';

export type LoanLimit = AnswerOf<'QueryLoanLimitInfo'>;
export type LoanProductInfo = AnswerOf<'QueryProduceInfo'>['products'][number];
export type LoanApplication = RequestOf<'SubmitLoanApply'>;
export type Repayment = AnswerOf<'LoanRepayment'>;

export const loadLimit = () => callAction('QueryLoanLimitInfo');
export const loadProducts = async () => (await callAction('QueryProduceInfo')).products;
export const loadPurposes = async () => (await callAction('QueryLoanPurpose')).purposes;
export const loadLoans = async () => (await callAction('QueryLoanRecords')).loans;
export const loadLoan = async (loanNo: string) => (await callAction('QueryLoanDetail', { loanNo })).loan;
export const calculate = (request: RequestOf<'LoanApplyCalc'>, signal?: AbortSignal) =>
  callAction('LoanApplyCalc', request, { signal, hideErrMsg: true });
export const submitApplication = async (application: LoanApplication) => (await callAction('SubmitLoanApply', application)).loan;
export const checkOffer = async (loanNo: string, referNo: string) => (await callAction('CheckOffer', { loanNo, referNo }, { hideErrMsg: true })).loan;
export const acceptOffer = async (loanNo: string) => (await callAction('AcceptLoanOffer', { loanNo })).loan;
export const rejectOffer = async (loanNo: string, rjtRsn: string) => (await callAction('RejectLoanOffer', { loanNo, ...(rjtRsn ? { rjtRsn } : {}) })).loan;
export const repaymentPreview = (request: RequestOf<'RepaymentCalc'>, signal?: AbortSignal) =>
  callAction('RepaymentCalc', request, { signal, hideErrMsg: true });
export const repay = (request: RequestOf<'LoanRepayment'>) => callAction('LoanRepayment', request);

/** The application or loan still in progress: waiting, processing, offered or active. */
export const currentLoan = (loans: readonly LoanRecord[]): LoanRecord | undefined => loans.find((loan) => ['W', 'P', 'O', 'A'].includes(loan.loanSts));
