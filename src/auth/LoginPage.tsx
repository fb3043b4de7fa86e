// /login: mobile number (owners) or staff username, and password. Wrong passwords show the server's
// tries-left text inline, where the person is looking, instead of a toast that fades. A locked account
// (leftTryTimes 0) is offered the reset-password flow right in that message, as the message itself asks.
import { Alert, Box, Button, Card, CardContent, IconButton, InputAdornment, Link, Stack, TextField, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useState, type FormEvent } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { failureText } from '../flows/common/messages';
import { isMmcError } from '../transport/errors';
import { SplitScreen } from '../layout/SplitScreen';
import { DemoAccounts } from './DemoAccounts';
import { parseLoginId } from './loginId';
import { readSessionDraft } from './sessionDraft';

const PASSWORD_MIN = 8;

export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  // A number typed elsewhere (the registration page found it registered) is carried over, as Kenyans write it.
  const carried = (useLocation().state as { mobile?: unknown } | null)?.mobile;
  const [loginId, setLoginId] = useState(() => (typeof carried === 'string' && carried ? `0${carried}` : ''));
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<{ loginId?: string; password?: string }>({});
  const [failure, setFailure] = useState('');
  const [locked, setLocked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // The server ended the session while a form was open: say why signing in is needed, and that nothing is lost.
  const [waitingDraft] = useState(() => readSessionDraft() !== undefined);

  const validate = () => {
    const problems: typeof errors = {};
    if (!loginId.trim()) problems.loginId = translate('validation.required');
    else if (!parseLoginId(loginId)) problems.loginId = translate('auth.invalidLoginId');
    if (!password) problems.password = translate('validation.required');
    else if (password.length < PASSWORD_MIN) problems.password = translate('validation.minLength', { min: PASSWORD_MIN });
    setErrors(problems);
    return Object.keys(problems).length === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    setLocked(false);
    if (!validate()) return;
    setSubmitting(true);
    try {
      await login({ username: loginId, password });
    } catch (error) {
      setFailure(failureText(error, translate));
      setLocked(isMmcError(error) && error.body?.leftTryTimes === 0);
      // A refused password is cleared for the next try; after a network failure nothing typed is lost.
      if (isMmcError(error) && error.kind === 'code') setPassword('');
    } finally {
      setSubmitting(false);
    }
  };

  // A mobile number typed here need not be typed again on the reset page.
  const parsedId = parseLoginId(loginId);
  const resetLink = { pathname: '/resetPassword', state: { mobile: parsedId?.userIdType === 'P' ? parsedId.loginId : '' } };

  return (
    <SplitScreen>
      {/* Anchored near the top, not centred: the demo accounts arrive a moment after the form (a lazy file), and a
          centred column would then move the Log in button up by half their height, under a pointer about to press it. */}
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'flex-start', justifyContent: 'center', pt: { xs: 3, md: '9vh' } }}>
        <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
          <Card variant="outlined">
            <CardContent sx={{ p: 4 }}>
              <Typography variant="h5" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
                {translate('auth.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                {translate('auth.subtitle')}
              </Typography>
              <form onSubmit={submit} noValidate>
                <Stack spacing={2}>
                  {waitingDraft && !failure && (
                    <Alert severity="info" role="status">
                      {translate('auth.sessionEndedDraft')}
                    </Alert>
                  )}
                  {failure && (
                    <Alert severity="error" role="alert">
                      {failure}
                      {locked && (
                        <Box sx={{ mt: 1 }}>
                          <Link component={RouterLink} to={resetLink.pathname} state={resetLink.state} color="inherit" sx={{ fontWeight: 600 }}>
                            {translate('auth.lockedReset')}
                          </Link>
                        </Box>
                      )}
                    </Alert>
                  )}
                  <TextField
                    label={translate('auth.loginId')}
                    value={loginId}
                    onChange={(event) => setLoginId(event.target.value)}
                    error={Boolean(errors.loginId)}
                    helperText={errors.loginId ?? translate('auth.loginIdHelp')}
                    autoComplete="username"
                    autoFocus
                    fullWidth
                    required
                  />
                  <TextField
                    label={translate('auth.password')}
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    type={showPassword ? 'text' : 'password'}
                    error={Boolean(errors.password)}
                    helperText={errors.password ?? ' '}
                    autoComplete="current-password"
                    fullWidth
                    required
                    slotProps={{
                      input: {
                        endAdornment: (
                          <InputAdornment position="end">
                            <IconButton
                              aria-label={translate(showPassword ? 'auth.hidePassword' : 'auth.showPassword')}
                              onClick={() => setShowPassword((shown) => !shown)}
                              edge="end"
                            >
                              {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                            </IconButton>
                          </InputAdornment>
                        ),
                      },
                    }}
                  />
                  <Link component={RouterLink} to={resetLink.pathname} state={resetLink.state} variant="body2" sx={{ alignSelf: 'flex-end', mt: '-8px !important' }}>
                    {translate('auth.forgotPassword')}
                  </Link>
                  <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
                    {translate(submitting ? 'auth.submitting' : 'auth.submit')}
                  </Button>
                  <Link component={RouterLink} to="/growBusiness" variant="body2" sx={{ textAlign: 'center' }}>
                    {translate('auth.backToStart')}
                  </Link>
                </Stack>
              </form>
            </CardContent>
          </Card>
          <DemoAccounts
            onPick={(account) => {
              setLoginId(account.login);
              setPassword(account.password);
              setErrors({});
              setFailure('');
            }}
          />
        </Stack>
      </Box>
    </SplitScreen>
  );
};
