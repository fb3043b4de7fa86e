// /finance/money/bankInformation: top up from a bank — the merchant's linked bank cards and accounts
// (QueryTopupBankCards, top-up type 0) and the provider's bank details to pay into, with the account number as
// the reference, or its paybill from any phone.
import { Alert, Box, Chip, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
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
        {data.list.length === 0 ? (
          <Typography color="text.secondary">{translate('money.noLinkedBanks')}</Typography>
        ) : (
          <List disablePadding>
            {data.list.map((card) => (
              <ListItem key={card.cardNo} divider sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}>
                <ListItemText primary={card.bankNm} secondary={card.cardNo} />
                <Chip size="small" label={translate(card.cardTyp === '1' ? 'money.creditCard' : 'money.debitAccount')} />
                {card.validFlg === '0' && <Chip size="small" color="warning" label={translate('money.invalidCard')} />}
              </ListItem>
            ))}
          </List>
        )}
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
