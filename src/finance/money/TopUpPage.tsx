// /finance/money/mobileInformation: top up the account by mobile money — pick one of the merchant's numbers
// (PaymentMobileList, which also gives the top-up range, spec 001 §9 "above 0.00 within configured range"), type
// the amount, and TopUpPreOrder makes the order the confirmation page shows. Nothing leaves any account yet.
import AddIcon from '@mui/icons-material/Add';
import { Button, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { KesAmountField } from '../../flows/common/KesAmountField';
import { formatMobileDisplay } from '../../format/mobile';
import { formatKes } from '../../format/money';
import { createTopUp, fetchPaymentMobiles, MONEY_KEYS } from './moneyCalls';
import { MONEY_CODES, MoneyFrame } from './MoneyFrame';
import { MONEY_ROUTES } from './moneyRoutes';
import { useTopUpForm } from './useTopUpForm';

export const TopUpPage = () => (
  <MoneyFrame code={MONEY_CODES.topUp} title="money.topUpTitle" back={{ to: MONEY_ROUTES.account, label: 'money.backToAccount' }}>
    <TopUpForm />
  </MoneyFrame>
);

const TopUpForm = () => {
  const translate = useTranslate();
  const mobiles = useQuery({ queryKey: MONEY_KEYS.mobiles, queryFn: fetchPaymentMobiles });
  const [picked, setPicked] = useState('');
  const list = mobiles.data?.list;
  const mobile = picked || (list?.length === 1 ? list[0]!.mblNo : '');
  const { amount, setAmount, errors, busy, submit, checkAmountOnBlur } = useTopUpForm({
    source: mobile,
    missingSource: 'money.pickNumber',
    range: { min: mobiles.data?.minAmt, max: mobiles.data?.maxAmt },
    create: createTopUp,
  });

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
      <FormControl error={Boolean(errors.source)}>
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
        {errors.source && <FormHelperText>{errors.source}</FormHelperText>}
      </FormControl>
      {addLink}
      <KesAmountField
        label={translate('money.amount')}
        value={amount}
        onChange={setAmount}
        onBlur={checkAmountOnBlur}
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
