// activateOverdraft: what the overdraft is, the most the merchant may apply for and its access fee
// (QryOverdraftBasicInfo, QryOverdraftBasicFee), and why the last application went nowhere, if it did.
import { Alert, Button, Skeleton, Typography } from '@mui/material';
import CreditScoreIcon from '@mui/icons-material/CreditScore';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatKes } from '../../format/money';
import { Figures } from './Figures';
import { overdraftFee } from './overdraftCalls';
import type { StepProps } from './OverdraftPage';
import { StepActions, StepFrame } from './StepFrame';

export const OfferIntro = ({ info, go }: StepProps) => {
  const translate = useTranslate();
  const fee = useQuery({ queryKey: ['overdraft', 'fee', info.maxAmount], queryFn: () => overdraftFee(info.maxAmount), enabled: info.maxAmount > 0 });
  return (
    <StepFrame title={translate('overdraft.offerTitle')} icon={<CreditScoreIcon color="primary" fontSize="large" />}>
      {info.activateStatus === '03' && (
        <Alert severity="warning">
          {translate('overdraft.expired')} {translate('messages.overdraftOfferExpired')}
        </Alert>
      )}
      {info.approvalSts === 'F' && <Alert severity="warning">{translate('overdraft.approvalRejected', { reason: info.rjtRsn ?? '' })}</Alert>}
      <Typography>{translate('overdraft.offerText')}</Typography>
      <Figures
        rows={[
          [translate('overdraft.maxAmount'), formatKes(info.maxAmount)],
          [translate('overdraft.feeRate'), fee.data ? translate('overdraft.feeRateValue', { rate: fee.data.feeRate }) : <Skeleton width={160} />],
        ]}
      />
      <StepActions>
        <Button variant="contained" size="large" onClick={() => void go('activateOverdraftForm')}>
          {translate('overdraft.apply')}
        </Button>
      </StepActions>
    </StepFrame>
  );
};
