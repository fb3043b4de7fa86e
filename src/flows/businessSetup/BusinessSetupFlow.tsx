// The business setup wizard (spec 000 §2 Onboarding: /createClass and /setupClass, /createForm, /addStakeholder,
// /setBankInfo, /getPlan; /businessSetupCreate resumes). It is the layout route above the pages: it loads the
// setup the server keeps, so a merchant who closed the tab and signs in again lands on the step reached, and a
// page of a step not reached yet sends them there. Once the business is set up, the setup pages give way to the
// plan (or Home, once one is paid); a set-up business is amended from Business → My business instead.
import { Box, Card, CardContent, CircularProgress, Link, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, Outlet, Link as RouterLink, useLocation } from 'react-router-dom';
import { getUserInformation } from '../../auth/authProvider';
import { SplitScreen } from '../../layout/SplitScreen';
import { isLoggedIn } from '../../transport/session';
import { loadSetup, type BusinessSetup } from './businessCalls';
import { hasStakeholderStep } from '../../config/businessSetup/businessForm';
import { SetupContext } from './setupContext';
import { resumePath, SETUP_ALIASES, SETUP_PATHS, stepOpen, type SetupStep } from '../../config/businessSetup/setupSteps';

type PageStep = SetupStep | 'plan';

const PAGE_STEPS: Record<string, PageStep> = {
  [SETUP_PATHS.type]: 'type',
  [SETUP_ALIASES.setupClass]: 'type',
  [SETUP_PATHS.form]: 'form',
  [SETUP_PATHS.stakeholders]: 'stakeholders',
  [SETUP_PATHS.bank]: 'bank',
  [SETUP_PATHS.plan]: 'plan',
};

const stepsShown = (businessType: string | undefined): PageStep[] =>
  businessType && !hasStakeholderStep(businessType) ? ['type', 'form', 'bank', 'plan'] : ['type', 'form', 'stakeholders', 'bank', 'plan'];

/** Where the page may not open: the step reached (or the plan, Home) instead. */
const redirectFor = (page: PageStep | undefined, setup: BusinessSetup): string | null => {
  const reached = setup.step ?? 'type';
  const resume = resumePath({ step: reached, planFlag: getUserInformation()?.planFlag ?? 'N' });
  if (!page) return resume;
  if (page === 'plan') return reached === 'done' ? null : resume;
  if (reached === 'done' || !stepOpen(page, reached)) return resume;
  if (page === 'stakeholders' && !hasStakeholderStep(setup.businessType ?? '')) return resume;
  return null;
};

const StepsProgress = ({ steps, active }: { steps: PageStep[]; active: number }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
        {translate('businessSetup.stepOf', { number: active + 1, count: steps.length, step: translate(`businessSetup.steps.${steps[active]}`) })}
      </Typography>
      <Stepper activeStep={active} alternativeLabel sx={{ display: { xs: 'none', sm: 'flex' } }}>
        {steps.map((step) => (
          <Step key={step}>
            <StepLabel>{translate(`businessSetup.steps.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </>
  );
};

export const BusinessSetupFlow = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [setup, setSetup] = useState<BusinessSetup | null>(null);
  const [failed, setFailed] = useState(false);
  const signedIn = isLoggedIn();

  const reload = useCallback(async () => {
    const next = await loadSetup();
    setSetup(next);
    return next;
  }, []);
  useEffect(() => {
    if (signedIn) reload().catch(() => setFailed(true));
  }, [reload, signedIn]);
  const context = useMemo(() => (setup ? { setup, reload } : null), [setup, reload]);

  if (!signedIn) return <Navigate to="/login" replace />;
  const page = PAGE_STEPS[pathname];
  const redirect = setup && redirectFor(page, setup);
  if (redirect) return <Navigate to={redirect} replace />;
  const steps = stepsShown(setup?.businessType);

  return (
    <SplitScreen>
      <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', py: 2 }}>
        <Card variant="outlined" sx={{ width: '100%', maxWidth: 720, alignSelf: 'flex-start' }}>
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
            <Stack spacing={3}>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {translate('businessSetup.title')}
              </Typography>
              {page && <StepsProgress steps={steps} active={Math.max(0, steps.indexOf(page))} />}
              {context ? (
                <SetupContext.Provider value={context}>
                  <Outlet />
                </SetupContext.Provider>
              ) : (
                <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
                  {failed ? <Typography role="alert">{translate('businessSetup.loadFailed')}</Typography> : <CircularProgress aria-label={translate('businessSetup.loading')} />}
                </Box>
              )}
              <Typography variant="body2" color="text.secondary">
                {translate('businessSetup.savedNote')}{' '}
                <Link component={RouterLink} to="/home">
                  {translate('businessSetup.continueLater')}
                </Link>
              </Typography>
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </SplitScreen>
  );
};
