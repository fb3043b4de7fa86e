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
  /** A second way on, beside the first. */
  secondary?: { to: string; label: string };
  home?: boolean;
  /** More on the page, under the sentence (a figure, a command). */
  children?: ReactNode;
}

export const LoanStatusPage = ({ heading, icon, text, action, secondary, home = false, children }: LoanStatusPageProps) => {
  const translate = useTranslate();
  return (
    <LoanShell heading={heading}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }} role="status">
        {icon}
        <Typography>{text}</Typography>
        {children}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {action && (
            <Button component={RouterLink} to={action.to} variant="contained">
              {action.label}
            </Button>
          )}
          {secondary && (
            <Button component={RouterLink} to={secondary.to}>
              {secondary.label}
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
