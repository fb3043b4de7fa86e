// What every transfer form shares: the channel and source-of-funds choices, the server's quote shown as it is
// worked out (fee and total before the PIN, spec: "fee shown before confirming"), and sending: quote, PIN (its
// title names the amount and any fee), pay, then the result page (/finance/transfer/details).
import { Alert, Autocomplete, Box, MenuItem, Stack, TextField, Typography, type TextFieldProps } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useRequirePin } from '../../flows/pin/PinProvider';
import { formatKes } from '../../format/money';
import { SPLIT_ORDERS } from '../../notifications/notificationQueries';
import { isMmcError } from '../../transport/errors';
import {
  fetchBeneficiaries,
  fetchDailyLimits,
  fieldErrorsOf,
  quoteTransfer,
  sendTransfer,
  type Beneficiary,
  type TransferQuote,
  type TransferRequest,
  TRANSFER_KEYS,
} from './transferCalls';
import { TRANSFER_ROUTES } from './transferRoutes';

const TRANSFER_PIN_CODE = 'TRANSFER';
const QUOTE_DELAY_MS = 400;

type ChoiceProps = Omit<TextFieldProps, 'onChange' | 'select' | 'children'> & { value: string; onChange: (value: string) => void };

export const ChannelSelect = ({ channels, value, onChange, ...props }: ChoiceProps & { channels: readonly string[] }) => {
  const translate = useTranslate();
  return (
    <TextField select {...props} value={value} onChange={(event) => onChange(event.target.value)}>
      {channels.map((code) => (
        <MenuItem key={code} value={code}>
          {translate(`enums.receiveChannel.${code}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * The line under a channel's choice: its limit per day and what today's transfers leave of it
 * (QueryTransferDailyLimits, read afresh each time a form opens), or a blank line while it loads.
 */
export const useDailyLimitText = () => {
  const translate = useTranslate();
  const limits = useQuery({ queryKey: TRANSFER_KEYS.dailyLimits, queryFn: fetchDailyLimits, staleTime: 0 });
  return (channel: string | undefined): string => {
    const limit = limits.data?.find((entry) => entry.rcvCnl === channel);
    return limit ? translate('transfer.dailyLimit', { limit: formatKes(limit.dailyLmt), left: formatKes(limit.availAmt) }) : ' ';
  };
};

const SOURCES = ['1', '2', '4'] as const;

export const SourceOfFundsSelect = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => {
  const translate = useTranslate();
  return (
    <TextField select label={translate('transfer.srcFund')} value={value} onChange={(event) => onChange(event.target.value)} helperText=" ">
      {SOURCES.map((code) => (
        <MenuItem key={code} value={code}>
          {translate(`enums.sourceOfFunds.${code}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Fills the form from a saved beneficiary (Finance → Beneficiaries) of the kind the form sends to. */
export const BeneficiaryPicker = ({ rcvTyp, onPick }: { rcvTyp: '1' | '2'; onPick: (beneficiary: Beneficiary) => void }) => {
  const translate = useTranslate();
  const beneficiaries = useQuery({ queryKey: ['transfer', 'beneficiaries', rcvTyp], queryFn: () => fetchBeneficiaries(rcvTyp) });
  return (
    <Autocomplete
      options={beneficiaries.data ?? []}
      loading={beneficiaries.isPending}
      getOptionLabel={(option) => `${option.bnfName} · ${option.rcvTyp === '1' ? option.bnfMblNo : `${option.rcvBnkNm} ${option.rcvAcNo}`}`}
      getOptionKey={(option) => option.bnfUsrNo}
      onChange={(_event, picked) => picked && onPick(picked)}
      renderInput={(params) => <TextField {...params} label={translate('transfer.beneficiary')} helperText={translate('transfer.beneficiaryHint')} />}
    />
  );
};

/** The request once it has stood still for a moment (a quote per keystroke would be wasted). */
const useSettled = <T,>(value: T): T => {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return settled;
};

/**
 * The server's fee and total for what is typed, once it is complete; or what the server says against it (over the
 * channel's limit, more than the balance) in its words. Nothing while the form is incomplete.
 */
export const QuoteLine = ({ request }: { request: TransferRequest | null }) => {
  const translate = useTranslate();
  const settled = useSettled(request);
  const quote = useQuery({
    queryKey: ['transfer', 'quote', settled],
    queryFn: () => quoteTransfer(settled!),
    enabled: settled !== null,
    retry: false,
    staleTime: 30_000,
  });
  if (!request || !settled) return null;
  if (quote.isError) {
    const fields = fieldErrorsOf(quote.error);
    const message = fields ? Object.values(fields)[0] : isMmcError(quote.error) ? quote.error.message : undefined;
    // A note, not an alert: the server says it again, as an alert, if the merchant sends anyway.
    return message ? (
      <Alert severity="warning" role="note">
        {message}
      </Alert>
    ) : null;
  }
  if (!quote.data) return <Typography color="text.secondary">{translate('transfer.quoting')}</Typography>;
  return <QuoteFigures quote={quote.data} />;
};

export const QuoteFigures = ({ quote, centered = false }: { quote: Pick<TransferQuote, 'amount' | 'fee' | 'total'>; centered?: boolean }) => {
  const translate = useTranslate();
  const figures = [
    ['amountTotal', quote.amount],
    ['fee', quote.fee],
    ['total', quote.total],
  ] as const;
  return (
    <Box role="group" aria-label={translate('transfer.quote')}>
      <Stack
        component="dl"
        direction="row"
        sx={{ flexWrap: 'wrap', justifyContent: centered ? 'center' : 'flex-start', columnGap: 3, rowGap: 0.5, m: 0 }}
      >
        {figures.map(([key, value]) => (
          <Stack key={key} direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`transfer.${key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: key === 'total' ? 700 : 400 }}>
              {formatKes(value)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
};

/** Field messages by field name: the single form's own, or a row's (rows.<i>.<field>). */
export type FieldMessages = Record<string, string>;

/**
 * Sends a transfer: the server's quote first (a refused field stops here, under its field), the PIN with the
 * amount and fee in its title, then the payment; its result page follows. Resolves with the server's field
 * messages when it refused some, or nothing.
 */
export const useSendTransfer = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requirePin = useRequirePin();
  return async (request: TransferRequest, amount: number): Promise<FieldMessages | void> => {
    let quote: TransferQuote | undefined;
    try {
      quote = await quoteTransfer(request);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      // Anything else (the balance, the connection) the payment itself answers, after the PIN.
    }
    const title = quote?.fee
      ? translate('transfer.pinTitleFee', { amount: formatKes(quote.amount), fee: formatKes(quote.fee) })
      : translate('transfer.pinTitle', { amount: formatKes(quote?.amount ?? amount) });
    if (!(await requirePin({ authTxCode: TRANSFER_PIN_CODE, title }))) return;
    try {
      const receipt = await sendTransfer(request);
      queryClient.setQueryData(['transfer', 'order', receipt.orderNo], receipt);
      await queryClient.invalidateQueries({ queryKey: ['money'] });
      await queryClient.invalidateQueries({ queryKey: TRANSFER_KEYS.dailyLimits });
      if (request.kind === 'single' && request.transfer.orderNo) await queryClient.invalidateQueries({ queryKey: SPLIT_ORDERS });
      navigate(`${TRANSFER_ROUTES.details}?orderNo=${encodeURIComponent(receipt.orderNo)}`);
    } catch (error) {
      // The server's message is already on screen; field messages go under their fields.
      return fieldErrorsOf(error);
    }
  };
};
