// KES amounts: typed in shillings ('1234.5'), kept on the wire in integer minor units (123450). Invalid
// characters are dropped as they are typed; leaving the field tidies it to two decimals ('12.' → '12.00'), so what
// the merchant sees is what will be sent; the engine converts to minor units when saving (spec 001 §5).
import { InputAdornment } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { TextInput, useSourceContext, type Validator } from 'react-admin';
import { finishAmountInput, fromMinorUnits, sanitizeAmountInput, toMinorUnits } from '../../format/money';

export const minorUnitsOf = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  if (value === '') return '';
  try {
    return toMinorUnits(finishAmountInput(value));
  } catch {
    return value;
  }
};

export const MoneyInput = (props: {
  source: string;
  label: string;
  disabled?: boolean;
  fullWidth?: boolean;
  validate?: Validator;
  helperText?: false;
}) => {
  const { getValues, setValue } = useFormContext();
  // Inside a row of an array input the form knows this field by its full path ('priceBreaks.0.amount').
  const path = useSourceContext().getSource(props.source);
  const tidy = () => {
    const typed: unknown = getValues(path);
    if (typeof typed !== 'string' || typed === '') return;
    const finished = finishAmountInput(typed);
    if (finished !== typed)
      setValue(path, finished, {
        shouldDirty: true,
        shouldValidate: true,
      });
  };
  return (
    <TextInput
      {...props}
      onBlur={tidy}
      format={(value: unknown) => (typeof value === 'number' ? fromMinorUnits(value) : ((value as string) ?? ''))}
      parse={(typed: string) => sanitizeAmountInput(typed ?? '')}
      slotProps={{
        input: {
          startAdornment: <InputAdornment position="start">KES.</InputAdornment>,
        },
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
};
