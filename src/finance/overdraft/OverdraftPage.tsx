// /finance/overdraft and its pages (spec 000 §2): the page for the merchant's activation status (overdraftSteps.ts),
// or the one the address names when it fits. Needs overdraft (16, spec 001 §6); transaction type 120 must be open
// at the merchant's KYC level, which the menu entry's KYC gate checks on every way in.
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useCallback, useRef, type ReactElement } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { CodeGuardedPage } from '../../layout/CodeGuardedPage';
import { ApplyForm } from './ApplyForm';
import { LimitInfo } from './LimitInfo';
import { MiniStatement } from './MiniStatement';
import { OfferIntro } from './OfferIntro';
import { OfferSent } from './OfferSent';
import { Outcome } from './Outcome';
import { useOverdraftInfo, useRefreshOverdraft, type OverdraftInfo } from './overdraftCalls';
import { OVERDRAFT_ROOT, stepFor, stepPath, type OverdraftStep } from './overdraftSteps';
import { ReferenceForm } from './ReferenceForm';

export const OVERDRAFT_PERMISSION = '16';

export const OverdraftPage = () => (
  <CodeGuardedPage code={OVERDRAFT_PERMISSION}>
    <Overdraft />
  </CodeGuardedPage>
);

export interface StepProps {
  info: OverdraftInfo;
  /** Reads the standing again, then shows the step (without one, the page for the status). */
  go: (step?: OverdraftStep) => Promise<void>;
}

const STEPS: Record<OverdraftStep, (props: StepProps) => ReactElement> = {
  activateOverdraft: OfferIntro,
  activateOverdraftForm: ApplyForm,
  offerConfirmationInfo: OfferSent,
  enterReferenceNumber: ReferenceForm,
  offerAcceptedInfo: (props) => <Outcome kind={props.info.activateStatus === '04' ? 'opening' : 'accepted'} {...props} />,
  offerRejectedInfo: (props) => <Outcome kind="rejected" {...props} />,
  odDeactivateSuccInfo: (props) => <Outcome kind="deactivated" {...props} />,
  overdraftLimitInfo: LimitInfo,
  odMiniStatement: MiniStatement,
};

const Overdraft = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { step: asked } = useParams();
  const overdraft = useOverdraftInfo();
  // The step last shown. A change the page itself makes reads the standing again before it moves on (go): in
  // between, the page it is leaving stays rather than jumping to the new status's default.
  const shown = useRef<string | undefined>(undefined);
  const refresh = useRefreshOverdraft();
  const go = useCallback(
    async (step?: OverdraftStep) => {
      await refresh();
      navigate(step ? stepPath(step) : OVERDRAFT_ROOT);
    },
    [navigate, refresh],
  );

  const title = <Title title={translate('overdraft.title')} />;
  if (overdraft.isError) {
    return (
      <Box sx={{ p: { xs: 1, sm: 3 } }}>
        {title}
        <Alert severity="error" action={<Button onClick={() => void overdraft.refetch()}>{translate('overdraft.retry')}</Button>}>
          {translate('overdraft.loadFailed')}
        </Alert>
      </Box>
    );
  }
  if (!overdraft.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        {title}
        <CircularProgress aria-label={translate('overdraft.loading')} />
      </Box>
    );
  }
  const fitting = stepFor(overdraft.data, asked);
  if (fitting !== asked && (asked === undefined || shown.current !== asked)) return <Navigate to={stepPath(fitting)} replace />;
  shown.current = asked;
  const Step = STEPS[asked as OverdraftStep];
  return (
    <>
      {title}
      <Step info={overdraft.data} go={go} />
    </>
  );
};
