// Discover Deals → Redeem Deals (/discover/redeem, code 2302): the shop enters the code a customer shows and the
// deal service redeems the paid order behind it (POST redeem-payment, declared in resources/dealRedemptions.json),
// once. The service's refusal (an unknown code, a code already redeemed) is shown in its own words.
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Authenticated, Title, useCreate, useTranslate, type RaRecord } from 'react-admin';
import { hasPermission } from '../auth/permissions';
import { formatKes } from '../format/money';
import { formatDisplayDate } from '../format/dates';
import { AccessDeniedPage } from '../layout/AccessDeniedPage';
import * as dealRedemptionEntity from '../generated/entities/dealRedemption';
import { provideEntities } from '../validation/entityRegistry';
import { validateField } from '../validation/validate';
import { DISCOVER_PROVIDER_CODE } from './discoverRoutes';

// The code's shape and its message live in schemas/dealRedemption.schema.json; this page brings the entity with it.
provideEntities(dealRedemptionEntity);

const RESOURCE = 'dealRedemptions';

const Redeem = () => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [redeemed, setRedeemed] = useState<RaRecord | null>(null);
  const [create, { isPending }] = useCreate();
  const title = translate('discover.redeemTitle');
  // The page's own texts (discover.*) load with it; a resource's load with its declared screens only.
  const field = (name: string) => translate(`discover.fields.${name}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setFailure(null);
    const wrong = validateField('dealRedemption', 'code', typed, { required: true });
    if (wrong) {
      setProblem(translate(wrong.key, wrong.values));
      return;
    }
    try {
      const record = await create(RESOURCE, { data: { code: typed } }, { returnPromise: true });
      setRedeemed(record as RaRecord);
      setCode('');
    } catch (error) {
      setFailure(
        translate(error instanceof Error ? error.message : 'ra.notification.http_error', { _: error instanceof Error ? error.message : '' }),
      );
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Title title={title} />
      <Card variant="outlined" sx={{ maxWidth: 640 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2.5 }}>
            {translate('discover.redeemIntro')}
          </Typography>
          <Stack
            component="form"
            noValidate
            onSubmit={submit}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              label={field('code')}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setProblem('');
              }}
              required
              error={Boolean(problem)}
              helperText={problem || ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8, autoComplete: 'off' } }}
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="contained" size="large" disabled={isPending} sx={{ minHeight: 56 }}>
              {translate('discover.redeem')}
            </Button>
          </Stack>
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
          {redeemed && !failure && (
            <Alert severity="success" sx={{ mt: 1 }} aria-label={translate('discover.redeemed')}>
              <Typography sx={{ fontWeight: 700 }}>
                {translate('discover.redeemed')}: {String(redeemed.code)}
              </Typography>
              <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
                {(['dealName', 'customerName', 'amount', 'redeemedDate'] as const).map((name) => (
                  <Box key={name} sx={{ display: 'contents' }}>
                    <Box component="dt" sx={{ color: 'text.secondary' }}>
                      {field(name)}
                    </Box>
                    <Box component="dd" sx={{ m: 0 }}>
                      {name === 'amount'
                        ? formatKes(Number(redeemed.amount))
                        : name === 'redeemedDate'
                          ? formatDisplayDate(String(redeemed.redeemedDate ?? ''))
                          : String(redeemed[name] ?? '')}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Alert>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

const Guarded = () => (hasPermission(DISCOVER_PROVIDER_CODE) ? <Redeem /> : <AccessDeniedPage />);

export const RedeemPage = () => (
  <Authenticated>
    <Guarded />
  </Authenticated>
);
