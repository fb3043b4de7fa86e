// /finance/money/addNumber: add a Kenyan mobile-money number to top up from. The number is checked first
// (CheckPaymentMobile: one already listed is refused, 'The Mobile Number provided already exists.'), then a
// one-time code goes to that phone (OTP business type 16, add mobile money) and, once verified, AddPaymentMobile
// keeps it. Back to where the page was opened from: the numbers, or the top-up (?from=topUp).
import { Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRequireOtp } from '../../flows/otp/OtpProvider';
import { MobileNumberField } from '../../flows/common/MobileNumberField';
import { formatMobileDisplay, toNationalMobile } from '../../format/mobile';
import { isMmcError } from '../../transport/errors';
import { addPaymentMobile, checkPaymentMobile, MONEY_KEYS } from './moneyCalls';
import { MONEY_CODES, MoneyFrame } from './MoneyFrame';
import { MONEY_ROUTES } from './moneyRoutes';

/** Spec 000 §3 OTP business type 16: add mobile money. */
export const OTP_ADD_MOBILE_MONEY = '16';

export const AddNumberPage = () => {
  const [query] = useSearchParams();
  const back = query.get('from') === 'topUp' ? { to: MONEY_ROUTES.topUp, label: 'money.backToTopUp' } : { to: MONEY_ROUTES.mobileNumbers, label: 'money.backToNumbers' };
  return (
    <MoneyFrame code={MONEY_CODES.topUp} title="money.addNumberTitle" back={back}>
      <AddNumberForm done={back.to} />
    </MoneyFrame>
  );
};

const serverFieldError = (error: unknown): string | undefined => {
  const fieldErrors = isMmcError(error) ? (error.body?.fieldErrors as Record<string, string> | undefined) : undefined;
  return fieldErrors?.mblNo;
};

const AddNumberForm = ({ done }: { done: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requireOtp = useRequireOtp();
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const national = toNationalMobile(mobile);
    if (!national) {
      setError(translate(mobile ? 'validation.mobileExpected' : 'validation.required'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await checkPaymentMobile(national);
      const verified = await requireOtp({ otpBusinessType: OTP_ADD_MOBILE_MONEY, otpType: 'P', sendNumber: national });
      if (!verified) return;
      await addPaymentMobile(national, verified.jrnNo);
      await queryClient.invalidateQueries({ queryKey: MONEY_KEYS.mobiles });
      notify('money.numberAdded', { type: 'success', messageArgs: { mobile: formatMobileDisplay(national) } });
      navigate(done);
    } catch (failure) {
      setError(serverFieldError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
      <Typography color="text.secondary">{translate('money.addNumberIntro')}</Typography>
      <MobileNumberField
        label={translate('money.mobileNumber')}
        value={mobile}
        onChange={setMobile}
        error={Boolean(error)}
        helperText={error ?? translate('money.addNumberHint')}
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {translate('money.sendCode')}
      </Button>
    </Stack>
  );
};
