// The merchant's loans as the pages share them (QueryLoanRecords), and the one in progress.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentLoan, loadLoans } from './loanCalls';

export const LOANS_KEY = ['loans'] as const;

export const useLoanRecords = () => {
  const records = useQuery({ queryKey: [...LOANS_KEY, 'records'], queryFn: loadLoans });
  const loans = records.data ?? [];
  return { ...records, loans, current: currentLoan(loans), latest: loans[0] };
};

/** After a change: every loan query is read again. */
export const useRefreshLoans = () => {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: LOANS_KEY }), [queryClient]);
};
