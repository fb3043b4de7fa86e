// Repay by hand (OverdraftHandRepayment): an amount up to what is outstanding, paid from the merchant account once
// the PIN is given; the figures above it are read again afterwards.
import { Button, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { KesAmountField } from '../../flows/common/KesAmountField';
import { useRequirePin } from '../../flows/pin/PinProvider';
import { checkAmount, formatKes, typedMinorUnits } from '../../format/money';
import { isMmcError } from '../../transport/errors';
import { repayByHand, useRefreshOverdraft } from './overdraftCalls';

const REPAY_PIN_CODE = 'OVERDRAFT_REPAY';

export const RepayForm = ({ outstanding }: { outstanding: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const requirePin = useRequirePin();
  const refresh = useRefreshOverdraft();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const problemOf = (typed: string) => {
    const found = checkAmount(typedMinorUnits(typed), { max: outstanding });
    return found ? translate(found.key, found.values) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(amount);
    setProblem(found);
    const minor = typedMinorUnits(amount);
    if (found || minor === null) return;
    if (!(await requirePin({ authTxCode: REPAY_PIN_CODE, title: translate('overdraft.pinRepay', { amount: formatKes(minor) }) }))) return;
    setBusy(true);
    try {
      const paid = await repayByHand(minor);
      await refresh();
      setAmount('');
      notify('overdraft.repaid', { type: 'success', messageArgs: { amount: formatKes(paid.repayAmt), outstanding: formatKes(paid.outstandingAmt) } });
    } catch (error) {
      const fieldErrors = isMmcError(error) ? (error.body?.fieldErrors as Record<string, string> | undefined) : undefined;
      if (fieldErrors?.repayAmt) setProblem(fieldErrors.repayAmt);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={1.5} aria-labelledby="overdraft-repay">
      <Typography id="overdraft-repay" variant="h6" component="h2">
        {translate('overdraft.repayTitle')}
      </Typography>
      {outstanding === 0 ? (
        <Typography color="text.secondary">{translate('overdraft.nothingOwed')}</Typography>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <KesAmountField
            label={translate('overdraft.repayAmount')}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setProblem(undefined);
            }}
            onBlur={(finished) => amount && setProblem(problemOf(finished))}
            error={Boolean(problem)}
            helperText={problem ?? translate('overdraft.repayHint', { max: formatKes(outstanding) })}
            required
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: { sm: 0.5 } }}>
            {translate('overdraft.repay')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
};
