// One page of the reset-password wizard: a form (Enter submits), the server's refusal where the person is
// looking, the page's fields, then Back and the page's main button.
import { Alert, Box, Button, Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

interface StepFormProps {
  onSubmit: () => void;
  submitLabel: string;
  busy: boolean;
  error?: string;
  /** Shown under the error, e.g. a way out of it. */
  errorAction?: ReactNode;
  /** Where Back goes; none on the first page. */
  back?: string;
  children: ReactNode;
}

export const StepForm = ({ onSubmit, submitLabel, busy, error, errorAction, back, children }: StepFormProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2}>
        {error && (
          <Alert severity="error" role="alert" action={errorAction}>
            {error}
          </Alert>
        )}
        {children}
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {back && <Button onClick={() => navigate(back)}>{translate('resetPassword.back')}</Button>}
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </form>
  );
};
