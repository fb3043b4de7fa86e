// /home/withdraw/result?orderNo=: the withdrawal's result, on the transfer's result page (TransferResult): what
// went where, the fee and total, the reference. Just after withdrawing it shows the payment's own answer; a reload
// reads the order back (QueryTransferOrdSts). "Generate statement" leads to the account statement.
import { CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { MONEY_ROUTES } from '../../finance/money/moneyRoutes';
import type { TransferReceipt } from '../../finance/transfer/transferCalls';
import { TransferResult } from '../../finance/transfer/TransferResult';
import { fetchOrder, HOME_PAY_KEYS } from './homePayCalls';
import { HOME_PAYMENT_ROUTES } from './homePaymentRoutes';

export const WithdrawResult = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const orderNo = query.get('orderNo') ?? '';
  const order = useQuery({ queryKey: HOME_PAY_KEYS.order(orderNo), queryFn: () => fetchOrder(orderNo), enabled: orderNo !== '', retry: false });
  if (!orderNo || order.isError) return <Navigate to={HOME_PAYMENT_ROUTES.withdraw} replace />;
  if (!order.data) return <CircularProgress aria-label={translate('homePay.loading')} sx={{ display: 'block', mx: 'auto', my: 4 }} />;
  // TransferResult reads what a withdrawal's answer shares with a transfer's: status (S or F), amount, fee, total,
  // the recipient's row, transfer type, source of funds, reference and time.
  const receipt = order.data as unknown as TransferReceipt;
  return (
    <TransferResult
      receipt={receipt}
      onAnother={() => navigate(HOME_PAYMENT_ROUTES.withdraw)}
      onStatement={() => navigate(MONEY_ROUTES.accountStatement)}
    />
  );
};
