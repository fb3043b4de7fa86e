// The repayments of the amount and tenor being typed, worked out by the server (LoanApplyCalc) a moment after
// typing pauses. Never stale: figures are shown only for exactly the amount and tenor now on screen; while the
// server is asked about a newer value the page says it is calculating. Each answer is kept under the request it
// answers, so an answer that arrives late (out of order) lands under its own request and is never shown for another.
import { useQuery } from '@tanstack/react-query';
import { useSettled } from '../../engine/settled';
import type { LoanCalculation } from '../../generated/types';
import { isMmcError } from '../../transport/errors';
import { calculate } from './loanCalls';

export type CalculationState =
  | { kind: 'waiting' }
  | { kind: 'working' }
  | { kind: 'ready'; calculation: LoanCalculation }
  | { kind: 'refused'; fieldErrors: Record<string, string>; message: string };

export const useLoanCalculation = (request: { productCode: string; amount: number; tenor: number } | null): CalculationState => {
  const asked = request ? JSON.stringify(request) : '';
  const settled = useSettled(asked);
  const answer = useQuery({
    queryKey: ['loans', 'calculation', settled],
    queryFn: ({ signal }) => calculate(JSON.parse(settled) as { productCode: string; amount: number; tenor: number }, signal),
    enabled: settled !== '' && settled === asked,
    staleTime: 60_000,
    retry: false,
  });
  if (!request) return { kind: 'waiting' };
  if (settled !== asked || answer.isPending || answer.isFetching) return { kind: 'working' };
  if (answer.isError) {
    const error = answer.error;
    const fieldErrors = isMmcError(error) && error.body?.fieldErrors && typeof error.body.fieldErrors === 'object' ? (error.body.fieldErrors as Record<string, string>) : {};
    return { kind: 'refused', fieldErrors, message: error instanceof Error ? error.message : '' };
  }
  const calculation = answer.data;
  // Belt and braces: the figures must be for what is on screen.
  if (calculation.amount !== request.amount || calculation.tenor !== request.tenor) return { kind: 'working' };
  return { kind: 'ready', calculation };
};
