// The calls that service an active loan (spec 002 §7 Loans: overdue, top-up, restructure, boost limit; permission
// 17 and transaction type 123 in their catalogue entries). Figures are asked for quietly (the page shows a refusal
// under its field); a submission's refusal is the page's to show, under the field or on confirmationFail.
import type { AnswerOf, RequestOf } from '../../generated/actionTypes';
import { callAction } from '../../transport/client';

export type TopUpRequest = RequestOf<'LoanTopUpCalc'>;
export type TopUpFigures = AnswerOf<'LoanTopUpCalc'>;
export type TopUpResult = AnswerOf<'SubmitLoanTopUpApply'>;
export type RestructureRequest = RequestOf<'LoanRestructureCalc'>;
export type RestructureFigures = AnswerOf<'LoanRestructureCalc'>;
export type RestructureResult = AnswerOf<'SubmitLoanRestApply'>;
export type BoostFigures = AnswerOf<'BoostLimitCalc'>;
export type BoostResult = AnswerOf<'SubmitLoanBoostLimit'>;

const quiet = (signal?: AbortSignal) => ({ signal, hideErrMsg: true });

export const loadOverdue = (loanNo: string) => callAction('QueryOverdueBill', { loanNo });
export const loadTopUpLimit = (loanNo: string) => callAction('QueryLoanTopUpLmt', { loanNo });
export const topUpFigures = (request: TopUpRequest, signal?: AbortSignal) => callAction('LoanTopUpCalc', request, quiet(signal));
export const submitTopUp = (request: TopUpRequest) => callAction('SubmitLoanTopUpApply', request, quiet());
export const restructureFigures = (request: RestructureRequest, signal?: AbortSignal) => callAction('LoanRestructureCalc', request, quiet(signal));
export const submitRestructure = (request: RestructureRequest) => callAction('SubmitLoanRestApply', request, quiet());
export const boostFigures = (boostLmt: number, signal?: AbortSignal) => callAction('BoostLimitCalc', { boostLmt }, quiet(signal));
export const submitBoost = (boostLmt: number) => callAction('SubmitLoanBoostLimit', { boostLmt }, quiet());
export const cancelBoost = (boostNo: string) => callAction('CancelBoostLimit', { boostNo });
