// The reset-password wizard (spec 000 §2: /resetPassword, /resetDescription, /resetCode, /resetSetPassword,
// /resetSuccess), reached from the login page and from the lockout message. It is the layout route above the
// five pages, so what was typed survives going back and forth; a page whose earlier steps are not done sends
// the person back to the first page that is still open to them.
import { Box, Card, CardContent, Link, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { SplitScreen } from '../../layout/SplitScreen';
import { ResetAccountStep } from './ResetAccountStep';
import { ResetCodeStep } from './ResetCodeStep';
import { ResetDescriptionStep } from './ResetDescriptionStep';
import { emptyDraft, RESET_PATHS, ResetDraftContext, type ResetDraft } from './resetDraft';
import { ResetSetPasswordStep } from './ResetSetPasswordStep';
import { ResetSuccessStep } from './ResetSuccessStep';

const PAGES = [
  { path: RESET_PATHS.account, step: 0, Page: ResetAccountStep, open: () => true },
  { path: RESET_PATHS.description, step: 1, Page: ResetDescriptionStep, open: (draft: ResetDraft) => draft.confirmed !== null },
  { path: RESET_PATHS.code, step: 1, Page: ResetCodeStep, open: (draft: ResetDraft) => draft.jrnNo !== null },
  { path: RESET_PATHS.password, step: 2, Page: ResetSetPasswordStep, open: (draft: ResetDraft) => draft.verified },
  { path: RESET_PATHS.success, step: 4, Page: ResetSuccessStep, open: (draft: ResetDraft) => draft.done },
] as const;

// On the success page every step shows as done (activeStep past the last).
const STEP_LABELS = ['resetPassword.steps.account', 'resetPassword.steps.code', 'resetPassword.steps.password', 'resetPassword.steps.done'];

/** The login page passes what was typed in its login field, so a mobile number need not be typed twice. */
const mobileFromLogin = (state: unknown): string => {
  const loginId = (state as { mobile?: unknown } | null)?.mobile;
  return typeof loginId === 'string' ? loginId : '';
};

export const ResetPasswordFlow = () => {
  const translate = useTranslate();
  const location = useLocation();
  const [draft, setDraft] = useState(() => emptyDraft(mobileFromLogin(location.state)));
  const update = useCallback((changes: Partial<ResetDraft>) => setDraft((current) => ({ ...current, ...changes })), []);
  const context = useMemo(() => ({ draft, update }), [draft, update]);

  const page = PAGES.find((candidate) => candidate.path === location.pathname) ?? PAGES[0];
  if (draft.done && page.path !== RESET_PATHS.success) return <Navigate to={RESET_PATHS.success} replace />;
  if (!page.open(draft)) {
    const furthest = [...PAGES].reverse().find((candidate) => candidate.open(draft)) ?? PAGES[0];
    return <Navigate to={furthest.path} replace />;
  }
  const { Page } = page;

  return (
    <ResetDraftContext.Provider value={context}>
      <SplitScreen>
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', py: 2 }}>
          <Card variant="outlined" sx={{ width: '100%', maxWidth: 520 }}>
            <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
              <Stack spacing={3}>
                <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                  {translate('resetPassword.title')}
                </Typography>
                <Stepper activeStep={page.step} alternativeLabel>
                  {STEP_LABELS.map((label) => (
                    <Step key={label}>
                      <StepLabel>{translate(label)}</StepLabel>
                    </Step>
                  ))}
                </Stepper>
                <Page />
                {page.path !== RESET_PATHS.success && (
                  <Link component={RouterLink} to="/login" variant="body2" sx={{ textAlign: 'center' }}>
                    {translate('resetPassword.backToLogin')}
                  </Link>
                )}
              </Stack>
            </CardContent>
          </Card>
        </Box>
      </SplitScreen>
    </ResetDraftContext.Provider>
  );
};
