// The screens after a request to pay (spec 000 §2 /requestToPay: wait, success, fail): each reads the order named
// by ?orderNo= (QueryTransferOrdSts), so the address tells where the request stands and a reload of the wait screen
// keeps waiting. The wait screen asks every couple of seconds, as the quick sale's mobile money does, and moves on
// to success or fail when the customer has answered; success and fail send an order still waiting back to wait.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { formatDisplayDateTime } from '../../format/dates';
import { formatMobileDisplay } from '../../format/mobile';
import { formatKes } from '../../format/money';
import { isMmcError } from '../../transport/errors';
import { fetchOrder, HOME_PAY_KEYS, type HomePayOrder } from './homePayCalls';
import { HOME_PAYMENT_ROUTES } from './homePaymentRoutes';

const POLL_MS = 2_000;
const TRANSACTION_HISTORY = '/finance/transaction';

/** The screen for each status of a request. */
const SCREEN_OF: Record<HomePayOrder['payStatus'], string> = {
  P: HOME_PAYMENT_ROUTES.requestWait,
  S: HOME_PAYMENT_ROUTES.requestSuccess,
  F: HOME_PAYMENT_ROUTES.requestFail,
};

const useRequestOrder = (poll: boolean) => {
  const [query] = useSearchParams();
  const orderNo = query.get('orderNo') ?? '';
  const order = useQuery({
    queryKey: HOME_PAY_KEYS.order(orderNo),
    queryFn: () => fetchOrder(orderNo),
    enabled: orderNo !== '',
    refetchInterval: (current) => (poll && current.state.data?.payStatus !== 'S' && current.state.data?.payStatus !== 'F' ? POLL_MS : false),
    // Keep asking through a dropped answer (the customer may still be paying), but not after a refusal.
    retry: (_, error) => !(isMmcError(error) && error.kind === 'code'),
  });
  return { orderNo, order };
};

/** Moves to the screen of the order's status when it is not this one. */
const useScreenOf = (order: HomePayOrder | undefined, here: string) => {
  const navigate = useNavigate();
  const target = order ? SCREEN_OF[order.payStatus] : here;
  useEffect(() => {
    if (order && target !== here) navigate(`${target}?orderNo=${encodeURIComponent(order.orderNo)}`, { replace: true });
  }, [order, target, here, navigate]);
  return target === here;
};

const Reference = ({ order }: { order: HomePayOrder }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('homePay.reference', { reference: order.orderNo })} · {formatDisplayDateTime(order.txDt, order.txTm)}
    </Typography>
  );
};

const Loading = () => {
  const translate = useTranslate();
  return <CircularProgress aria-label={translate('homePay.loading')} sx={{ display: 'block', mx: 'auto', my: 4 }} />;
};

export const RequestWait = () => {
  const translate = useTranslate();
  const { orderNo, order } = useRequestOrder(true);
  const current = order.data;
  const here = useScreenOf(current, HOME_PAYMENT_ROUTES.requestWait);
  if (!orderNo || (order.isError && !current)) return <Navigate to={HOME_PAYMENT_ROUTES.requestToPay} replace />;
  if (!current || !here) return <Loading />;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status" aria-live="polite">
      <CircularProgress size={56} aria-hidden />
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {translate('homePay.waitTitle')}
      </Typography>
      <Typography>{translate('homePay.waitText', { mobile: formatMobileDisplay(current.rcvMblNo), amount: formatKes(current.amount) })}</Typography>
      <Reference order={current} />
    </Stack>
  );
};

const OUTCOMES = {
  success: { status: 'S', Icon: CheckCircleIcon, color: 'success', title: 'homePay.successTitle', route: HOME_PAYMENT_ROUTES.requestSuccess },
  fail: { status: 'F', Icon: ErrorIcon, color: 'error', title: 'homePay.failTitle', route: HOME_PAYMENT_ROUTES.requestFail },
} as const;

export const RequestOutcome = ({ outcome }: { outcome: keyof typeof OUTCOMES }) => {
  const translate = useTranslate();
  const { orderNo, order } = useRequestOrder(false);
  const shown = OUTCOMES[outcome];
  const current = order.data;
  const here = useScreenOf(current, shown.route);
  if (!orderNo || order.isError) return <Navigate to={HOME_PAYMENT_ROUTES.requestToPay} replace />;
  if (!current || !here) return <Loading />;
  const mobile = formatMobileDisplay(current.rcvMblNo);
  const values = { who: current.rcvNm ? `${current.rcvNm} (${mobile})` : mobile, amount: formatKes(current.amount) };
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
      <shown.Icon color={shown.color} sx={{ fontSize: 56 }} />
      <Stack role="status" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {translate(shown.title)}
        </Typography>
        {outcome === 'success' ? (
          <Typography>{translate('homePay.successText', values)}</Typography>
        ) : (
          <>
            <Typography>{translate('homePay.failText')}</Typography>
            {current.failMsg && <Typography color="text.secondary">{current.failMsg}</Typography>}
          </>
        )}
      </Stack>
      <Reference order={current} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={RouterLink} to={HOME_PAYMENT_ROUTES.requestToPay} variant="contained">
          {translate(outcome === 'success' ? 'homePay.newRequest' : 'homePay.tryAgain')}
        </Button>
        {outcome === 'success' && (
          <Button component={RouterLink} to={TRANSACTION_HISTORY}>
            {translate('homePay.history')}
          </Button>
        )}
        <Button component={RouterLink} to="/home">
          {translate('homePay.backHome')}
        </Button>
      </Stack>
    </Stack>
  );
};
