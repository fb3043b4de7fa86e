// On the embedded backend, the login page lists the demo accounts so anyone can try each role. The list is
// loaded lazily and only in demo builds, so a build for a real backend carries none of it.
import { Box, Button, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

export interface DemoAccount {
  label: string;
  login: string;
  password: string;
  description: string;
  usrNo: string;
}

export const DemoAccounts = ({ onPick }: { onPick: (account: DemoAccount) => void }) => {
  const translate = useTranslate();
  const [accounts, setAccounts] = useState<DemoAccount[]>([]);

  useEffect(() => {
    if (import.meta.env.VITE_BACKEND === 'real') return;
    void import('../../mocks/db/demoAccounts').then((module) => setAccounts(module.DEMO_ACCOUNTS as DemoAccount[]));
  }, []);

  if (accounts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="demo-accounts-title">
      <Typography id="demo-accounts-title" variant="subtitle2" component="h2">
        {translate('auth.demoTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('auth.demoHint')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {accounts.map((account) => {
          const label = translate(`demoAccounts.${account.usrNo}.label`, { _: account.label });
          const description = translate(`demoAccounts.${account.usrNo}.description`, { _: account.description });
          return (
            <Tooltip key={account.login} title={description} enterDelay={400}>
              <Button
                variant="outlined"
                color="inherit"
                onClick={() => onPick(account)}
                aria-label={`${label} · ${account.login}`}
                aria-description={description}
                sx={{ justifyContent: 'flex-start', flexDirection: 'column', alignItems: 'flex-start', borderColor: 'divider', py: 0.75 }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {label}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {account.login}
                </Typography>
              </Button>
            </Tooltip>
          );
        })}
      </Box>
    </Box>
  );
};
