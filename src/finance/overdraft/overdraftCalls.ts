// The overdraft's remote calls (spec 002 §7 Overdraft), typed from the catalogue; each carries transaction type
// 120 (the entries give it). The current standing is one query every page reads, refreshed after each change.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AnswerOf } from '../../generated/actionTypes';
import { callAction } from '../../transport/client';

export type OverdraftInfo = AnswerOf<'QryOverdraftBasicInfo'>;

export const OVERDRAFT_QUERY = ['overdraft', 'basicInfo'] as const;

const basicInfo = () => callAction('QryOverdraftBasicInfo');

export const useOverdraftInfo = () => useQuery({ queryKey: OVERDRAFT_QUERY, queryFn: basicInfo });

/** Reads the standing again and resolves with it once it is in (so the page shown next matches it). */
export const useRefreshOverdraft = () => {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery({ queryKey: OVERDRAFT_QUERY, queryFn: basicInfo, staleTime: 0 }), [queryClient]);
};

export const overdraftFee = (odApplyAmount: number) => callAction('QryOverdraftBasicFee', { odApplyAmount });

export const activateOverdraft = (application: { odApplyAmount: number; repayPercent: '10' | '20' | '30' | '50'; email: string }) =>
  callAction('ActivateOverdraft', application);

export const acceptOffer = (referNo: string) => callAction('AcceptOverdraftOffer', { referNo }, { hideErrMsg: true });
export const rejectOffer = () => callAction('RejectOverdraftOffer', {});
export const resendOffer = () => callAction('ResendOffer', {});
export const repayByHand = (repayAmt: number) => callAction('OverdraftHandRepayment', { repayAmt });
export const closeOverdraft = () => callAction('CloseOverdraft', {}, { hideErrMsg: true });
export const miniStatement = () => callAction('GetMiniStatementList', {});
export const emailStatement = (email: string) => callAction('GenerateOverdraftStatement', { email });
export const offerDetails = () => callAction('QryOverdraftOffer', {});
