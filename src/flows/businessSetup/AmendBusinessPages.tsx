// Amending a set-up business (spec 000 §2 Business: businessClass "Choose Business Type", then the type's form,
// all titled Business Details): the type, then its form filled in with what the business has; saved, the change
// goes under review for up to 24 hours (001) and My business says so.
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { hasPermission } from '../../auth/permissions';
import { isBusinessType } from '../../config/businessSetup/businessForm';
import { AccessDeniedPage } from '../../layout/AccessDeniedPage';
import { BUSINESS_INFO_PERMISSION, loadSetup, saveForm, type BusinessSetup } from './businessCalls';
import { BusinessForm } from './BusinessForm';
import { FORM_OF_CHOICE, MY_BUSINESS_PATHS } from './myBusinessPaths';
import { SetupStepButtons } from './SetupStepButtons';
import { TypeChoiceGroup } from './TypeChoiceGroup';
import { choiceOf, TYPE_CHOICES } from './typeChoices';

const AmendFrame = ({ heading, children }: { heading: string; children: ReactNode }) => {
  const translate = useTranslate();
  if (!hasPermission(BUSINESS_INFO_PERMISSION)) return <AccessDeniedPage />;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Title title={translate('businessSetup.myBusiness.detailsTitle')} />
      <Card variant="outlined" sx={{ maxWidth: 760 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {heading}
            </Typography>
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};

const useSetupRecord = () => {
  const [setup, setSetup] = useState<BusinessSetup | null>(null);
  useEffect(() => {
    void loadSetup().then(setSetup);
  }, []);
  return setup;
};

export const AmendTypePage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const setup = useSetupRecord();
  const [choice, setChoice] = useState('');
  const shown = choice || choiceOf(setup?.businessType, setup?.ocrFlg);
  return (
    <AmendFrame heading={translate('businessSetup.myBusiness.chooseType')}>
      <Typography color="text.secondary">{translate('businessSetup.type.intro')}</Typography>
      {setup && <TypeChoiceGroup value={shown} onChange={setChoice} />}
      <SetupStepButtons back={MY_BUSINESS_PATHS.root} onNext={() => navigate(`${MY_BUSINESS_PATHS.root}/${FORM_OF_CHOICE[shown]}?choice=${shown}`)} disabled={!shown} label={translate('businessSetup.myBusiness.next')} />
    </AmendFrame>
  );
};

export const AmendFormPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { form } = useParams();
  const [search] = useSearchParams();
  const setup = useSetupRecord();
  const chosen = TYPE_CHOICES.find((entry) => entry.key === search.get('choice') && FORM_OF_CHOICE[entry.key] === form);
  if (!Object.values(FORM_OF_CHOICE).includes(form ?? '')) return <Navigate to="/404" replace />;
  if (!chosen) return <Navigate to={MY_BUSINESS_PATHS.businessClass} replace />;
  const businessType = chosen.businessType;
  const save = async (fields: Record<string, unknown>) => {
    await saveForm({ ...fields, businessType } as Parameters<typeof saveForm>[0]);
    navigate(MY_BUSINESS_PATHS.root, { state: { amended: true } });
  };
  return (
    <AmendFrame heading={translate('businessSetup.myBusiness.detailsTitle')}>
      <Typography color="text.secondary">{translate('businessSetup.myBusiness.amendIntro')}</Typography>
      {setup && isBusinessType(businessType) && (
        <BusinessForm
          businessType={businessType}
          recognise={chosen.ocr}
          initial={setup}
          onSave={save}
          buttons={(busy) => (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => navigate(MY_BUSINESS_PATHS.businessClass)}>{translate('businessSetup.back')}</Button>
              <Button type="submit" variant="contained" disabled={busy}>
                {translate('businessSetup.myBusiness.submit')}
              </Button>
            </Stack>
          )}
        />
      )}
    </AmendFrame>
  );
};
