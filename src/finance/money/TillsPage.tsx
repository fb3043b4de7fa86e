// /finance/money/tills: the merchant's tills (QueryTillsInfoList) with balance, settlement method and status, and
// each till's QR code (spec 000 §3 Till, "Till page: till number, balance, view QR"). A list that cannot be
// fetched says so in the spec's words, 'Failed to fetch tills data.'.
import QrCodeIcon from '@mui/icons-material/QrCode2';
import { Alert, Box, Button, Chip, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatKes } from '../../format/money';
import { fetchTills, MONEY_KEYS, type Till } from './moneyCalls';
import { MONEY_CODES, MoneyFrame } from './MoneyFrame';
import { MONEY_ROUTES } from './moneyRoutes';
import { TillQrDialog } from './TillQrDialog';

export const TillsPage = () => (
  <MoneyFrame code={MONEY_CODES.account} title="money.tillsTitle" back={{ to: MONEY_ROUTES.account, label: 'money.backToAccount' }} maxWidth={960}>
    <Tills />
  </MoneyFrame>
);

const Tills = () => {
  const translate = useTranslate();
  const tills = useQuery({ queryKey: MONEY_KEYS.tills, queryFn: fetchTills });
  const [shown, setShown] = useState<Till | null>(null);
  if (tills.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void tills.refetch()}>{translate('money.retry')}</Button>}>
        {translate('money.tillsFailed')}
      </Alert>
    );
  }
  if (!tills.data) return <Skeleton variant="rectangular" height={240} />;
  if (tills.data.length === 0) return <Typography color="text.secondary">{translate('money.noTills')}</Typography>;
  return (
    <>
      <List disablePadding aria-label={translate('money.tillsTitle')}>
        {tills.data.map((till) => (
          <ListItem key={till.tillNo} divider sx={{ px: 0, py: 1.5, gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{till.tillName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('money.tillLine', { till: till.tillNo, store: till.storeName, method: translate(`enums.settlementMode.${till.stlMethod}`) })}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: { xs: '100%', sm: 'auto' } }}>
              <Typography sx={{ fontWeight: 700, flex: { xs: 1, sm: 'none' }, minWidth: { sm: 140 }, textAlign: { sm: 'right' }, whiteSpace: 'nowrap' }}>
                {formatKes(till.balance)}
              </Typography>
              <Chip
                size="small"
                color={till.status === '0' ? 'success' : 'default'}
                label={translate(till.status === '0' ? 'money.tillActive' : 'money.tillInactive')}
              />
              <Button size="small" startIcon={<QrCodeIcon />} onClick={() => setShown(till)} aria-label={translate('money.viewQrOf', { till: till.tillNo })}>
                {translate('money.viewQr')}
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
      <TillQrDialog till={shown} onClose={() => setShown(null)} />
    </>
  );
};
