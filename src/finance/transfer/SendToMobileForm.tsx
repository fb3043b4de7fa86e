// The "Send to mobile" form. Fields are checked with schemas/transfer.schema.json, the same rules the backend
// applies. A split-bill payment is fixed by the request it pays (amount, recipient), so only a plain transfer is
// typed in; the type itself is never edited here.
import { Alert, Button, InputAdornment, Stack, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { finishAmountInput, formatKesNumber, sanitizeAmountInput, toMinorUnits } from '../../format/money';
import { COUNTRY_CODE, formatMobileDisplay, normalizeMobileInput } from '../../format/mobile';
import type { Transfer } from '../../generated/types';
import { validateField, type FieldProblem } from '../../validation/validate';
import type { TransferDraft } from './transferDraft';
import * as transferEntity from '../../generated/entities/transfer';
import { provideEntities } from '../../validation/entityRegistry';

// A hand-written flow brings the entity it validates with it (the engine loads a screen's own).
provideEntities(transferEntity);

type Field = 'amount' | 'rcvMblNo' | 'rcvNm';

export interface SendToMobileFormProps {
  draft: TransferDraft;
  /** Resolves with the server's field messages when it refused some fields, or nothing. */
  onSend: (transfer: Transfer) => Promise<Record<string, string> | void>;
}

const minorUnitsOrText = (amount: string): number | string => {
  try {
    return amount ? toMinorUnits(finishAmountInput(amount)) : '';
  } catch {
    return amount;
  }
};

export const SendToMobileForm = ({ draft, onSend }: SendToMobileFormProps) => {
  const translate = useTranslate();
  const [amount, setAmount] = useState(draft.amount);
  const [mobile, setMobile] = useState(draft.mobile);
  const [name, setName] = useState(draft.name);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const values = (): Record<Field, unknown> => ({ amount: minorUnitsOrText(amount), rcvMblNo: mobile, rcvNm: name.trim() });
  // A split bill arrives complete from its request; one whose query was cut short is typed in like any transfer.
  const [fixed] = useState(
    () => draft.transferType === 'splitBill' && (Object.entries(values()) as Array<[Field, unknown]>).every(([field, value]) => !validateField('transfer', field, value)),
  );
  const say = (problem: FieldProblem | null) => (problem ? translate(problem.key, problem.values) : undefined);
  const check = (field: Field) => setErrors((current) => ({ ...current, [field]: say(validateField('transfer', field, values()[field])) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const current = values();
    const found = Object.fromEntries(
      (Object.keys(current) as Field[]).map((field) => [field, say(validateField('transfer', field, current[field]))]),
    ) as Partial<Record<Field, string>>;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSending(true);
    try {
      const refused = await onSend({
        transferType: draft.transferType,
        amount: current.amount as number,
        rcvMblNo: mobile,
        rcvNm: name.trim(),
        ...(draft.orderNo ? { orderNo: draft.orderNo } : {}),
      });
      if (refused) setErrors(refused);
    } finally {
      setSending(false);
    }
  };

  // Helper lines keep their space (' ') so a message appearing on blur never moves the Send button from under
  // the pointer that is clicking it. Fixed values read as text (label over value), not as boxes that look editable but are not.
  const shown = (fieldIsFixed: boolean) => (fieldIsFixed ? ({ variant: 'standard', slotProps: { input: { readOnly: true, disableUnderline: true } } } as const) : {});
  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2.5}>
      {fixed && <Alert severity="info">{translate('transfer.splitHint')}</Alert>}
      <TextField label={translate('transfer.type')} value={translate(`enums.transferType.${draft.transferType}`)} {...shown(true)} />
      {fixed ? (
        <>
          <TextField label={translate('transfer.mobile')} value={formatMobileDisplay(mobile)} {...shown(true)} />
          <TextField label={translate('transfer.name')} value={name} {...shown(true)} />
          <TextField label={translate('transfer.amount')} value={`KES. ${formatKesNumber(values().amount as number)}`} {...shown(true)} />
        </>
      ) : (
        <>
          <TextField
            label={translate('transfer.mobile')}
            value={mobile}
            onChange={(event) => setMobile(normalizeMobileInput(event.target.value))}
            onBlur={() => check('rcvMblNo')}
            error={Boolean(errors.rcvMblNo)}
            helperText={errors.rcvMblNo ?? ' '}
            required
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">+{COUNTRY_CODE}</InputAdornment> },
              htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
            }}
          />
          <TextField
            label={translate('transfer.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => check('rcvNm')}
            error={Boolean(errors.rcvNm)}
            helperText={errors.rcvNm ?? ' '}
            required
          />
          <TextField
            label={translate('transfer.amount')}
            value={amount}
            onChange={(event) => setAmount(sanitizeAmountInput(event.target.value))}
            onBlur={() => {
              setAmount(finishAmountInput(amount));
              check('amount');
            }}
            error={Boolean(errors.amount)}
            helperText={errors.amount ?? ' '}
            required
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">KES.</InputAdornment> },
              htmlInput: { inputMode: 'decimal' },
            }}
          />
        </>
      )}
      <Button type="submit" variant="contained" size="large" startIcon={<SendIcon />} disabled={sending} sx={{ alignSelf: 'flex-start' }}>
        {translate('transfer.send')}
      </Button>
    </Stack>
  );
};
