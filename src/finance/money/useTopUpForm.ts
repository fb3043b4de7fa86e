// What the two top-up forms share (by mobile money, from a linked card): the amount checked against the server's
// range, the source required, and TopUpPreOrder's order opened on the confirmation page. A refusal the server
// names the source in (a card the bank has since marked invalid) goes under the source's field.
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { checkAmount, typedMinorUnits } from '../../format/money';
import type { TopUp } from './moneyCalls';
import { MONEY_ROUTES } from './moneyRoutes';
import { topUpAddress } from './useTopUpOrder';

export interface TopUpFormOptions {
  /** The number or card picked, '' when none. */
  source: string;
  /** Locale key of what to say when none is picked. */
  missingSource: string;
  range: { min?: number; max?: number };
  create: (source: string, amount: number) => Promise<TopUp>;
  /** The server's words on the source it refused, if it named it. */
  sourceRefusal?: (error: unknown) => string | undefined;
}

export const useTopUpForm = ({ source, missingSource, range, create, sourceRefusal }: TopUpFormOptions) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ source?: string; amount?: string }>({});
  const [busy, setBusy] = useState(false);

  const amountProblem = (typed: string) => {
    const problem = checkAmount(typedMinorUnits(typed), range);
    return problem ? translate(problem.key, problem.values) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { source: source ? undefined : translate(missingSource), amount: amountProblem(amount) };
    setErrors(found);
    if (found.source || found.amount) return;
    setBusy(true);
    try {
      const order = await create(source, typedMinorUnits(amount)!);
      navigate(topUpAddress(MONEY_ROUTES.topUpConfirm, order.orderNo, order));
    } catch (error) {
      // Other refusals are on screen already, as the server's notification.
      const refused = sourceRefusal?.(error);
      if (refused) setErrors((current) => ({ ...current, source: refused }));
      setBusy(false);
    }
  };

  const checkAmountOnBlur = (typed: string) => setErrors((current) => ({ ...current, amount: amountProblem(typed) }));

  return { amount, setAmount, errors, busy, submit, checkAmountOnBlur };
};
