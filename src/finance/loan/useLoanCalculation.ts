// The repayments of the amount and tenor being typed, worked out by the server (LoanApplyCalc) as the merchant
// types (useLiveFigures: debounced, never stale).
import type { LoanCalculation } from '../../generated/types';
import { calculate } from './loanCalls';
import { useLiveFigures } from './useLiveFigures';

export type CalculationState =
  | { kind: 'waiting' }
  | { kind: 'working' }
  | { kind: 'ready'; calculation: LoanCalculation }
  | { kind: 'refused'; fieldErrors: Record<string, string>; message: string };

type Request = { productCode: string; amount: number; tenor: number };

export const useLoanCalculation = (request: Request | null): CalculationState => {
  const state = useLiveFigures('calculation', request, calculate, (calculation, asked) => calculation.amount === asked.amount && calculation.tenor === asked.tenor);
  return state.kind === 'ready' ? { kind: 'ready', calculation: state.figures } : state;
};
