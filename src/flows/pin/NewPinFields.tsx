// New PIN entered twice, as both the forgot-PIN and change-PIN flows ask for it (spec 001 §5: exactly 4 digits,
// both entries required and must match).
import { CodeField } from '../common/CodeField';

export interface NewPinValues {
  newPin: string;
  repeatPin: string;
}

export type NewPinErrors = Partial<Record<keyof NewPinValues, string>>;

export const validateNewPin = ({ newPin, repeatPin }: NewPinValues, translate: (key: string) => string): NewPinErrors => {
  const problems: NewPinErrors = {};
  if (!newPin) problems.newPin = translate('validation.required');
  else if (newPin.length !== 4) problems.newPin = translate('validation.pinDigits');
  if (!repeatPin) problems.repeatPin = translate('validation.required');
  else if (repeatPin !== newPin) problems.repeatPin = translate('validation.pinMismatch');
  return problems;
};

export const NewPinFields = ({
  values,
  errors,
  onChange,
  translate,
}: {
  values: NewPinValues;
  errors: NewPinErrors;
  onChange: (values: NewPinValues) => void;
  translate: (key: string) => string;
}) => (
  <>
    <CodeField label={translate('forgotPin.newPin')} value={values.newPin} onChange={(newPin) => onChange({ ...values, newPin })} secret error={errors.newPin} autoFocus />
    <CodeField label={translate('forgotPin.repeatPin')} value={values.repeatPin} onChange={(repeatPin) => onChange({ ...values, repeatPin })} secret error={errors.repeatPin} />
  </>
);
