// The quick sale's draft and where the cashier is in it, kept in sessionStorage: the language switch remounts the
// console, a reload restarts it and an expired session logs in again, and none of them may lose the lines or a
// payment the customer is approving. It is kept per user, so whoever logs in next in the tab starts afresh.
import { useCallback, useEffect, useState } from 'react';
import { getSession } from '../../transport/session';
import type { SaleOrder } from './checkoutCalls';
import { emptyDraft, type SaleDraft } from './saleDraft';

export type SaleStage =
  | { step: 'items' }
  | { step: 'payment'; cancelled?: boolean }
  | { step: 'waiting'; order: SaleOrder }
  | { step: 'paid'; order: SaleOrder }
  | { step: 'failed'; message: string };

interface QuickSaleState {
  draft: SaleDraft;
  stage: SaleStage;
}

interface StoredSale extends QuickSaleState {
  usrNo: string;
}

const STORAGE_KEY = 'mc.quickSale';

const fresh = (): QuickSaleState => ({ draft: emptyDraft(), stage: { step: 'items' } });

const restore = (): QuickSaleState => {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as StoredSale | null;
    const usable = saved && saved.usrNo === getSession()?.usrNo && Array.isArray(saved.draft?.lines) && saved.draft.lines.length > 0 && saved.stage?.step;
    return usable ? { draft: { ...emptyDraft(), ...saved.draft }, stage: saved.stage } : fresh();
  } catch {
    return fresh();
  }
};

export const useQuickSaleState = () => {
  const [state, setState] = useState(restore);
  useEffect(() => sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...state, usrNo: getSession()?.usrNo ?? '' } satisfies StoredSale)), [state]);
  const updateDraft = useCallback((change: Partial<SaleDraft>) => setState((current) => ({ ...current, draft: { ...current.draft, ...change } })), []);
  const goTo = useCallback((stage: SaleStage) => setState((current) => ({ ...current, stage })), []);
  const startOver = useCallback(() => setState(fresh()), []);
  return { draft: state.draft, stage: state.stage, updateDraft, goTo, startOver };
};
