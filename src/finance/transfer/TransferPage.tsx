// /finance/transfer: send money to a mobile number, also where a split bill's "To pay" leads (spec 001 §4).
// Needs transfer (09, spec 001 §6) and the transacting PIN before the money moves. Other transfer kinds (bank,
// many recipients, beneficiary groups) are not built yet.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Authenticated, Title, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { hasPermission } from '../../auth/permissions';
import { useRequirePin } from '../../flows/pin/PinProvider';
import { formatKes } from '../../format/money';
import type { Transfer } from '../../generated/types';
import { AccessDeniedPage } from '../../layout/AccessDeniedPage';
import { SPLIT_ORDERS } from '../../notifications/notificationQueries';
import { isMmcError } from '../../transport/errors';
import { sendMoney, type TransferReceipt } from './transferCalls';
import { draftFromQuery } from './transferDraft';
import { SendToMobileForm } from './SendToMobileForm';
import { TransferResult } from './TransferResult';

export const TRANSFER_PERMISSION = '09';
const TRANSFER_PIN_CODE = 'TRANSFER';

export const TransferPage = () => (
  <Authenticated>
    <Transfer />
  </Authenticated>
);

const Transfer = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requirePin = useRequirePin();
  const [query] = useSearchParams();
  const [receipt, setReceipt] = useState<TransferReceipt | null>(null);
  const draft = draftFromQuery(query);

  if (!hasPermission(TRANSFER_PERMISSION)) return <AccessDeniedPage />;

  const send = async (transfer: Transfer): Promise<Record<string, string> | void> => {
    const title = translate('transfer.pinTitle', { amount: formatKes(transfer.amount) });
    if (!(await requirePin({ authTxCode: TRANSFER_PIN_CODE, title }))) return;
    try {
      setReceipt(await sendMoney(transfer));
      if (transfer.orderNo) await queryClient.invalidateQueries({ queryKey: SPLIT_ORDERS });
    } catch (error) {
      // The server's message is already on screen; field messages go under their fields.
      const fieldErrors = isMmcError(error) ? error.body?.fieldErrors : undefined;
      if (fieldErrors && typeof fieldErrors === 'object') return fieldErrors as Record<string, string>;
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Title title={translate('transfer.title')} />
      <Card variant="outlined" sx={{ maxWidth: 560 }}>
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
            {translate('transfer.sendToMobile')}
          </Typography>
          {receipt ? (
            <TransferResult
              receipt={receipt}
              onAnother={() => {
                setReceipt(null);
                navigate('/finance/transfer');
              }}
            />
          ) : (
            <SendToMobileForm key={query.toString()} draft={draft} onSend={send} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
