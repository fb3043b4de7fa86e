// /finance/transfer/details?orderNo=: the result page of one transfer (TamOrderDetailQuery; just after sending,
// the payment's own answer), with its recipients when it went to many, and "Generate statement" (the transfer's
// advice as a PDF, DownloadTransferAdvice).
import { Box, Card, CardContent, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { saveFile } from '../../flows/common/saveFile';
import { formatKes } from '../../format/money';
import { downloadAdvice, fetchTransfer, TRANSFER_KEYS } from './transferCalls';
import { destinationOf, TransferResult } from './TransferResult';
import { TRANSFER_ROUTES } from './transferRoutes';

export const TransferDetailsPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const orderNo = query.get('orderNo') ?? '';
  const order = useQuery({ queryKey: TRANSFER_KEYS.order(orderNo), queryFn: () => fetchTransfer(orderNo), enabled: orderNo !== '', retry: false });
  if (!orderNo || order.isError) return <Navigate to="/404" replace />;
  const receipt = order.data;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Title title={translate('transfer.detailsTitle')} />
      <Card variant="outlined" sx={{ maxWidth: 640 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {translate('transfer.detailsTitle')}
          </Typography>
          {!receipt ? (
            <CircularProgress aria-label={translate('ra.page.loading')} sx={{ display: 'block', mx: 'auto', my: 4 }} />
          ) : (
            <TransferResult
              receipt={receipt}
              onAnother={() => navigate(TRANSFER_ROUTES.send)}
              onStatement={() =>
                void downloadAdvice(receipt.orderNo).then(
                  (file) => saveFile(file, `transfer-${receipt.orderNo}.pdf`),
                  () => undefined,
                )
              }
            >
              {receipt.rows.length > 1 && (
                <List dense aria-label={translate('transfer.recipients')} sx={{ width: '100%', textAlign: 'left' }}>
                  {receipt.rows.map((row, index) => (
                    <ListItem key={index} divider sx={{ gap: 2, alignItems: 'flex-start' }}>
                      <ListItemText
                        primary={row.rcvNm}
                        secondary={`${destinationOf(row)} · ${translate(`enums.receiveChannel.${row.rcvCnl}`)} · ${translate('transfer.fee')} ${formatKes(row.fee)}`}
                      />
                      <Typography sx={{ flexShrink: 0, pt: 0.75 }}>{formatKes(row.amount)}</Typography>
                    </ListItem>
                  ))}
                </List>
              )}
            </TransferResult>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
