// On the embedded backend, the login page lists the demo accounts so anyone can try each role. The list is
// loaded lazily and only in demo builds, so a build for a real backend carries none of it.
import { Card, CardContent, List, ListItemButton, ListItemText, Typography } from '@mui/material';
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
    <Card variant="outlined" sx={{ bgcolor: 'grey.50' }}>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="subtitle2">{translate('auth.demoTitle')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('auth.demoHint')}
        </Typography>
        <List dense disablePadding>
          {accounts.map((account) => (
            <ListItemButton key={account.login} onClick={() => onPick(account)} sx={{ borderRadius: 1 }}>
              <ListItemText
                primary={`${translate(`demoAccounts.${account.usrNo}.label`, { _: account.label })} · ${account.login}`}
                secondary={translate(`demoAccounts.${account.usrNo}.description`, { _: account.description })}
              />
            </ListItemButton>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
