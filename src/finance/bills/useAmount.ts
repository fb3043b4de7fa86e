// The amount of a payment as typed (shillings) and its check against the payment's limits (src/config/bills.ts),
// in the spec's words; the server checks the same again.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { limitsOf, type PayoutKind } from '../../config/bills';
import { checkAmount, typedMinorUnits } from '../../format/money';

export const useAmount = (kind: PayoutKind, provCd?: string) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const minor = typedMinorUnits(typed);
  const problemOf = (value: string): string | undefined => {
    const problem = checkAmount(typedMinorUnits(value), limitsOf(kind, provCd));
    return problem ? translate(problem.key, problem.values) : undefined;
  };
  return { typed, setTyped, minor, problemOf };
};
