// The registration wizard (spec 000 §2: /register, /privacyAgreement, /termsAgreement, /addPersonInfo, /setPassword,
// /setPin, /verifyPersonInfo, /firstLogin) and /uploadIdDocument, full-screen like the login. It is the layout
// route above the pages: it asks the server where the registration stands (the session's registerStep) and shows
// only that step's page, so a person who comes back, by a code or by logging in, resumes where they stopped.
import { Box, CircularProgress, LinearProgress, Link, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { CenteredCard } from '../../layout/CenteredCard';
import { SplitScreen } from '../../layout/SplitScreen';
import { clearSession, getToken } from '../../transport/session';
import { AgreementStep } from './AgreementStep';
import { FirstLoginStep } from './FirstLoginStep';
import { IdDocumentStep } from './IdDocumentStep';
import { PersonInfoStep } from './PersonInfoStep';
import { emptyRegisterDraft, RegisterDraftContext, type RegisterDraft } from './registerDraft';
import { reachedStep } from './registerCalls';
import { RegisterMobileStep } from './RegisterMobileStep';
import { redirectFor, REGISTER_PATH, REGISTER_STEPS, stepPath, UPLOAD_ID_PATH, type RegisterStep } from '../../config/registerSteps';
import { SetPasswordStep } from './SetPasswordStep';
import { SetPinStep } from './SetPinStep';

const PAGES: Record<string, ComponentType> = {
  [REGISTER_PATH]: RegisterMobileStep,
  [stepPath('privacyAgreement')]: () => <AgreementStep which="privacy" />,
  [stepPath('termsAgreement')]: () => <AgreementStep which="terms" />,
  [stepPath('addPersonInfo')]: PersonInfoStep,
  [stepPath('setPassword')]: SetPasswordStep,
  [stepPath('setPin')]: SetPinStep,
  [stepPath('verifyPersonInfo')]: IdDocumentStep,
  [stepPath('firstLogin')]: FirstLoginStep,
  [UPLOAD_ID_PATH]: IdDocumentStep,
};
/** The registration's pages in order, for "Step n of N". */
const ORDER = [REGISTER_PATH, ...REGISTER_STEPS.map(stepPath)];

interface Standing {
  loaded: boolean;
  hasSession: boolean;
  step?: RegisterStep;
}

export const RegisterFlow = () => {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(emptyRegisterDraft);
  const [standing, setStanding] = useState<Standing>(() => ({ loaded: !getToken(), hasSession: false }));
  const update = useCallback((changes: Partial<RegisterDraft>) => setDraft((current) => ({ ...current, ...changes })), []);
  const advance = useCallback(
    (step: RegisterStep | undefined) => {
      setStanding((current) => ({ ...current, hasSession: true, step }));
      navigate(step ? stepPath(step) : '/growBusiness');
    },
    [navigate],
  );
  const context = useMemo(() => ({ draft, update, advance }), [draft, update, advance]);

  useEffect(() => {
    if (standing.loaded) return;
    reachedStep().then(
      (step) => setStanding({ loaded: true, hasSession: true, step }),
      () => {
        clearSession(); // a registration session the server no longer knows: start again with the number
        setStanding({ loaded: true, hasSession: false });
      },
    );
  }, [standing.loaded]);

  if (!standing.loaded) {
    return (
      <SplitScreen>
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label={translate('register.loading')} />
        </Box>
      </SplitScreen>
    );
  }
  const path = location.pathname;
  const redirect = redirectFor(path, standing.step, standing.hasSession);
  if (redirect) return <Navigate to={redirect} replace />;
  const uploadOnly = path === UPLOAD_ID_PATH;
  const Page = PAGES[path] ?? RegisterMobileStep;
  const position = ORDER.indexOf(path) + 1;

  return (
    <RegisterDraftContext.Provider value={context}>
      <CenteredCard>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {translate(uploadOnly ? 'register.uploadIdTitle' : 'register.title')}
          </Typography>
          {!uploadOnly && (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {translate('register.stepOf', { step: position, total: ORDER.length, name: translate(`register.stepNames.${path.slice(1)}`) })}
              </Typography>
              <LinearProgress variant="determinate" value={(position / ORDER.length) * 100} sx={{ mt: 1 }} aria-hidden />
            </>
          )}
        </Box>
        <Page />
        {!standing.hasSession && (
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            {translate('register.haveAccount')}{' '}
            <Link component={RouterLink} to="/login">
              {translate('register.logIn')}
            </Link>
          </Typography>
        )}
      </CenteredCard>
    </RegisterDraftContext.Provider>
  );
};
