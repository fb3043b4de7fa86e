// A split-bill message's order (QuerySplitOrderDetail): what is owed to whom, and either Details (paid, status 1)
// or To pay (status 0 or 2), each shown only to users holding the permission its page needs.
import { Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { hasPermission } from '../auth/permissions';
import { formatDisplayDate } from '../format/dates';
import { formatMobileDisplay } from '../format/mobile';
import { formatKes } from '../format/money';
import { useSplitOrder } from './notificationQueries';
import { payLink, recordLink } from './splitBillLinks';
import { isSplitPaid, type NotificationMessage } from './types';
import { RetryAlert } from './RetryAlert';

const TRANSFER_PERMISSION = '09';
const TRANSACTION_HISTORY_PERMISSION = '12';

export const SplitBillDetail = ({ message, onLeave }: { message: NotificationMessage; onLeave: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const titleId = useId();
  const { data: order, isPending, isError, refetch } = useSplitOrder(message.ordNo, message.sndDt);

  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={24} />
      </Box>
    );
  }
  if (isError) {
    return <RetryAlert message="notifications.splitLoadFailed" onRetry={() => void refetch()} />;
  }

  const paid = isSplitPaid(order);
  const go = (to: string) => {
    onLeave();
    navigate(to);
  };
  const rows: Array<[string, string]> = [
    ['notifications.split.amount', formatKes(order.payAmt)],
    ['notifications.split.payTo', order.rcvNm],
    ['notifications.split.mobile', formatMobileDisplay(order.rcvMblNo)],
    ['notifications.split.orderNo', order.orderNo],
    ['notifications.split.orderDate', formatDisplayDate(order.orderDate)],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h4" sx={{ flex: 1, fontWeight: 700 }}>
          {translate('notifications.split.title')}
        </Typography>
        <Chip
          size="small"
          color={paid ? 'success' : 'warning'}
          label={translate(paid ? 'notifications.split.paid' : 'notifications.split.unpaid')}
        />
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, textAlign: 'right' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
        {paid
          ? hasPermission(TRANSACTION_HISTORY_PERMISSION) && (
              <Button variant="outlined" onClick={() => go(recordLink(order))}>
                {translate('notifications.split.details')}
              </Button>
            )
          : hasPermission(TRANSFER_PERMISSION) && (
              <Button variant="contained" onClick={() => go(payLink(order))}>
                {translate('notifications.split.toPay')}
              </Button>
            )}
      </Box>
    </Paper>
  );
};
