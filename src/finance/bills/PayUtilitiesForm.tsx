// /finance/payUtilities: pay a bill or buy airtime — the utility kind (water first, spec 001 §9), the provider of that
// kind (QueryUtilityServiceProvider), the account it bills (a phone for airtime, a meter for prepaid electricity,
// else the provider's account number) and the amount. Next checks the account with its provider (CheckBillAccount,
// which answers whose it is) and shows the summary with the server's fee.
import { Button, MenuItem, Skeleton, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { INITIAL_UTILITY_KIND, UTILITY_KINDS } from '../../config/bills';
import { MobileNumberField } from '../../flows/common/MobileNumberField';
import { formatMobileDisplay, isValidKenyanMobile } from '../../format/mobile';
import { BILL_KEYS, checkBillAccount, fetchProviders, payUtility } from './billCalls';
import { BILL_ROUTES } from './billRoutes';
import type { PaymentPlan } from './PaymentSteps';
import { PaymentAmountField } from './PaymentAmountField';
import { useAmount } from './useAmount';

const ACCOUNT_RULES = {
  mobile: (value: string) => isValidKenyanMobile(value),
  meter: (value: string) => /^\d{11}$/.test(value),
  account: (value: string) => /^[A-Za-z0-9-]{4,20}$/.test(value),
};

export const PayUtilitiesForm = ({ onPlan }: { onPlan: (plan: PaymentPlan) => void }) => {
  const translate = useTranslate();
  const providers = useQuery({ queryKey: BILL_KEYS.providers, queryFn: fetchProviders });
  const [kind, setKind] = useState<string>(INITIAL_UTILITY_KIND);
  const [provCd, setProvCd] = useState('');
  const [account, setAccount] = useState('');
  const [errors, setErrors] = useState<{ provCd?: string; account?: string; amount?: string }>({});
  const [busy, setBusy] = useState(false);
  const ofKind = providers.data?.filter((provider) => provider.utilTyp === kind) ?? [];
  const provider = ofKind.find((candidate) => candidate.provCd === provCd) ?? (ofKind.length === 1 ? ofKind[0] : undefined);
  const amount = useAmount('utility', provider?.provCd);
  const acKind = provider?.acKind ?? 'account';
  const accountLabel = translate(`bills.accountLabel.${acKind}`);
  // The server names a provider in English; the console knows the providers' codes in both languages.
  const providerName = (entry: { provCd: string; provNm: string }) => translate(`enums.utilityProvider.${entry.provCd}`, { _: entry.provNm });

  const accountProblem = (value: string) =>
    value ? (ACCOUNT_RULES[acKind](value) ? undefined : translate('validation.formatError')) : translate('validation.required');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      provCd: provider ? undefined : translate('validation.required'),
      account: accountProblem(account),
      amount: amount.problemOf(amount.typed),
    };
    setErrors(found);
    if (!provider || found.account || found.amount) return;
    setBusy(true);
    try {
      const checked = await checkBillAccount(provider.provCd, account);
      const shownAccount = acKind === 'mobile' ? formatMobileDisplay(account) : account;
      onPlan({
        kind: 'utility',
        provCd: provider.provCd,
        amount: amount.minor!,
        rows: [
          { label: translate('bills.provider'), value: providerName(provider) },
          { label: accountLabel, value: shownAccount },
          { label: translate('bills.accountName'), value: checked.acNm },
        ],
        pay: () => payUtility(provider.provCd, account, amount.minor!),
      });
    } catch {
      // 'The Account Number entered does not exist.' is on screen already.
    } finally {
      setBusy(false);
    }
  };

  if (!providers.data) return <Skeleton variant="rectangular" height={240} />;
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
      <TextField
        select
        id="bills-kind"
        label={translate('bills.kind')}
        value={kind}
        onChange={(event) => {
          setKind(event.target.value);
          setProvCd('');
          setAccount('');
        }}
      >
        {UTILITY_KINDS.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`enums.utilityKind.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id="bills-provider"
        label={translate('bills.provider')}
        value={provider?.provCd ?? ''}
        onChange={(event) => {
          setProvCd(event.target.value);
          setErrors((current) => ({ ...current, provCd: undefined }));
        }}
        error={Boolean(errors.provCd)}
        helperText={errors.provCd ?? ' '}
        required
      >
        {ofKind.map((entry) => (
          <MenuItem key={entry.provCd} value={entry.provCd}>
            {providerName(entry)}
          </MenuItem>
        ))}
      </TextField>
      {acKind === 'mobile' ? (
        <MobileNumberField
          label={accountLabel}
          value={account}
          onChange={setAccount}
          onBlur={() => setErrors((current) => ({ ...current, account: accountProblem(account) }))}
          error={Boolean(errors.account)}
          helperText={errors.account ?? ' '}
          required
        />
      ) : (
        <TextField
          label={accountLabel}
          value={account}
          onChange={(event) => setAccount(event.target.value.replace(/\s/g, ''))}
          onBlur={() => setErrors((current) => ({ ...current, account: accountProblem(account) }))}
          error={Boolean(errors.account)}
          helperText={errors.account ?? (acKind === 'meter' ? translate('bills.meterHint') : ' ')}
          required
          slotProps={{ htmlInput: { autoComplete: 'off', inputMode: acKind === 'meter' ? 'numeric' : 'text' } }}
        />
      )}
      <PaymentAmountField amount={amount} error={errors.amount} onChecked={(problem) => setErrors((current) => ({ ...current, amount: problem }))} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {translate('bills.next')}
        </Button>
        <Button component={RouterLink} to={BILL_ROUTES.regularBill}>
          {translate('bills.regularBills')}
        </Button>
        <Button component={RouterLink} to={BILL_ROUTES.accountManage}>
          {translate('bills.savedAccounts')}
        </Button>
      </Stack>
    </Stack>
  );
};
