// /finance/money/accountManagement: the mobile-money numbers the merchant tops up from (PaymentMobileList), each
// removable after a confirmation (DeletePaymentMobile), and the way to add another (addNumber). Top-up, 08.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDisplayDate } from '../../format/dates';
import { formatMobileDisplay } from '../../format/mobile';
import { deletePaymentMobile, fetchPaymentMobiles, MONEY_KEYS } from './moneyCalls';
import { MONEY_CODES, MoneyFrame } from './MoneyFrame';
import { MONEY_ROUTES } from './moneyRoutes';

export const MobileNumbersPage = () => (
  <MoneyFrame code={MONEY_CODES.topUp} title="money.mobileNumbersTitle" back={{ to: MONEY_ROUTES.account, label: 'money.backToAccount' }}>
    <MobileNumbers />
  </MoneyFrame>
);

const MobileNumbers = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const mobiles = useQuery({ queryKey: MONEY_KEYS.mobiles, queryFn: fetchPaymentMobiles });
  const [removing, setRemoving] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await deletePaymentMobile(removing);
      await queryClient.invalidateQueries({ queryKey: MONEY_KEYS.mobiles });
      notify('money.numberRemoved', { type: 'info', messageArgs: { mobile: formatMobileDisplay(removing) } });
      setRemoving(null);
    } catch {
      // The server's message is on screen already.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{translate('money.mobileNumbersIntro')}</Typography>
      {!mobiles.data ? (
        <Skeleton variant="rectangular" height={120} />
      ) : mobiles.data.list.length === 0 ? (
        <Typography>{translate('money.noNumbers')}</Typography>
      ) : (
        <List disablePadding aria-label={translate('money.mobileNumbersTitle')}>
          {mobiles.data.list.map((entry) => (
            <ListItem
              key={entry.mblNo}
              divider
              sx={{ px: 0 }}
              secondaryAction={
                <IconButton edge="end" onClick={() => setRemoving(entry.mblNo)} aria-label={translate('money.removeNumber', { mobile: formatMobileDisplay(entry.mblNo) })}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={formatMobileDisplay(entry.mblNo)}
                secondary={translate('money.numberLine', { operator: entry.operator, date: formatDisplayDate(entry.addDt) })}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Box>
        <Button component={RouterLink} to={MONEY_ROUTES.addNumber} variant="contained" startIcon={<AddIcon />}>
          {translate('money.addNumber')}
        </Button>
      </Box>
      <Confirm
        isOpen={removing !== null}
        loading={busy}
        title={translate('money.removeTitle')}
        content={translate('money.removeText', { mobile: removing ? formatMobileDisplay(removing) : '' })}
        confirm={translate('money.remove')}
        confirmColor="warning"
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
};
