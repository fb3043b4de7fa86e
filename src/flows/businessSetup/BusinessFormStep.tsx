// /createForm: the form of the type chosen on the step before; saved, the setup goes on to the stakeholders
// (partnership, limited company) or straight to the bank details.
import { Stack } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { saveForm } from './businessCalls';
import { BusinessForm } from './BusinessForm';
import { isBusinessType } from '../../config/businessSetup/businessForm';
import { SetupStepButtons } from './SetupStepButtons';
import { StepHeading } from './StepHeading';
import { useSetup } from './setupContext';
import { resumePath, SETUP_PATHS } from '../../config/businessSetup/setupSteps';

export const BusinessFormStep = () => {
  const navigate = useNavigate();
  const { setup, reload } = useSetup();
  const businessType = setup.businessType;
  if (!isBusinessType(businessType)) return null;

  const save = async (fields: Record<string, unknown>) => {
    await saveForm({ ...fields, businessType } as Parameters<typeof saveForm>[0]);
    const next = await reload();
    navigate(resumePath({ step: next.step ?? 'form', planFlag: 'N' }));
  };

  return (
    <Stack spacing={2}>
      <StepHeading page="form" />
      <BusinessForm
        businessType={businessType}
        recognise={setup.ocrFlg === 'Y'}
        initial={setup}
        onSave={save}
        buttons={(busy) => <SetupStepButtons back={SETUP_PATHS.type} disabled={busy} />}
      />
    </Stack>
  );
};
