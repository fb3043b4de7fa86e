// /home/withdraw: money out of the wallet to the owner's own mobile number or to a saved bank account (Finance →
// Beneficiaries). The server says up front where the money goes, the limits and the balance (WithdrawPreOrder
// without an amount), then quotes the fee and total as the amount is typed ("fee shown before confirming"), and
// refuses in its own words (over the limits, 'Insufficient Balance.'). The PIN's title names the amount and fee;
// the result page is the transfer's (TransferResult).
import { Alert, Button, FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSettled } from '../../engine/settled';
import { fetchBeneficiaries, fieldErrorsOf } from '../../finance/transfer/transferCalls';
import { QuoteFigures } from '../../finance/transfer/transferParts';
import { KesAmountField } from '../../flows/common/KesAmountField';
import { useRequirePin } from '../../flows/pin/PinProvider';
import { formatMobileDisplay } from '../../format/mobile';
import { formatKes } from '../../format/money';
import { isMmcError } from '../../transport/errors';
import { HOME_PAY_KEYS, quoteWithdrawal, withdraw, type Withdrawal } from './homePayCalls';
import { typedAmount, useFieldCheck } from './homePayFields';
import { HOME_PAYMENT_ROUTES } from './homePaymentRoutes';

const WITHDRAW_PIN_CODE = 'WITHDRAW';
const QUOTE_DELAY_MS = 400;

const messageOf = (error: unknown): string | undefined => {
  const fields = fieldErrorsOf(error);
  return fields ? Object.values(fields)[0] : isMmcError(error) ? error.message : undefined;
};

export const WithdrawForm = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requirePin = useRequirePin();
  const check = useFieldCheck();
  const [rcvTyp, setRcvTyp] = useState<'1' | '2'>('1');
  const [bnfUsrNo, setBnfUsrNo] = useState('');
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [sending, setSending] = useState(false);

  const banks = useQuery({ queryKey: ['homePay', 'banks'], queryFn: () => fetchBeneficiaries('2'), enabled: rcvTyp === '2' });
  const destination = rcvTyp === '1' ? { rcvTyp } : bnfUsrNo ? { rcvTyp, bnfUsrNo } : null;
  // Where the money goes, the limits and the balance, before an amount is typed.
  const info = useQuery({
    queryKey: HOME_PAY_KEYS.quote(destination),
    queryFn: () => quoteWithdrawal(destination!),
    enabled: destination !== null,
    retry: false,
  });
  // One object per typed value (not per render), so the quote waits for typing to pause and no longer.
  const request = useMemo((): Withdrawal | null => {
    const amount = typedAmount(typed);
    if (!destination || typeof amount !== 'number' || check('amount', typed)) return null;
    return { ...destination, amount };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rcvTyp, bnfUsrNo, typed]);
  const settled = useSettled(request, QUOTE_DELAY_MS);
  const quote = useQuery({
    queryKey: HOME_PAY_KEYS.quote(settled),
    queryFn: () => quoteWithdrawal(settled!),
    enabled: settled !== null,
    retry: false,
    staleTime: 10_000,
  });
  const limits = info.data ?? quote.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { amount: check('amount', typed), bnfUsrNo: rcvTyp === '2' ? check('bnfUsrNo', bnfUsrNo) : undefined };
    setErrors(found);
    if (!request || found.amount || found.bnfUsrNo) return;
    setSending(true);
    try {
      let figures = quote.data;
      try {
        figures = await quoteWithdrawal(request);
      } catch (error) {
        const fields = fieldErrorsOf(error);
        if (fields) return setErrors(fields);
        // Anything else (the balance, the connection) the withdrawal itself answers, after the PIN.
      }
      const title = translate('homePay.pinTitle', { amount: formatKes(request.amount), fee: formatKes(figures?.fee ?? 0) });
      if (!(await requirePin({ authTxCode: WITHDRAW_PIN_CODE, title }))) return;
      try {
        const order = await withdraw(request);
        queryClient.setQueryData(HOME_PAY_KEYS.order(order.orderNo), order);
        await queryClient.invalidateQueries({ queryKey: ['money'] });
        await queryClient.invalidateQueries({ queryKey: ['homePay', 'quote'] });
        navigate(`${HOME_PAYMENT_ROUTES.withdrawResult}?orderNo=${encodeURIComponent(order.orderNo)}`);
      } catch (error) {
        // The server's message is already on screen; field messages go under their fields.
        const fields = fieldErrorsOf(error);
        if (fields) setErrors(fields);
      }
    } finally {
      setSending(false);
    }
  };

  const mobile = info.data?.rcvMblNo && rcvTyp === '1' ? formatMobileDisplay(info.data.rcvMblNo) : '…';
  const quoteProblem = quote.isError && settled ? messageOf(quote.error) : undefined;
  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
      <Typography color="text.secondary">{translate('homePay.withdrawIntro')}</Typography>
      {limits && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography color="text.secondary">{translate('homePay.balance')}</Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="withdraw-balance">
            {formatKes(limits.avaBal)}
          </Typography>
        </Stack>
      )}
      <FormControl>
        <FormLabel id="withdraw-destination">{translate('homePay.destination')}</FormLabel>
        <RadioGroup
          aria-labelledby="withdraw-destination"
          value={rcvTyp}
          onChange={(event) => {
            setRcvTyp(event.target.value as '1' | '2');
            setErrors({});
          }}
        >
          <FormControlLabel value="1" control={<Radio />} label={translate('homePay.toMobile', { mobile })} />
          <FormControlLabel value="2" control={<Radio />} label={translate('homePay.toBank')} />
        </RadioGroup>
      </FormControl>
      {rcvTyp === '2' &&
        (banks.data?.length === 0 ? (
          <Alert severity="info">{translate('homePay.noBankAccounts')}</Alert>
        ) : (
          <TextField
            select
            required
            label={translate('homePay.bankAccount')}
            value={bnfUsrNo}
            onChange={(event) => {
              setBnfUsrNo(event.target.value);
              setErrors((shown) => ({ ...shown, bnfUsrNo: undefined }));
            }}
            error={Boolean(errors.bnfUsrNo)}
            helperText={errors.bnfUsrNo ?? ' '}
          >
            {(banks.data ?? []).map((bank) => (
              <MenuItem key={bank.bnfUsrNo} value={bank.bnfUsrNo}>
                {`${bank.bnfName} · ${bank.rcvBnkNm} ${bank.rcvAcNo}`}
              </MenuItem>
            ))}
          </TextField>
        ))}
      <KesAmountField
        label={translate('homePay.amount')}
        value={typed}
        onChange={setTyped}
        onBlur={(value) => setErrors((shown) => ({ ...shown, amount: check('amount', value) }))}
        error={Boolean(errors.amount)}
        helperText={errors.amount ?? (limits ? translate('homePay.limits', { min: formatKes(limits.minAmt), max: formatKes(limits.maxAmt) }) : ' ')}
        required
      />
      {request &&
        settled &&
        !quoteProblem &&
        (quote.data ? <QuoteFigures quote={quote.data} /> : <Typography color="text.secondary">{translate('homePay.quoting')}</Typography>)}
      {quoteProblem && (
        // A note, not an alert: the server says it again, as an alert, if the merchant withdraws anyway.
        <Alert severity="warning" role="note">
          {quoteProblem}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" startIcon={<ArrowUpwardIcon />} disabled={sending} sx={{ alignSelf: 'flex-start' }}>
        {translate('homePay.withdraw')}
      </Button>
    </Stack>
  );
};
