// The "Send to mobile" form: a mobile number, the person's name, the amount, the channel (mobile money by default;
// the provider's wallet or merchant account, or another network's wallet by mobile interbank instant) and the
// source of funds. Fields are checked with schemas/transfer.schema.json, the same rules the backend applies. A
// split-bill payment is fixed by the request it pays (amount, recipient), so only a plain transfer is typed in.
import { Alert, Button, Stack, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { MOBILE_CHANNELS } from '../../config/transferChannels';
import { KesAmountField } from '../../flows/common/KesAmountField';
import { MobileNumberField } from '../../flows/common/MobileNumberField';
import { formatKesNumber } from '../../format/money';
import { formatMobileDisplay } from '../../format/mobile';
import type { SingleTransfer } from './transferCalls';
import type { TransferDraft } from './transferDraft';
import { BeneficiaryPicker, ChannelSelect, QuoteLine, SourceOfFundsSelect, useDailyLimitText, type FieldMessages } from './transferParts';
import { amountValue, recordOf, useTransferForm } from './useTransferForm';

const FIELDS = ['rcvMblNo', 'rcvNm', 'amount', 'rcvCnl'] as const;

export interface SendToMobileFormProps {
  draft: TransferDraft;
  /** Resolves with the server's field messages when it refused some fields, or nothing. */
  onSend: (transfer: SingleTransfer) => Promise<FieldMessages | void>;
}

export const SendToMobileForm = ({ draft, onSend }: SendToMobileFormProps) => {
  const translate = useTranslate();
  const form = useTransferForm(
    { transferType: draft.transferType, rcvMblNo: draft.mobile, rcvNm: draft.name, amount: draft.amount, rcvCnl: '44', srcFund: '1' },
    FIELDS,
  );
  const { values, errors } = form;
  const dailyLimit = useDailyLimitText();
  const [sending, setSending] = useState(false);
  // A split bill arrives complete from its request; one whose query was cut short is typed in like any transfer.
  const [fixed] = useState(() => draft.transferType === 'splitBill' && form.complete);

  const transfer = (): SingleTransfer => {
    const record = recordOf(values) as unknown as SingleTransfer;
    return { ...record, amount: amountValue(values.amount ?? '') as number, ...(draft.orderNo ? { orderNo: draft.orderNo } : {}) };
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

  const field = (name: (typeof FIELDS)[number]) => ({
    value: values[name] ?? '',
    onChange: (value: string) => form.set(name, value),
    error: Boolean(errors[name]),
    // Helper lines keep their space (' ') so a message appearing on blur never moves the Send button from under
    // the pointer that is clicking it.
    helperText: errors[name] ?? ' ',
    required: true,
  });
  // Fixed values read as text (label over value), not as boxes that look editable but are not.
  const shown = { variant: 'standard', slotProps: { input: { readOnly: true, disableUnderline: true } } } as const;
  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={1}>
      {fixed && <Alert severity="info">{translate('transfer.splitHint')}</Alert>}
      <TextField label={translate('transfer.type')} value={translate(`enums.transferType.${draft.transferType}`)} {...shown} />
      {fixed ? (
        <>
          <TextField label={translate('transfer.mobile')} value={formatMobileDisplay(values.rcvMblNo ?? '')} {...shown} />
          <TextField label={translate('transfer.name')} value={values.rcvNm} {...shown} />
          <TextField label={translate('transfer.amount')} value={`KES. ${formatKesNumber(amountValue(values.amount ?? '') as number)}`} {...shown} />
        </>
      ) : (
        <>
          <BeneficiaryPicker
            rcvTyp="1"
            onPick={(picked) => {
              form.set('rcvMblNo', picked.bnfMblNo);
              form.set('rcvNm', picked.bnfName);
              if ((MOBILE_CHANNELS as readonly string[]).includes(picked.rcvCnl)) form.set('rcvCnl', picked.rcvCnl);
              form.setErrors({});
            }}
          />
          <MobileNumberField label={translate('transfer.mobile')} {...field('rcvMblNo')} onBlur={() => form.check('rcvMblNo')} />
          <TextField
            label={translate('transfer.name')}
            {...field('rcvNm')}
            onChange={(event) => form.set('rcvNm', event.target.value)}
            onBlur={() => form.check('rcvNm')}
          />
          <KesAmountField label={translate('transfer.amount')} {...field('amount')} onBlur={(value) => form.check('amount', value)} />
          <ChannelSelect
            label={translate('transfer.channel')}
            channels={MOBILE_CHANNELS}
            {...field('rcvCnl')}
            helperText={errors.rcvCnl ?? dailyLimit(values.rcvCnl)}
          />
          <SourceOfFundsSelect value={values.srcFund ?? '1'} onChange={(value) => form.set('srcFund', value)} />
        </>
      )}
      <QuoteLine request={form.complete ? { kind: 'single', transfer: transfer() } : null} />
      <Button type="submit" variant="contained" size="large" startIcon={<SendIcon />} disabled={sending} sx={{ alignSelf: 'flex-start' }}>
        {translate('transfer.send')}
      </Button>
    </Stack>
  );
};
