// The "Send to bank" form: the channel (EFT, RTGS, interbank instant, the provider's bank, a partner bank, Visa or
// SWIFT), the bank, the account number and its holder, the amount and the source of funds; by SWIFT also the
// bank's SWIFT code and the beneficiary's address (street, residence, city, country, state, postal address).
// Checked with schemas/transfer.schema.json, whose if/then asks for the SWIFT fields only then.
import { Autocomplete, Box, Button, Stack, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { BANK_CHANNELS, SWIFT_CHANNEL } from '../../config/transferChannels';
import { KesAmountField } from '../../flows/common/KesAmountField';
import { fetchBanks, TRANSFER_KEYS, type SingleTransfer } from './transferCalls';
import { BeneficiaryPicker, ChannelSelect, QuoteLine, SourceOfFundsSelect, useDailyLimitText, type FieldMessages } from './transferParts';
import { amountValue, recordOf, useTransferForm } from './useTransferForm';

const BASE_FIELDS = ['rcvCnl', 'rcvBnkNm', 'rcvAcNo', 'rcvNm', 'amount'] as const;
const SWIFT_FIELDS = ['swiftCode', 'street', 'residence', 'city', 'country', 'state', 'postalAddress'] as const;
type Field = (typeof BASE_FIELDS)[number] | (typeof SWIFT_FIELDS)[number];
const EMPTY = Object.fromEntries([...BASE_FIELDS, ...SWIFT_FIELDS].map((name) => [name, ''])) as Record<Field, string>;

export const SendToBankForm = ({ onSend }: { onSend: (transfer: SingleTransfer) => Promise<FieldMessages | void> }) => {
  const translate = useTranslate();
  const [swift, setSwift] = useState(false);
  const fields = swift ? [...BASE_FIELDS, ...SWIFT_FIELDS] : BASE_FIELDS;
  const form = useTransferForm({ ...EMPTY, transferType: 'bank', rcvCnl: '41', srcFund: '1' }, fields);
  const { values, errors } = form;
  const dailyLimit = useDailyLimitText();
  const [sending, setSending] = useState(false);
  // Kenyan banks to choose from; a bank abroad (SWIFT) is typed in.
  const banks = useQuery({ queryKey: TRANSFER_KEYS.banks, queryFn: fetchBanks, staleTime: Infinity });

  const transfer = (): SingleTransfer => {
    const record = recordOf(values);
    if (!swift) for (const name of SWIFT_FIELDS) delete record[name];
    return { ...(record as unknown as SingleTransfer), amount: amountValue(values.amount ?? '') as number };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    setSending(true);
    try {
      const refused = await onSend(transfer());
      if (refused) form.setErrors(refused);
    } finally {
      setSending(false);
    }
  };

  const field = (name: Field, required = true) => ({
    label: translate(`transfer.${name}`),
    value: values[name] ?? '',
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    required,
  });
  const text = (name: Field, required = true) => (
    <TextField {...field(name, required)} onChange={(event) => form.set(name, event.target.value)} onBlur={() => form.check(name)} />
  );
  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={1}>
      <BeneficiaryPicker
        rcvTyp="2"
        onPick={(picked) => {
          form.set('rcvBnkNm', picked.rcvBnkNm);
          form.set('rcvAcNo', picked.rcvAcNo);
          form.set('rcvNm', picked.bnfName);
          if ((BANK_CHANNELS as readonly string[]).includes(picked.rcvCnl)) {
            form.set('rcvCnl', picked.rcvCnl);
            setSwift(picked.rcvCnl === SWIFT_CHANNEL);
          }
          form.setErrors({});
        }}
      />
      <ChannelSelect
        channels={BANK_CHANNELS}
        {...field('rcvCnl')}
        helperText={errors.rcvCnl ?? dailyLimit(values.rcvCnl)}
        label={translate('transfer.channel')}
        onChange={(value) => {
          form.set('rcvCnl', value);
          setSwift(value === SWIFT_CHANNEL);
        }}
      />
      {swift ? (
        text('rcvBnkNm')
      ) : (
        <Autocomplete
          freeSolo
          options={(banks.data ?? []).map((bank) => bank.bankName)}
          inputValue={values.rcvBnkNm ?? ''}
          onInputChange={(_event, value) => form.set('rcvBnkNm', value)}
          renderInput={(params) => <TextField {...params} {...field('rcvBnkNm')} onBlur={() => form.check('rcvBnkNm')} />}
        />
      )}
      {swift && text('swiftCode')}
      {text('rcvAcNo')}
      {text('rcvNm')}
      <KesAmountField
        {...field('amount')}
        label={translate('transfer.amount')}
        onChange={(value) => form.set('amount', value)}
        onBlur={(value) => form.check('amount', value)}
      />
      <SourceOfFundsSelect value={values.srcFund ?? '1'} onChange={(value) => form.set('srcFund', value)} />
      {swift && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Box component="legend" sx={{ typography: 'subtitle1', fontWeight: 600, mb: 1 }}>
            {translate('transfer.beneficiaryAddress')}
          </Box>
          {text('street')}
          {text('residence', false)}
          {text('city')}
          {text('state', false)}
          {text('country')}
          {text('postalAddress')}
        </Box>
      )}
      <QuoteLine request={form.complete ? { kind: 'single', transfer: transfer() } : null} />
      <Button type="submit" variant="contained" size="large" startIcon={<SendIcon />} disabled={sending} sx={{ alignSelf: 'flex-start' }}>
        {translate('transfer.send')}
      </Button>
    </Stack>
  );
};
