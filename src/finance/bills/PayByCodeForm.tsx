// /finance/payByCode: buy goods (a till number) or pay bill (a paybill number and the account number there). Next
// looks the code up (QueryPayCode: whose it is, or the spec's words for a till that does not exist or is not active)
// and shows the summary with the server's fee.
import { Button, FormControlLabel, Radio, RadioGroup, Stack, TextField, FormControl, FormLabel } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { PAY_CODE_TYPES } from '../../config/bills';
import { lookUpPayCode, payMerchantCode } from './billCalls';
import type { PaymentPlan } from './PaymentSteps';
import { PaymentAmountField } from './PaymentAmountField';
import { useAmount } from './useAmount';

type Mode = keyof typeof PAY_CODE_TYPES;

export const PayByCodeForm = ({ onPlan }: { onPlan: (plan: PaymentPlan) => void }) => {
  const translate = useTranslate();
  const [mode, setMode] = useState<Mode>('buyGoods');
  const [payCode, setPayCode] = useState('');
  const [account, setAccount] = useState('');
  const [errors, setErrors] = useState<{ payCode?: string; account?: string; amount?: string }>({});
  const [busy, setBusy] = useState(false);
  const amount = useAmount(mode);
  const till = mode === 'buyGoods';
  const codeLabel = translate(till ? 'bills.tillNumber' : 'bills.paybillNumber');

  const codeProblem = (value: string) =>
    value ? (/^\d{5,7}$/.test(value) ? undefined : translate('validation.formatError')) : translate('validation.required');
  const accountProblem = (value: string) =>
    till
      ? undefined
      : value
        ? /^[A-Za-z0-9-]{1,20}$/.test(value)
          ? undefined
          : translate('validation.formatError')
        : translate('validation.required');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { payCode: codeProblem(payCode), account: accountProblem(account), amount: amount.problemOf(amount.typed) };
    setErrors(found);
    if (found.payCode || found.account || found.amount) return;
    setBusy(true);
    const codeTyp = PAY_CODE_TYPES[mode];
    try {
      const payee = await lookUpPayCode(codeTyp, payCode, till ? undefined : account);
      onPlan({
        kind: mode,
        amount: amount.minor!,
        rows: [
          { label: translate('bills.payTo'), value: payee.mercNm },
          { label: codeLabel, value: payCode },
          ...(till ? [] : [{ label: translate('bills.accountLabel.account'), value: account }]),
        ],
        pay: () => payMerchantCode(codeTyp, payCode, amount.minor!, till ? undefined : account),
      });
    } catch {
      // 'The Till number entered does not exist, try again.' and its kin are on screen already.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
      <FormControl>
        <FormLabel id="pay-by-code-mode">{translate('bills.payWith')}</FormLabel>
        <RadioGroup row aria-labelledby="pay-by-code-mode" value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
          <FormControlLabel value="buyGoods" control={<Radio />} label={translate('bills.buyGoods')} />
          <FormControlLabel value="payBill" control={<Radio />} label={translate('bills.payBill')} />
        </RadioGroup>
      </FormControl>
      <TextField
        label={codeLabel}
        value={payCode}
        onChange={(event) => setPayCode(event.target.value.replace(/\D/g, ''))}
        onBlur={() => setErrors((current) => ({ ...current, payCode: codeProblem(payCode) }))}
        error={Boolean(errors.payCode)}
        helperText={errors.payCode ?? ' '}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 7 } }}
      />
      {!till && (
        <TextField
          label={translate('bills.accountLabel.account')}
          value={account}
          onChange={(event) => setAccount(event.target.value.replace(/\s/g, ''))}
          onBlur={() => setErrors((current) => ({ ...current, account: accountProblem(account) }))}
          error={Boolean(errors.account)}
          helperText={errors.account ?? ' '}
          required
          slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 20 } }}
        />
      )}
      <PaymentAmountField amount={amount} error={errors.amount} onChecked={(problem) => setErrors((current) => ({ ...current, amount: problem }))} />
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
        {translate('bills.next')}
      </Button>
    </Stack>
  );
};
