// Discover Deals → Redeem Deals (/discover/redeem, code 2302): the shop enters the code a customer shows and the
// deal service redeems the paid order behind it (POST redeem-payment, declared in resources/dealRedemptions.json),
// once; or, asked first and with a reason, refuses it (POST reject_redeem, resources/dealRejections.json), after
// which the code can no longer be redeemed. The service's refusal (an unknown code, a code already redeemed or
// rejected) is shown in its own words.
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { Title, useCreate, useTranslate, type RaRecord } from 'react-admin';
import { formatKes } from '../format/money';
import { formatDisplayDate } from '../format/dates';
import { CodeGuardedPage } from '../layout/CodeGuardedPage';
import * as dealRedemptionEntity from '../generated/entities/dealRedemption';
import * as dealRejectionEntity from '../generated/entities/dealRejection';
import { provideEntities } from '../validation/entityRegistry';
import { validateField } from '../validation/validate';
import { DISCOVER_PROVIDER_CODE } from './discoverRoutes';

// The code's shape, the reason's length and their messages live in schemas/dealRedemption.schema.json and
// schemas/dealRejection.schema.json; this page brings the entities with it.
provideEntities(dealRedemptionEntity, dealRejectionEntity);

interface Outcome {
  kind: 'redeemed' | 'rejected';
  record: RaRecord;
}

/** What the order was: its deal, customer, amount and the day it was redeemed or rejected. */
const OrderFacts = ({ outcome }: { outcome: Outcome }) => {
  const translate = useTranslate();
  const dateField = outcome.kind === 'redeemed' ? 'redeemedDate' : 'rejectedDate';
  const { record } = outcome;
  const shown: Array<[string, string]> = [
    ['dealName', String(record.dealName ?? '')],
    ['customerName', String(record.customerName ?? '')],
    ['amount', formatKes(Number(record.amount))],
    [dateField, formatDisplayDate(String(record[dateField] ?? ''))],
  ];
  return (
    <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
      {shown.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {translate(`discover.fields.${name}`)}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
};

const Redeem = () => {
  const translate = useTranslate();
  const reasonHint = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState('');
  const [create, { isPending }] = useCreate();
  const title = translate('discover.redeemTitle');
  // The page's own texts (discover.*) load with it; a resource's load with its declared screens only.
  const field = (name: string) => translate(`discover.fields.${name}`);
  const messageOf = (error: unknown) =>
    translate(error instanceof Error ? error.message : 'ra.notification.http_error', { _: error instanceof Error ? error.message : '' });

  /** The code as typed, if its shape is right; else its message under the field. */
  const checkedCode = (): string | undefined => {
    const typed = code.trim();
    setFailure(null);
    const wrong = validateField('dealRedemption', 'code', typed, { required: true });
    if (wrong) setProblem(translate(wrong.key, wrong.values));
    return wrong ? undefined : typed;
  };

  const send = async (resource: 'dealRedemptions' | 'dealRejections', data: Record<string, string>, kind: Outcome['kind']) => {
    try {
      const record = await create(resource, { data }, { returnPromise: true });
      setOutcome({ kind, record: record as RaRecord });
      setCode('');
      return true;
    } catch (error) {
      setOutcome(null);
      setFailure(messageOf(error));
      return false;
    }
  };

  const redeem = async (event: FormEvent) => {
    event.preventDefault();
    const typed = checkedCode();
    if (typed) await send('dealRedemptions', { code: typed }, 'redeemed');
  };

  const askToReject = () => {
    const typed = checkedCode();
    if (!typed) return;
    setReason('');
    setReasonProblem('');
    setRejecting(typed);
  };

  const reject = async (event: FormEvent) => {
    event.preventDefault();
    const typed = reason.trim();
    const wrong = validateField('dealRejection', 'reason', typed, { required: true });
    if (wrong) {
      setReasonProblem(translate(wrong.key, wrong.values));
      return;
    }
    // A refused rejection keeps the dialog, and the reason typed, open with the service's words.
    if (await send('dealRejections', { code: rejecting!, reason: typed }, 'rejected')) setRejecting(null);
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
            onSubmit={redeem}
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
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" size="large" disabled={isPending} sx={{ minHeight: 56, flex: { xs: 1, sm: 'none' } }}>
                {translate('discover.redeem')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                size="large"
                disabled={isPending}
                onClick={askToReject}
                sx={{ minHeight: 56, flex: { xs: 1, sm: 'none' } }}
              >
                {translate('discover.reject')}
              </Button>
            </Stack>
          </Stack>
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
          {outcome && !failure && (
            <Alert severity={outcome.kind === 'redeemed' ? 'success' : 'warning'} sx={{ mt: 1 }} aria-label={translate(`discover.${outcome.kind}`)}>
              <Typography sx={{ fontWeight: 700 }}>
                {translate(`discover.${outcome.kind}`)}: {String(outcome.record.code)}
              </Typography>
              <OrderFacts outcome={outcome} />
            </Alert>
          )}
        </CardContent>
      </Card>
      <Dialog open={rejecting !== null} onClose={() => setRejecting(null)} aria-describedby={reasonHint} fullWidth maxWidth="xs">
        <form noValidate onSubmit={reject}>
          <DialogTitle>{translate('discover.rejectTitle', { code: rejecting ?? '' })}</DialogTitle>
          <DialogContent>
            <DialogContentText id={reasonHint} sx={{ mb: 2 }}>
              {translate('discover.rejectIntro')}
            </DialogContentText>
            {failure && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {failure}
              </Alert>
            )}
            <TextField
              label={field('reason')}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonProblem('');
              }}
              required
              autoFocus
              fullWidth
              multiline
              minRows={2}
              error={Boolean(reasonProblem)}
              helperText={reasonProblem || ' '}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRejecting(null)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" color="error" variant="contained" disabled={isPending}>
              {translate('discover.reject')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Box>
  );
};

export const RedeemPage = () => (
  <CodeGuardedPage code={DISCOVER_PROVIDER_CODE}>
    <Redeem />
  </CodeGuardedPage>
);
