// Business → My business (/business/myBusiness, spec 000 §2, hidden from the menu): the business as it was set
// up (type, details, registration, settlement bank) and the way to amend it: the type (businessClass), then the
// type's form; an amendment goes under review for up to 24 hours (spec 001 §Store), shown here until approved.
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { hasPermission } from '../../auth/permissions';
import { AccessDeniedPage } from '../../layout/AccessDeniedPage';
import { callAction } from '../../transport/client';
import { BUSINESS_INFO_PERMISSION, loadSetup, type BusinessSetup } from './businessCalls';
import { MY_BUSINESS_PATHS } from './myBusinessPaths';

const DETAILS: ReadonlyArray<readonly [string, (setup: BusinessSetup, translate: (key: string) => string) => string]> = [
  ['mercNm', (setup) => setup.mercNm ?? ''],
  ['businessType', (setup, translate) => (setup.businessType ? translate(`enums.businessType.${setup.businessType}`) : '')],
  ['industry', (setup, translate) => (setup.industry ? translate(`enums.industry.${setup.industry}`) : '')],
  ['sector', (setup) => setup.sector ?? ''],
  ['address', (setup) => [setup.street, setup.city, setup.county].filter(Boolean).join(', ')],
  ['taxPin', (setup) => setup.taxPin ?? ''],
  ['ciNo', (setup) => setup.ciNo ?? ''],
  ['acNo', (setup) => (setup.acNo ? `${setup.acNm ?? ''} ···${setup.acNo.slice(-4)}` : '')],
];

export const MyBusinessPage = () => {
  const translate = useTranslate();
  const { state } = useLocation();
  const [setup, setSetup] = useState<BusinessSetup | null>(null);
  const [underReview, setUnderReview] = useState(false);
  const allowed = hasPermission(BUSINESS_INFO_PERMISSION);
  useEffect(() => {
    if (!allowed) return;
    void loadSetup().then(setSetup);
    void callAction('QueryBusinessInfo').then((info) => setUnderReview(info.auditSts === '1'));
  }, [allowed]);
  if (!allowed) return <AccessDeniedPage />;
  const submitted = (state as { amended?: boolean } | null)?.amended === true;

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Title title={translate('businessSetup.myBusiness.title')} />
      <Card variant="outlined" sx={{ maxWidth: 760 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                {translate('businessSetup.myBusiness.title')}
              </Typography>
              {underReview && <Chip color="warning" size="small" label={translate('businessSetup.myBusiness.underReview')} />}
            </Stack>
            {submitted && (
              <Alert severity="success" role="status">
                {translate('businessSetup.myBusiness.submitted')}
              </Alert>
            )}
            {setup ? (
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 }, m: 0 }}>
                {DETAILS.map(([key, value]) => (
                  <Box key={key} sx={{ display: 'contents' }}>
                    <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                      {translate(`businessSetup.myBusiness.fields.${key}`)}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {value(setup, translate) || '—'}
                    </Typography>
                  </Box>
                ))}
              </Box>
            ) : (
              <CircularProgress aria-label={translate('businessSetup.loading')} />
            )}
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" component={RouterLink} to={MY_BUSINESS_PATHS.businessClass} disabled={underReview}>
                {translate('businessSetup.myBusiness.amend')}
              </Button>
              <Button component={RouterLink} to="/setting/stakeholderManagement">
                {translate('businessSetup.myBusiness.stakeholders')}
              </Button>
            </Stack>
            {underReview && <Typography color="text.secondary">{translate('businessSetup.myBusiness.reviewNote')}</Typography>}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
