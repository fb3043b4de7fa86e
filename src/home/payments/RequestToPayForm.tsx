// /requestToPay: the merchant asks a customer's mobile number to pay an amount, with a note the customer sees
// (RequestPay, order type 24). Nothing leaves the merchant's account, so no PIN; the wait screen follows.
import { Button, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { fieldErrorsOf } from '../../finance/transfer/transferCalls';
import { KesAmountField } from '../../flows/common/KesAmountField';
import { MobileNumberField } from '../../flows/common/MobileNumberField';
import { HOME_PAY_KEYS, requestPayment } from './homePayCalls';
import { typedAmount, useFieldCheck } from './homePayFields';
import { HOME_PAYMENT_ROUTES } from './homePaymentRoutes';

const FIELDS = ['rcvMblNo', 'amount', 'remark'] as const;
type Field = (typeof FIELDS)[number];

export const RequestToPayForm = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const check = useFieldCheck();
  const [values, setValues] = useState<Record<Field, string>>({ rcvMblNo: '', amount: '', remark: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(FIELDS.map((field) => [field, check(field, values[field])]));
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSending(true);
    try {
      const remark = values.remark.trim();
      const order = await requestPayment({ rcvMblNo: values.rcvMblNo, amount: typedAmount(values.amount) as number, ...(remark ? { remark } : {}) });
      queryClient.setQueryData(HOME_PAY_KEYS.order(order.orderNo), order);
      navigate(`${HOME_PAYMENT_ROUTES.requestWait}?orderNo=${encodeURIComponent(order.orderNo)}`);
    } catch (error) {
      // The server's message is already on screen; field messages go under their fields.
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields);
    } finally {
      setSending(false);
    }
  };

  const field = (name: Field) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: Boolean(errors[name]),
    // Helper lines keep their space so a message appearing on blur never moves the button from under the pointer.
    helperText: errors[name] ?? ' ',
  });
  const blurCheck = (name: Field) => (value: string) => setErrors((shown) => ({ ...shown, [name]: check(name, value) }));
  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={1.5}>
      <Typography color="text.secondary" sx={{ pb: 1 }}>
        {translate('homePay.requestIntro')}
      </Typography>
      <MobileNumberField
        label={translate('homePay.customerMobile')}
        required
        {...field('rcvMblNo')}
        onBlur={() => blurCheck('rcvMblNo')(values.rcvMblNo)}
      />
      <KesAmountField label={translate('homePay.amount')} required {...field('amount')} onBlur={blurCheck('amount')} />
      <TextField
        label={translate('homePay.note')}
        {...field('remark')}
        helperText={errors.remark ?? translate('homePay.noteHint')}
        onChange={(event) => setValues((current) => ({ ...current, remark: event.target.value }))}
        onBlur={(event) => blurCheck('remark')(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 50 } }}
      />
      <Button type="submit" variant="contained" size="large" startIcon={<SendIcon />} disabled={sending} sx={{ alignSelf: 'flex-start' }}>
        {translate('homePay.sendRequest')}
      </Button>
    </Stack>
  );
};
