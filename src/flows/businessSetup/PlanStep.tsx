// /getPlan: the last step after a business is set up. A plan paid, the merchant goes on to Home, where the
// business pages now open; "Not now" leaves the plan for later (Settings → Subscription plan).
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PlanChooser } from './PlanChooser';
import { StepHeading } from './StepHeading';

export const PlanStep = () => {
  const translate = useTranslate();
  const [paid, setPaid] = useState(false);
  return (
    <Stack spacing={2}>
      <StepHeading page="plan" />
      <PlanChooser onPaid={() => setPaid(true)} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to="/home" variant={paid ? 'contained' : 'text'}>
          {translate(paid ? 'businessSetup.plan.toHome' : 'businessSetup.plan.later')}
        </Button>
      </Stack>
    </Stack>
  );
};
