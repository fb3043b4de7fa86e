// /finance/transfer: send money to a mobile number (also where a split bill's "To pay" leads, spec 001 §4), to a
// bank account (SWIFT included), or to many mobile numbers at once (?to=bank, ?to=many). The server quotes the fee
// before the PIN; the result page follows the payment.
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { SendToBankForm } from './SendToBankForm';
import { SendToManyForm } from './SendToManyForm';
import { SendToMobileForm } from './SendToMobileForm';
import { draftFromQuery } from './transferDraft';
import { useSendTransfer } from './transferParts';
import { kindOf, TRANSFER_KINDS } from './transferRoutes';

const HEADINGS = { mobile: 'transfer.sendToMobile', bank: 'transfer.sendToBank', many: 'transfer.sendToMany' } as const;

export const TransferPage = () => {
  const translate = useTranslate();
  const [query, setQuery] = useSearchParams();
  const send = useSendTransfer();
  const kind = kindOf(query);
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Title title={translate('transfer.title')} />
      <Card variant="outlined" sx={{ maxWidth: kind === 'many' ? 1040 : 560 }}>
        <Tabs
          value={kind}
          onChange={(_event, next: string) => setQuery(next === 'mobile' ? {} : { to: next })}
          variant="fullWidth"
          aria-label={translate('transfer.kinds')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {TRANSFER_KINDS.map((value) => (
            <Tab key={value} value={value} label={translate(`transfer.kind.${value}`)} />
          ))}
        </Tabs>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
            {translate(HEADINGS[kind])}
          </Typography>
          {kind === 'mobile' && (
            <SendToMobileForm
              key={query.toString()}
              draft={draftFromQuery(query)}
              onSend={(transfer) => send({ kind: 'single', transfer }, transfer.amount)}
            />
          )}
          {kind === 'bank' && <SendToBankForm onSend={(transfer) => send({ kind: 'single', transfer }, transfer.amount)} />}
          {kind === 'many' && <SendToManyForm onSend={(transfer, amount) => send({ kind: 'many', transfer }, amount)} />}
        </CardContent>
      </Card>
    </Box>
  );
};
