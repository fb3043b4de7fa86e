// A payment's amount, checked against its limits when the merchant leaves the field (useAmount): the same field on
// every paying-out form.
import { useTranslate } from 'react-admin';
import { KesAmountField } from '../../flows/common/KesAmountField';
import type { useAmount } from './useAmount';

export const PaymentAmountField = ({
  amount,
  error,
  onChecked,
}: {
  amount: ReturnType<typeof useAmount>;
  error: string | undefined;
  onChecked: (problem: string | undefined) => void;
}) => {
  const translate = useTranslate();
  return (
    <KesAmountField
      label={translate('bills.amount')}
      value={amount.typed}
      onChange={amount.setTyped}
      onBlur={(typed) => onChecked(amount.problemOf(typed))}
      error={Boolean(error)}
      helperText={error ?? ' '}
      required
    />
  );
};
