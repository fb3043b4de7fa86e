// The plans on offer, their monthly price and what each opens, the current plan when there is one, and paying
// for one: the PIN first (every money movement asks for it), then the month is paid from the wallet
// (BuySubscriptionPlan, order type M2). A paid plan reloads the merchant's flags, so the subscription-only
// entries open at once; a wallet that cannot pay says so in the spec's words ('Insufficient Balance.') and offers
// the top-up.
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { reloadMerchantFunctions } from '../../auth/authProvider';
import { formatDisplayDate } from '../../format/dates';
import { MONEY_ROUTES } from '../../finance/money/moneyRoutes';
import { formatKes } from '../../format/money';
import { isMmcError } from '../../transport/errors';
import { failureText } from '../common/messages';
import { useRequirePin } from '../pin/PinProvider';
import { buyPlan, loadPlans, PLAN_PIN_CODE, type PlanList } from './businessCalls';

// The wallet cannot pay (spec 002 §8.3): the merchant tops it up and comes back.
const INSUFFICIENT_BALANCE = 'MMCP6101';
const TOP_UP_ROUTE = MONEY_ROUTES.topUp;

const FEATURE_COUNT: Record<string, number> = { '01': 2, '02': 3, '03': 3 };

export const PlanChooser = ({ onPaid }: { onPaid?: () => void }) => {
  const translate = useTranslate();
  const requirePin = useRequirePin();
  const [plans, setPlans] = useState<PlanList | null>(null);
  const [paying, setPaying] = useState('');
  const [failure, setFailure] = useState('');
  const [walletShort, setWalletShort] = useState(false);
  const [paid, setPaid] = useState('');

  useEffect(() => {
    loadPlans().then(setPlans, (error: unknown) => setFailure(failureText(error, translate)));
  }, [translate]);

  const planName = (planId: string) => translate(`enums.subscriptionPlan.${planId}`);
  const pay = async (planId: string, price: number) => {
    setFailure('');
    setWalletShort(false);
    setPaid('');
    const verified = await requirePin({ authTxCode: PLAN_PIN_CODE, title: translate('businessSetup.plan.pinTitle', { amount: formatKes(price), plan: planName(planId) }) });
    if (!verified) return;
    setPaying(planId);
    try {
      const answer = await buyPlan(planId);
      await reloadMerchantFunctions();
      setPlans(await loadPlans());
      setPaid(translate('businessSetup.plan.paid', { plan: planName(answer.planId), date: formatDisplayDate(answer.endDt) }));
      onPaid?.();
    } catch (error) {
      setFailure(failureText(error, translate));
      setWalletShort(isMmcError(error) && error.code === INSUFFICIENT_BALANCE);
    } finally {
      setPaying('');
    }
  };

  if (!plans) {
    return failure ? (
      <Alert severity="error" role="alert">
        {failure}
      </Alert>
    ) : (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
        <CircularProgress aria-label={translate('businessSetup.loading')} />
      </Box>
    );
  }
  const current = plans.current;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary" role="status">
        {current ? translate('businessSetup.plan.current', { plan: planName(current.planId), date: formatDisplayDate(current.endDt) }) : translate('businessSetup.plan.none')}
      </Typography>
      {paid && (
        <Alert severity="success" role="status">
          {paid}
        </Alert>
      )}
      {failure && (
        <Alert
          severity="error"
          role="alert"
          action={
            walletShort && (
              <Button color="inherit" size="small" component={RouterLink} to={TOP_UP_ROUTE}>
                {translate('businessSetup.plan.topUp')}
              </Button>
            )
          }
        >
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        {plans.plans.map((plan) => {
          const isCurrent = current?.planId === plan.planId;
          return (
            <Card key={plan.planId} variant="outlined" component="section" aria-labelledby={`plan-${plan.planId}`} sx={{ display: 'flex', flexDirection: 'column', borderColor: isCurrent ? 'primary.main' : 'divider' }}>
              <CardContent sx={{ flex: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Typography id={`plan-${plan.planId}`} variant="h6" component="h2">
                    {planName(plan.planId)}
                  </Typography>
                  {isCurrent && <Chip size="small" color="primary" label={translate('businessSetup.plan.currentChip')} />}
                </Stack>
                <Typography sx={{ fontWeight: 700, mb: 1, whiteSpace: 'nowrap' }}>{translate('businessSetup.plan.perMonth', { price: formatKes(plan.price) })}</Typography>
                <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {Array.from({ length: FEATURE_COUNT[plan.planId] ?? 0 }, (_, index) => (
                    <Stack component="li" direction="row" spacing={1} key={index} sx={{ alignItems: 'flex-start' }}>
                      <CheckIcon fontSize="small" color="success" aria-hidden />
                      <Typography variant="body2">{translate(`businessSetup.plan.features.${plan.planId}.${index}`)}</Typography>
                    </Stack>
                  ))}
                </Stack>
              </CardContent>
              <CardActions sx={{ p: 2, pt: 0 }}>
                <Button fullWidth variant={isCurrent ? 'outlined' : 'contained'} disabled={paying !== ''} onClick={() => pay(plan.planId, plan.price)}>
                  {translate(isCurrent ? 'businessSetup.plan.renew' : 'businessSetup.plan.choose', { plan: planName(plan.planId) })}
                </Button>
              </CardActions>
            </Card>
          );
        })}
      </Box>
    </Stack>
  );
};
