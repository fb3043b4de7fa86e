// A loan page that says where things stand (waiting for approval, processing, accepted, rejected, repaid): an
// icon, the sentence, the way on and, where the merchant may simply leave, Back to Home.
import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LoanShell } from './LoanShell';

export interface LoanStatusPageProps {
  heading: string;
  icon: ReactNode;
  text: string;
  action?: { to: string; label: string };
  home?: boolean;
}

export const LoanStatusPage = ({ heading, icon, text, action, home = false }: LoanStatusPageProps) => {
  const translate = useTranslate();
  return (
    <LoanShell heading={heading}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }} role="status">
        {icon}
        <Typography>{text}</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {action && (
            <Button component={RouterLink} to={action.to} variant="contained">
              {action.label}
            </Button>
          )}
          {home && (
            <Button component={RouterLink} to="/home">
              {translate('loan.backHome')}
            </Button>
          )}
        </Stack>
      </Stack>
    </LoanShell>
  );
};
