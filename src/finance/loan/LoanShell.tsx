// The frame of every loan page: the page title, one card with the page's heading and, on the application's three
// steps, where the merchant is in it.
import { Box, Card, CardContent, CircularProgress, Step, StepLabel, Stepper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';

const APPLY_STEPS = ['amount', 'form', 'supplementary'] as const;

export const LoanShell = ({ heading, step, children }: { heading: string; step?: number; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Title title={translate('loan.title')} />
      <Card variant="outlined" sx={{ maxWidth: 760 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {step !== undefined && (
            <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
              {APPLY_STEPS.map((key) => (
                <Step key={key}>
                  <StepLabel>{translate(`loan.steps.${key}`)}</StepLabel>
                </Step>
              ))}
            </Stepper>
          )}
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
            {heading}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};

export const LoanLoading = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label={translate('loan.loading')} />
    </Box>
  );
};
