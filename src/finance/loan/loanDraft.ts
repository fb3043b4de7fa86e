// What the merchant has typed into the application so far (amount and tenor, purpose and e-mail, the business's
// supplementary information) and into a change of the active loan (top-up, restructure, limit boost), kept in sessionStorage per user: leaving the wizard, a reload, the language switch or
// a session that ends and is signed in again come back to it. It is cleared once the application is submitted.
import { useCallback, useEffect, useState } from 'react';
import { finishAmountInput, toMinorUnits } from '../../format/money';
import type { Loan } from '../../generated/types';
import { getSession } from '../../transport/session';

export interface ExistingLoanRow {
  institution: string;
  loanType: string;
  /** As typed, in shillings. */
  outstandingAmt: string;
}

export interface IncomeRow {
  source: string;
  amount: string;
}

export interface LoanDraft {
  productCode: string;
  /** As typed, in shillings. */
  amount: string;
  tenor: number;
  purpose: string;
  email: string;
  employees: string;
  dailySales: string;
  suppliers: string;
  existingLoans: ExistingLoanRow[];
  otherIncome: IncomeRow[];
  /** As typed, in shillings. */
  topUpAmount: string;
  /** Restructure option (1 longer period, 5 lower monthly repayment, 6 another frequency) and its choice. */
  restOption: '1' | '5' | '6';
  restTenor: number;
  restInstAmt: string;
  restFreq: string;
  /** The loan limit asked for, as typed. */
  boostLmt: string;
}

const STORAGE_KEY = 'mc.loanDraft';

export const emptyLoanDraft = (): LoanDraft => ({
  productCode: '',
  amount: '',
  tenor: 0,
  purpose: '',
  email: '',
  employees: '',
  dailySales: '',
  suppliers: '',
  existingLoans: [],
  otherIncome: [],
  topUpAmount: '',
  restOption: '1',
  restTenor: 0,
  restInstAmt: '',
  restFreq: '',
  boostLmt: '',
});

const restore = (): LoanDraft => {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as (LoanDraft & { usrNo: string }) | null;
    if (!saved || saved.usrNo !== getSession()?.usrNo) return emptyLoanDraft();
    const { usrNo: _owner, ...draft } = saved;
    return { ...emptyLoanDraft(), ...draft };
  } catch {
    return emptyLoanDraft();
  }
};

export const useLoanDraft = () => {
  const [draft, setDraft] = useState(restore);
  useEffect(() => sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...draft, usrNo: getSession()?.usrNo ?? '' })), [draft]);
  const update = useCallback((change: Partial<LoanDraft>) => setDraft((current) => ({ ...current, ...change })), []);
  const clear = useCallback(() => {
    sessionStorage.removeItem(STORAGE_KEY);
    setDraft(emptyLoanDraft());
  }, []);
  return { draft, update, clear };
};

/** Shillings as typed → minor units; null when it is not an amount yet. */
export const minorOf = (typed: string): number | null => {
  if (typed.trim() === '') return null;
  try {
    return toMinorUnits(finishAmountInput(typed));
  } catch {
    return null;
  }
};

const wholeNumber = (typed: string): number | string => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : typed);
const moneyOrText = (typed: string): number | string => minorOf(typed) ?? typed;

/** The fields of the loan entity as they would be sent, for validation and the request. */
export const applicationOf = (draft: LoanDraft): Record<keyof Loan, unknown> => ({
  loanNo: undefined,
  loanSts: undefined,
  productCode: draft.productCode,
  amount: minorOf(draft.amount),
  tenor: draft.tenor,
  purpose: draft.purpose,
  email: draft.email.trim(),
  employees: wholeNumber(draft.employees),
  dailySales: draft.dailySales === '' ? '' : moneyOrText(draft.dailySales),
  suppliers: wholeNumber(draft.suppliers),
  existingLoans: draft.existingLoans.map((row) => ({ institution: row.institution.trim(), loanType: row.loanType, outstandingAmt: moneyOrText(row.outstandingAmt) })),
  otherIncome: draft.otherIncome.map((row) => ({ source: row.source.trim(), amount: moneyOrText(row.amount) })),
});
