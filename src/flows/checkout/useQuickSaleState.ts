// The quick sale's draft and where the cashier is in it, kept in sessionStorage: the language switch remounts the
// console and a reload restarts it, and neither may lose the lines or a payment the customer is approving.
import { useCallback, useEffect, useState } from 'react';
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

const STORAGE_KEY = 'mc.quickSale';

const fresh = (): QuickSaleState => ({ draft: emptyDraft(), stage: { step: 'items' } });

const restore = (): QuickSaleState => {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as QuickSaleState | null;
    return saved && Array.isArray(saved.draft?.lines) && saved.draft.lines.length > 0 && saved.stage?.step ? { ...fresh(), ...saved } : fresh();
  } catch {
    return fresh();
  }
};

export const useQuickSaleState = () => {
  const [state, setState] = useState(restore);
  useEffect(() => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state)), [state]);
  const updateDraft = useCallback((change: Partial<SaleDraft>) => setState((current) => ({ ...current, draft: { ...current.draft, ...change } })), []);
  const goTo = useCallback((stage: SaleStage) => setState((current) => ({ ...current, stage })), []);
  const startOver = useCallback(() => setState(fresh()), []);
  return { draft: state.draft, stage: state.stage, updateDraft, goTo, startOver };
};
