// The merchant's Discover Deals figures (resources/dealDashboard.json: GET dashboard/{id}?days on the deal service,
// through the deal data provider, so the token and the error texts are the other deal pages'), read by the
// dashboard and the overview, with the states both show while it loads or when it fails.
import { Alert, Button, Skeleton } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetOne, useTranslate } from 'react-admin';
import type { DealDashboard } from '../generated/types';
import { getSession } from '../transport/session';

export const DEAL_PERIODS = [7, 30, 90] as const;
export type DealPeriod = (typeof DEAL_PERIODS)[number];
export const DEFAULT_DEAL_PERIOD: DealPeriod = 30;

/** The period a query param names, else the default one (an address typed by hand never breaks the page). */
export const dealPeriodOf = (value: string | null): DealPeriod => DEAL_PERIODS.find((days) => String(days) === value) ?? DEFAULT_DEAL_PERIOD;

export type DealFigures = DealDashboard & { id: string };

/** The figures of the signed-in merchant over a period; the last period's stay on screen while the next loads. */
export const useDealDashboard = (days: DealPeriod) => {
  const merchantId = getSession()?.mercId ?? '';
  // One retry: a failure shows its retry button within a second or two instead of after three backed-off attempts.
  return useGetOne<DealFigures>('dealDashboard', { id: merchantId, meta: { days } }, { retry: 1, placeholderData: keepPreviousData });
};

export const FiguresLoading = () => {
  const translate = useTranslate();
  return <Skeleton variant="rectangular" height={240} role="progressbar" aria-label={translate('discover.loading')} />;
};

/** The failure in the service's words (or 'Failed to load merchant dashboard data. Please try again.'), with a retry. */
export const FiguresFailed = ({ error, retry }: { error: unknown; retry: () => void }) => {
  const translate = useTranslate();
  const text = error instanceof Error && error.message ? error.message : 'resources.dealDashboard.loadFailed';
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {translate('discover.retry')}
        </Button>
      }
    >
      {translate(text, { _: text })}
    </Alert>
  );
};
