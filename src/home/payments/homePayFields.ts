// The field checks of the home page's payments, with schemas/homePayment.schema.json (the rules the server applies).
import * as homePaymentEntity from '../../generated/entities/homePayment';
import { useSay } from '../../finance/transfer/useTransferForm';
import { typedMinorUnits } from '../../format/money';
import { provideEntities } from '../../validation/entityRegistry';
import { validateField } from '../../validation/validate';

// A hand-written flow brings the entity it validates with it (the engine loads a screen's own).
provideEntities(homePaymentEntity);

/** The typed amount in minor units, or the text itself when it is not an amount (so the schema says why). */
export const typedAmount = (typed: string): number | string => typedMinorUnits(typed) ?? typed;

/** The message under a field as typed (every field but the note is required), or undefined. */
export const useFieldCheck = () => {
  const say = useSay();
  return (field: 'amount' | 'rcvMblNo' | 'remark' | 'bnfUsrNo', typed: string): string | undefined => {
    const value = field === 'amount' ? typedAmount(typed) : typed.trim();
    return say(validateField('homePayment', field, value === '' ? undefined : value, { required: field !== 'remark' }));
  };
};
