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

/** The two sales a till rings up: items without inventory (quick) and the store's items (inventory). */
export type SaleKind = 'quick' | 'inventory';

// Each kind keeps its own draft, so a cashier between the two pages loses neither.
const STORAGE_KEYS: Record<SaleKind, string> = { quick: 'mc.quickSale', inventory: 'mc.inventorySale' };

const emptyLines = (kind: SaleKind): Partial<SaleDraft> => (kind === 'inventory' ? { lines: [] } : {});

const fresh = (kind: SaleKind): QuickSaleState => ({ draft: { ...emptyDraft(), ...emptyLines(kind) }, stage: { step: 'items' } });

const store = (kind: SaleKind, state: QuickSaleState): void =>
  sessionStorage.setItem(STORAGE_KEYS[kind], JSON.stringify({ ...state, usrNo: getSession()?.usrNo ?? '' } satisfies StoredSale));

/** A suspended sale taken up again opens at its payment, on its kind's page. */
export const openForPayment = (kind: SaleKind, draft: SaleDraft): void => store(kind, { draft, stage: { step: 'payment' } });

const restore = (kind: SaleKind): QuickSaleState => {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEYS[kind]) ?? 'null') as StoredSale | null;
    // An inventory sale starts with no line (items are picked); a quick sale with one empty line to type in.
    const usable = saved && saved.usrNo === getSession()?.usrNo && Array.isArray(saved.draft?.lines) && (kind === 'inventory' || saved.draft.lines.length > 0) && saved.stage?.step;
    return usable ? { draft: { ...emptyDraft(), ...saved.draft }, stage: saved.stage } : fresh(kind);
  } catch {
    return fresh(kind);
  }
};

export const useQuickSaleState = (kind: SaleKind = 'quick') => {
  const [state, setState] = useState(() => restore(kind));
  useEffect(() => store(kind, state), [kind, state]);
  const updateDraft = useCallback((change: Partial<SaleDraft>) => setState((current) => ({ ...current, draft: { ...current.draft, ...change } })), []);
  const goTo = useCallback((stage: SaleStage) => setState((current) => ({ ...current, stage })), []);
  const startOver = useCallback(() => setState(fresh(kind)), [kind]);
  return { draft: state.draft, stage: state.stage, updateDraft, goTo, startOver };
};
