// A step of onboarding the console does not have yet (see comingSteps.ts): it names the step and what it will ask
// for, instead of a button that silently lands back where the person started. The way back is the person's start:
// Home once signed in, the start page for a visitor (the page they came from may be one they cannot see).
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SplitScreen } from '../../layout/SplitScreen';
import { isLoggedIn } from '../../transport/session';
import type { ComingStep } from './comingSteps';

const StepText = ({ step }: { step: ComingStep }) => {
  const translate = useTranslate();
  const signedIn = isLoggedIn();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 560 }}>
      <Chip icon={<ConstructionIcon />} label={translate('comingNext.badge')} color="secondary" variant="outlined" size="small" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {translate(`comingNext.steps.${step.key}.title`)}
      </Typography>
      <Typography>{translate(`comingNext.steps.${step.key}.text`)}</Typography>
      <Typography color="text.secondary">{translate('comingNext.notYet')}</Typography>
      <Button variant="contained" startIcon={<ArrowBackIcon />} component={RouterLink} to={signedIn ? '/home' : '/growBusiness'}>
        {translate(signedIn ? 'notFound.home' : 'comingNext.back')}
      </Button>
    </Stack>
  );
};

export const ComingNextPage = ({ step }: { step: ComingStep }) =>
  step.inFrame ? (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, mt: 1 }}>
      <StepText step={step} />
    </Paper>
  ) : (
    <SplitScreen>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center' }}>
        <StepText step={step} />
      </Box>
    </SplitScreen>
  );
