// The overdraft's result pages: offerAcceptedInfo (activated, or 04 while the provider opens the account: Check
// again reads the standing anew), offerRejectedInfo and odDeactivateSuccInfo, each with the way on.
import { Button, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import InfoIcon from '@mui/icons-material/Info';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatKes } from '../../format/money';
import type { StepProps } from './OverdraftPage';
import { StepActions, StepFrame } from './StepFrame';

type Kind = 'accepted' | 'opening' | 'rejected' | 'deactivated';

const ICONS: Record<Kind, typeof CheckCircleIcon> = { accepted: CheckCircleIcon, opening: HourglassTopIcon, rejected: InfoIcon, deactivated: CheckCircleIcon };

export const Outcome = ({ kind, info, go }: StepProps & { kind: Kind }) => {
  const translate = useTranslate();
  const Icon = ICONS[kind];
  const home = (
    <Button component={RouterLink} to="/home" size="large">
      {translate('overdraft.backHome')}
    </Button>
  );
  return (
    <StepFrame title={translate(`overdraft.${kind}Title`)} icon={<Icon color={kind === 'rejected' ? 'info' : kind === 'opening' ? 'warning' : 'success'} fontSize="large" />}>
      <Typography role="status">{translate(`overdraft.${kind}Text`, { amount: formatKes(info.odApplyAmount ?? 0), number: info.overdraftNo ?? '' })}</Typography>
      <StepActions>
        {kind === 'opening' && (
          <Button variant="contained" size="large" onClick={() => void go('offerAcceptedInfo')}>
            {translate('overdraft.checkAgain')}
          </Button>
        )}
        {kind === 'accepted' && (
          <Button variant="contained" size="large" onClick={() => void go('overdraftLimitInfo')}>
            {translate('overdraft.viewOverdraft')}
          </Button>
        )}
        {(kind === 'rejected' || kind === 'deactivated') && (
          <Button variant="contained" size="large" onClick={() => void go('activateOverdraftForm')}>
            {translate('overdraft.applyAgain')}
          </Button>
        )}
        {home}
      </StepActions>
    </StepFrame>
  );
};
