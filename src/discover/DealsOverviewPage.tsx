// Discover Deals → Deals Overview (/discoverDeals/index, code 2301): the section's landing page. The key counts of
// the dashboard's answer (GET dashboard/{id}, the default period), each a link to the page that lists them, shown
// only when the user's codes open that page (the redeem page is the provider side's, 2302); and a way to add a deal.
import { Box, Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import InsightsIcon from '@mui/icons-material/Insights';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { hasPermission } from '../auth/permissions';
import { formatKes } from '../format/money';
import { CodeGuardedPage } from '../layout/CodeGuardedPage';
import { DEFAULT_DEAL_PERIOD, FiguresFailed, FiguresLoading, useDealDashboard, type DealFigures } from './dealDashboardData';
import { DEAL_LINKS, DISCOVER_MERCHANT_CODE, DISCOVER_PROVIDER_CODE, DISCOVER_ROUTES } from './discoverRoutes';
import { DiscoverHeading } from './DiscoverHeading';

interface KeyCount {
  label: string;
  value: string;
  to: string;
  code: string;
}

const keyCountsOf = (data: DealFigures, translate: (key: string, options?: Record<string, unknown>) => string): KeyCount[] => {
  const { totals } = data;
  const period = translate('discover.lastDays', { days: data.days });
  return [
    { label: translate('discover.totals.activeDeals'), value: String(totals.activeDeals), to: DEAL_LINKS.activeDeals, code: DISCOVER_MERCHANT_CODE },
    { label: translate('discover.totals.deals'), value: String(totals.deals), to: DEAL_LINKS.deals, code: DISCOVER_MERCHANT_CODE },
    { label: translate('discover.totals.products'), value: String(totals.products), to: DEAL_LINKS.products, code: DISCOVER_MERCHANT_CODE },
    { label: translate('discover.totals.customers'), value: String(totals.customers), to: DEAL_LINKS.customers, code: DISCOVER_MERCHANT_CODE },
    {
      label: translate('discover.totals.awaitingRedemption'),
      value: String(totals.awaitingRedemption),
      to: DISCOVER_ROUTES.redeem,
      code: DISCOVER_PROVIDER_CODE,
    },
    {
      label: `${translate('discover.totals.revenue')} · ${period}`,
      value: formatKes(totals.revenue),
      to: DISCOVER_ROUTES.dashboard,
      code: DISCOVER_MERCHANT_CODE,
    },
  ];
};

const KeyCountCard = ({ label, value, to }: KeyCount) => (
  <Card variant="outlined" sx={{ minWidth: 0 }}>
    <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.25rem' }, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </CardContent>
    </CardActionArea>
  </Card>
);

const Overview = () => {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useDealDashboard(DEFAULT_DEAL_PERIOD);
  const title = translate('discover.overviewTitle');
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1100, minWidth: 0 }}>
      <DiscoverHeading title={title} intro={translate('discover.overviewIntro')} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 3, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={DEAL_LINKS.addDeal} variant="contained" startIcon={<AddIcon />}>
          {translate('discover.addDeal')}
        </Button>
        <Button component={RouterLink} to={DISCOVER_ROUTES.dashboard} variant="outlined" startIcon={<InsightsIcon />}>
          {translate('discover.openDashboard')}
        </Button>
      </Stack>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {translate('discover.keyFigures')}
      </Typography>
      {error ? (
        <FiguresFailed error={error} retry={() => void refetch()} />
      ) : isPending || !data ? (
        <FiguresLoading />
      ) : (
        <Box
          component="nav"
          aria-label={translate('discover.keyFigures')}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
        >
          {keyCountsOf(data, translate)
            .filter((count) => hasPermission(count.code))
            .map((count) => (
              <KeyCountCard key={count.to} {...count} />
            ))}
        </Box>
      )}
    </Box>
  );
};

export const DealsOverviewPage = () => (
  <CodeGuardedPage code={DISCOVER_MERCHANT_CODE}>
    <Overview />
  </CodeGuardedPage>
);
