// /finance/money: the merchant's account — available balance (QueryAvailableBalance, permission 45), account
// number and name, the QR code a payer scans to send money to the account — and the ways on: top up by mobile
// money or from a bank, the tills, the numbers the merchant tops up from, and the statements. No breadcrumbs here
// (spec 000 §2; the menu entry says so).
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddCardIcon from '@mui/icons-material/AddCard';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Alert, Box, Button, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { hasPermission } from '../../auth/permissions';
import { formatKes } from '../../format/money';
import { fetchAccount, MONEY_KEYS } from './moneyCalls';
import { MONEY_CODES, MoneyFrame } from './MoneyFrame';
import { MONEY_ROUTES } from './moneyRoutes';

interface Way {
  to: string;
  label: string;
  icon: ReactElement;
  code: string;
}

const WAYS: Way[] = [
  { to: MONEY_ROUTES.topUp, label: 'money.topUpMobile', icon: <AddCardIcon />, code: MONEY_CODES.topUp },
  { to: MONEY_ROUTES.bankTopUp, label: 'money.topUpBank', icon: <AccountBalanceIcon />, code: MONEY_CODES.topUp },
  { to: MONEY_ROUTES.tills, label: 'money.tills', icon: <PointOfSaleIcon />, code: MONEY_CODES.account },
  { to: MONEY_ROUTES.mobileNumbers, label: 'money.mobileNumbers', icon: <PhoneAndroidIcon />, code: MONEY_CODES.topUp },
  { to: MONEY_ROUTES.accountStatement, label: 'money.accountStatement', icon: <ReceiptLongIcon />, code: MONEY_CODES.statement },
  { to: MONEY_ROUTES.tillStatement, label: 'money.tillStatement', icon: <ReceiptIcon />, code: MONEY_CODES.statement },
];

export const AccountPage = () => (
  <MoneyFrame code={MONEY_CODES.account} title="money.accountTitle" maxWidth={880}>
    <AccountDetails />
  </MoneyFrame>
);

const AccountDetails = () => {
  const translate = useTranslate();
  const account = useQuery({ queryKey: MONEY_KEYS.account, queryFn: fetchAccount });
  const data = account.data;
  if (account.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void account.refetch()}>{translate('money.retry')}</Button>}>
        {translate('money.accountFailed')}
      </Alert>
    );
  }
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <Box>
            <Typography variant="body2" color="text.secondary" id="money-balance-label">
              {translate('money.availableBalance')}
            </Typography>
            {data ? (
              <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} aria-labelledby="money-balance-label" data-testid="money-balance">
                {formatKes(data.avaBal)}
              </Typography>
            ) : (
              <Skeleton width={240} height={48} />
            )}
          </Box>
          <Detail label={translate('money.accountName')} value={data?.acNm} />
          <Detail label={translate('money.accountNumber')} value={data?.acNo} />
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          {data ? (
            <QRCodeSVG value={data.qrCode} size={160} marginSize={2} role="img" aria-label={translate('money.accountQr', { account: data.acNo })} />
          ) : (
            <Skeleton variant="rectangular" width={160} height={160} />
          )}
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', maxWidth: 200 }}>
            {translate('money.qrHint')}
          </Typography>
        </Stack>
      </Stack>
      <Divider />
      <Box
        component="nav"
        aria-label={translate('money.ways')}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}
      >
        {WAYS.filter((way) => hasPermission(way.code)).map((way) => (
          <Button key={way.to} component={RouterLink} to={way.to} variant="outlined" startIcon={way.icon} sx={{ justifyContent: 'flex-start', py: 1.25 }}>
            {translate(way.label)}
          </Button>
        ))}
      </Box>
    </Stack>
  );
};

const Detail = ({ label, value }: { label: string; value: string | undefined }) => (
  <Box>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    {value === undefined ? <Skeleton width={180} /> : <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</Typography>}
  </Box>
);
