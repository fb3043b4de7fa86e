// /finance/money/mobileInformation: top up the account by mobile money — pick one of the merchant's numbers
// (PaymentMobileList, which also gives the top-up range, spec 001 §9 "above 0.00 within configured range"), type
// the amount, and TopUpPreOrder makes the order the confirmation page shows. Nothing leaves any account yet.
import AddIcon from '@mui/icons-material/Add';
import { Button, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { KesAmountField } from '../../flows/common/KesAmountField';
import { formatMobileDisplay } from '../../format/mobile';
import { checkAmount, formatKes, toMinorUnits } from '../../format/money';
import { createTopUp, fetchPaymentMobiles, MONEY_KEYS } from './moneyCalls';
import { MONEY_CODES, MoneyFrame } from './MoneyFrame';
import { MONEY_ROUTES } from './moneyRoutes';
import { topUpAddress } from './useTopUpOrder';

export const TopUpPage = () => (
  <MoneyFrame code={MONEY_CODES.topUp} title="money.topUpTitle" back={{ to: MONEY_ROUTES.account, label: 'money.backToAccount' }}>
    <TopUpForm />
  </MoneyFrame>
);

const minorOrNull = (amount: string): number | null => {
  try {
    return amount ? toMinorUnits(amount) : null;
  } catch {
    return null;
  }
};

const TopUpForm = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const mobiles = useQuery({ queryKey: MONEY_KEYS.mobiles, queryFn: fetchPaymentMobiles });
  const [picked, setPicked] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; amount?: string }>({});
  const [busy, setBusy] = useState(false);
  const list = mobiles.data?.list;
  const mobile = picked || (list?.length === 1 ? list[0]!.mblNo : '');

  const amountProblem = (typed: string) => {
    const problem = checkAmount(minorOrNull(typed), { min: mobiles.data?.minAmt, max: mobiles.data?.maxAmt });
    return problem ? translate(problem.key, problem.values) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { mobile: mobile ? undefined : translate('money.pickNumber'), amount: amountProblem(amount) };
    setErrors(found);
    if (found.mobile || found.amount) return;
    setBusy(true);
    try {
      const order = await createTopUp(mobile, minorOrNull(amount)!);
      navigate(topUpAddress(MONEY_ROUTES.topUpConfirm, order.orderNo));
    } catch {
      // The server's message is on screen already.
    } finally {
      setBusy(false);
    }
  };

  if (!mobiles.data) return <Skeleton variant="rectangular" height={200} />;
  const addLink = (
    <Button component={RouterLink} to={`${MONEY_ROUTES.addNumber}?from=topUp`} startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start' }}>
      {translate('money.addNumber')}
    </Button>
  );
  if (list!.length === 0) {
    return (
      <Stack spacing={2}>
        <Typography>{translate('money.noNumbersYet')}</Typography>
        {addLink}
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
      <FormControl error={Boolean(errors.mobile)}>
        <FormLabel id="top-up-number">{translate('money.topUpFrom')}</FormLabel>
        <RadioGroup aria-labelledby="top-up-number" value={mobile} onChange={(event) => setPicked(event.target.value)}>
          {list!.map((entry) => (
            <FormControlLabel
              key={entry.mblNo}
              value={entry.mblNo}
              control={<Radio />}
              label={translate('money.numberChoice', { mobile: formatMobileDisplay(entry.mblNo), operator: entry.operator })}
            />
          ))}
        </RadioGroup>
        {errors.mobile && <FormHelperText>{errors.mobile}</FormHelperText>}
      </FormControl>
      {addLink}
      <KesAmountField
        label={translate('money.amount')}
        value={amount}
        onChange={setAmount}
        onBlur={(typed) => setErrors((current) => ({ ...current, amount: amountProblem(typed) }))}
        error={Boolean(errors.amount)}
        helperText={errors.amount ?? translate('money.topUpLimits', { min: formatKes(mobiles.data.minAmt), max: formatKes(mobiles.data.maxAmt) })}
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {translate('money.next')}
      </Button>
    </Stack>
  );
};
