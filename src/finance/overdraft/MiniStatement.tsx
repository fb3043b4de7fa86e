// odMiniStatement: the overdraft's last movements (GetMiniStatementList), newest first, and the statement by e-mail
// (GenerateOverdraftStatement) to the overdraft's address or another.
import { Box, Button, List, ListItem, ListItemText, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { formatDisplayDateTime } from '../../format/dates';
import { formatKes } from '../../format/money';
import * as overdraftEntity from '../../generated/entities/overdraft';
import { provideEntities } from '../../validation/entityRegistry';
import { validateField } from '../../validation/validate';
import { emailStatement, miniStatement } from './overdraftCalls';
import type { StepProps } from './OverdraftPage';
import { StepActions, StepFrame } from './StepFrame';

provideEntities(overdraftEntity);

export const MiniStatement = ({ info, go }: StepProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const statement = useQuery({ queryKey: ['overdraft', 'miniStatement'], queryFn: miniStatement });
  const [email, setEmail] = useState(info.email ?? '');
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateField('overdraft', 'email', email.trim());
    setProblem(found ? translate(found.key, found.values) : undefined);
    if (found) return;
    setSending(true);
    const sent = await emailStatement(email.trim()).catch(() => undefined);
    setSending(false);
    if (sent) notify('overdraft.statementSent', { type: 'success', messageArgs: { email: sent.email } });
  };

  const lines = statement.data?.list;
  return (
    <StepFrame title={translate('overdraft.statementTitle')}>
      {!lines ? (
        <Skeleton variant="rounded" height={120} />
      ) : lines.length === 0 ? (
        <Typography color="text.secondary">{translate('overdraft.statementEmpty')}</Typography>
      ) : (
        <List disablePadding aria-label={translate('overdraft.statementTitle')}>
          {lines.map((line, index) => (
            <ListItem key={`${line.txDt}${line.txTm}${index}`} divider disableGutters sx={{ alignItems: 'flex-start', gap: 2 }}>
              <ListItemText
                primary={`${translate(`enums.overdraftEntry.${line.entryTyp}`)}${line.txDesc ? ` · ${line.txDesc}` : ''}`}
                secondary={formatDisplayDateTime(line.txDt, line.txTm)}
              />
              <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                <Typography sx={{ fontWeight: 600, color: line.entryTyp === 'R' ? 'success.main' : 'text.primary' }}>
                  {`${line.entryTyp === 'R' ? '−' : '+'} ${formatKes(line.txAmt)}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('overdraft.statementOutstanding')}: {formatKes(line.outstandingAmt)}
                </Typography>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      <Stack component="form" noValidate onSubmit={(event) => void send(event)} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={translate('overdraft.statementEmail')}
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setProblem(undefined);
          }}
          error={Boolean(problem)}
          helperText={problem ?? ' '}
          required
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ mt: { sm: 0.5 } }}>
          {translate('overdraft.sendStatement')}
        </Button>
      </Stack>
      <StepActions>
        <Button onClick={() => void go('overdraftLimitInfo')}>{translate('overdraft.backToOverdraft')}</Button>
      </StepActions>
    </StepFrame>
  );
};
