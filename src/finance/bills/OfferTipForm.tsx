// /finance/offerTip: send a tip (order type 27) to a person's mobile number — a waiter, a rider — from the account.
import { Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { MobileNumberField } from '../../flows/common/MobileNumberField';
import { formatMobileDisplay, isValidKenyanMobile } from '../../format/mobile';
import { offerTip } from './billCalls';
import type { PaymentPlan } from './PaymentSteps';
import { PaymentAmountField } from './PaymentAmountField';
import { useAmount } from './useAmount';

export const OfferTipForm = ({ onPlan }: { onPlan: (plan: PaymentPlan) => void }) => {
  const translate = useTranslate();
  const [mobile, setMobile] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; name?: string; amount?: string }>({});
  const amount = useAmount('tip');

  const mobileProblem = (value: string) =>
    value ? (isValidKenyanMobile(value) ? undefined : translate('validation.formatError')) : translate('validation.required');
  const nameProblem = (value: string) =>
    value.trim() ? (value.trim().length >= 2 ? undefined : translate('validation.minLength', { min: 2 })) : translate('validation.required');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { mobile: mobileProblem(mobile), name: nameProblem(name), amount: amount.problemOf(amount.typed) };
    setErrors(found);
    if (found.mobile || found.name || found.amount) return;
    const rcvNm = name.trim();
    onPlan({
      kind: 'tip',
      amount: amount.minor!,
      rows: [
        { label: translate('bills.tipTo'), value: rcvNm },
        { label: translate('bills.accountLabel.mobile'), value: formatMobileDisplay(mobile) },
      ],
      pay: () => offerTip(mobile, rcvNm, amount.minor!),
    });
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <MobileNumberField
        label={translate('bills.accountLabel.mobile')}
        value={mobile}
        onChange={setMobile}
        onBlur={() => setErrors((current) => ({ ...current, mobile: mobileProblem(mobile) }))}
        error={Boolean(errors.mobile)}
        helperText={errors.mobile ?? ' '}
        required
      />
      <TextField
        label={translate('bills.tipName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setErrors((current) => ({ ...current, name: nameProblem(name) }))}
        error={Boolean(errors.name)}
        helperText={errors.name ?? ' '}
        required
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <PaymentAmountField amount={amount} error={errors.amount} onChecked={(problem) => setErrors((current) => ({ ...current, amount: problem }))} />
      <Button type="submit" variant="contained" size="large" sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
        {translate('bills.next')}
      </Button>
    </Stack>
  );
};
