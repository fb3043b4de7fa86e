// /finance/money/bankInformation: top up from a bank — from one of the merchant's linked bank cards or accounts
// (QueryTopupBankCards, top-up type 0), or by paying into the provider's bank with the account number as the
// reference, or its paybill from any phone.
import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { CardTopUpForm } from './CardTopUpForm';
import { fetchBankDetails, MONEY_KEYS } from './moneyCalls';
import { MONEY_CODES, MoneyFrame } from './MoneyFrame';
import { MONEY_ROUTES } from './moneyRoutes';
import { SummaryList } from './SummaryList';

export const BankTopUpPage = () => (
  <MoneyFrame code={MONEY_CODES.topUp} title="money.bankTitle" back={{ to: MONEY_ROUTES.account, label: 'money.backToAccount' }}>
    <BankDetails />
  </MoneyFrame>
);

const BankDetails = () => {
  const translate = useTranslate();
  const details = useQuery({ queryKey: MONEY_KEYS.bank, queryFn: fetchBankDetails });
  const data = details.data;
  if (!data) return <Skeleton variant="rectangular" height={240} />;
  const { provider } = data;
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="bank-linked">
        <Typography id="bank-linked" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {translate('money.linkedBanks')}
        </Typography>
        <CardTopUpForm details={data} />
      </Box>
      <Box component="section" aria-labelledby="bank-provider">
        <Typography id="bank-provider" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {translate('money.payInto')}
        </Typography>
        <SummaryList
          rows={[
            { label: translate('money.bankName'), value: provider.bankNm },
            { label: translate('money.branch'), value: provider.branchNm },
            { label: translate('money.bankAccount'), value: provider.bankAcNo },
            { label: translate('money.swift'), value: provider.swiftCode },
            { label: translate('money.paybill'), value: provider.paybillNo },
            { label: translate('money.referenceToQuote'), value: provider.reference, strong: true },
          ]}
        />
      </Box>
      <Alert severity="info">{translate('money.bankHint', { account: provider.reference, name: provider.acNm })}</Alert>
    </Stack>
  );
};
