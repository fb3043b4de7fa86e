// The foot of a setup step: Back to the step before (none on the first), and the step's one way on.
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

export const SetupStepButtons = ({ back, label, onNext, disabled }: { back?: string; label?: string; onNext?: () => void; disabled?: boolean }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {back && <Button onClick={() => navigate(back)}>{translate('businessSetup.back')}</Button>}
      <Button variant="contained" type={onNext ? 'button' : 'submit'} onClick={onNext} disabled={disabled}>
        {label ?? translate('businessSetup.next')}
      </Button>
    </Stack>
  );
};
