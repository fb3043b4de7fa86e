// Top up from a linked bank card or account (top-up type 0, spec 000 §3): pick one of the cards QueryTopupBankCards
// lists, type the amount within its range, and TopUpPreOrder makes the order the confirmation page shows. A card the
// bank marks invalid is shown but cannot be picked; a credit card's fee is said before anything is typed (001 §10
// 'Top-up by credit card: fee; debit free and immediate').
import { Button, Chip, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { KesAmountField } from '../../flows/common/KesAmountField';
import { isMmcError } from '../../transport/errors';
import { formatKes } from '../../format/money';
import { createCardTopUp, type TopUpBankDetails, type TopUpCard } from './moneyCalls';
import { useTopUpForm } from './useTopUpForm';

const isCredit = (card: TopUpCard) => card.cardTyp === '1';

/** The server's word on the card it refused (fieldErrors.cardNo), e.g. one the bank has since marked invalid. */
const serverCardError = (error: unknown): string | undefined =>
  isMmcError(error) ? (error.body?.fieldErrors as Record<string, string> | undefined)?.cardNo : undefined;

export const CardTopUpForm = ({ details }: { details: TopUpBankDetails }) => {
  const translate = useTranslate();
  const usable = details.list.filter((card) => card.validFlg === '1');
  const [picked, setPicked] = useState('');
  const cardNo = picked || (usable.length === 1 ? usable[0]!.cardNo : '');
  const { amount, setAmount, errors, busy, submit, checkAmountOnBlur } = useTopUpForm({
    source: cardNo,
    missingSource: 'money.pickCard',
    range: { min: details.minAmt, max: details.maxAmt },
    create: createCardTopUp,
    sourceRefusal: serverCardError,
  });

  if (details.list.length === 0) return <Typography color="text.secondary">{translate('money.noLinkedBanks')}</Typography>;
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
      <FormControl error={Boolean(errors.source)}>
        <FormLabel id="top-up-card">{translate('money.topUpFromCard')}</FormLabel>
        <RadioGroup aria-labelledby="top-up-card" value={cardNo} onChange={(event) => setPicked(event.target.value)}>
          {details.list.map((card) => (
            <FormControlLabel
              key={card.cardNo}
              value={card.cardNo}
              disabled={card.validFlg !== '1'}
              control={<Radio />}
              label={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <span>
                    {translate('money.cardChoice', {
                      card: card.cardNo,
                      kind: translate(isCredit(card) ? 'money.creditCard' : 'money.debitAccount'),
                    })}
                  </span>
                  {card.validFlg !== '1' && <Chip size="small" color="warning" label={translate('money.invalidCard')} />}
                </Stack>
              }
            />
          ))}
        </RadioGroup>
        <FormHelperText>{errors.source ?? translate('money.creditFeeHint', { percent: details.creditFeePercent })}</FormHelperText>
      </FormControl>
      <KesAmountField
        label={translate('money.amount')}
        value={amount}
        onChange={setAmount}
        onBlur={checkAmountOnBlur}
        error={Boolean(errors.amount)}
        helperText={errors.amount ?? translate('money.topUpLimits', { min: formatKes(details.minAmt), max: formatKes(details.maxAmt) })}
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={busy || usable.length === 0} sx={{ alignSelf: 'flex-start' }}>
        {translate('money.next')}
      </Button>
    </Stack>
  );
};
