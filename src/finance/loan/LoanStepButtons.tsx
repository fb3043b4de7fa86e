// The foot of a loan step: Back to the step before, and the step's one way on (Next, or the confirmation).
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { loanPath, type LoanStep } from './loanRoutes';

export const LoanStepButtons = ({ back, label, onNext, disabled }: { back: LoanStep; label: string; onNext: () => void; disabled: boolean }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button onClick={() => navigate(loanPath(back))}>{translate('loan.back')}</Button>
      <Button variant="contained" onClick={onNext} disabled={disabled}>
        {label}
      </Button>
    </Stack>
  );
};
