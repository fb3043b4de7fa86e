// Settings → Subscription plan (/setting/subscriptionPlan, code 3706; spec 000 §2 "list, payment"): the plans,
// the current one and paying for one, inside the console frame. The no-subscription dialog of 001 leads here.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { hasPermission } from '../../auth/permissions';
import { AccessDeniedPage } from '../../layout/AccessDeniedPage';
import { SUBSCRIPTION_PERMISSION } from './businessCalls';
import { PlanChooser } from './PlanChooser';

export const SubscriptionPlanPage = () => {
  const translate = useTranslate();
  if (!hasPermission(SUBSCRIPTION_PERMISSION)) return <AccessDeniedPage />;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Title title={translate('businessSetup.plan.title')} />
      <Card variant="outlined" sx={{ maxWidth: 1000 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            {translate('businessSetup.plan.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('businessSetup.plan.frameIntro')}
          </Typography>
          <PlanChooser />
        </CardContent>
      </Card>
    </Box>
  );
};
