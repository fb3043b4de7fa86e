// /verifyPersonInfo (a registration step) and /uploadIdDocument (an owner whose ID upload flag is N): the ID
// document's type and number, checked as typed against spec 001 §5 and as a whole by the server, and photos of
// both sides through the console's upload input (JPEG or PNG under 5 MB). A number someone else has registered is
// refused in the server's words before anything is saved (CheckIdNoIsUse, then VerifyAndRecognizeIdCard).
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { refreshUserInformation } from '../../auth/authProvider';
import { fieldValidator } from '../../engine/inputs/fieldValidator';
import { UploadInput } from '../../engine/inputs/UploadInput';
import * as registrationEntity from '../../generated/entities/registration';
import { isLoggedIn } from '../../transport/session';
import { provideEntities } from '../../validation/entityRegistry';
import { describeEntity, validateField } from '../../validation/validate';
import { StepForm } from '../resetPassword/StepForm';
import { useStepCall } from '../resetPassword/useStepCall';
import { idNoInUse, submitIdDocument, type IdDocument } from './registerCalls';
import { useRegisterDraft } from './registerDraft';
import { UPLOAD_ID_PATH } from '../../config/registerSteps';

provideEntities(registrationEntity);

type Photos = Pick<IdDocument, 'idFrontFileId' | 'idBackFileId'>;
const PHOTOS = ['idFrontFileId', 'idBackFileId'] as const;
const ID_TYPES = ['01', '00'] as const;

export const IdDocumentStep = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const uploadOnly = useLocation().pathname === UPLOAD_ID_PATH;
  const { draft, update, advance } = useRegisterDraft();
  const { busy, error, setError, run } = useStepCall();
  const [idNoError, setIdNoError] = useState('');
  const photos = useForm<Photos>({ mode: 'onChange', defaultValues: { idFrontFileId: draft.idDocument.idFrontFileId, idBackFileId: draft.idDocument.idBackFileId } });
  const { fields } = describeEntity('registration');
  const document = draft.idDocument;
  const change = (changes: Partial<IdDocument>) => update({ idDocument: { ...document, ...changes } });

  const next = async () => {
    const problem = validateField('registration', 'idNo', document.idNo.trim(), { required: true, record: { idType: document.idType } });
    setIdNoError(problem ? translate(problem.key, problem.values) : '');
    const photosGiven = await photos.trigger();
    if (problem || !photosGiven) return;
    const chosen = { ...document, ...photos.getValues(), idNo: document.idNo.trim() };
    change(chosen);
    void run(async () => {
      if (await idNoInUse(chosen.idType, chosen.idNo)) {
        setIdNoError(translate('messages.idNoInUse'));
        setError(translate('messages.idNoInUse'));
        return;
      }
      const step = await submitIdDocument(chosen);
      if (!uploadOnly) return advance(step);
      if (isLoggedIn()) await refreshUserInformation(); // the business pages read the flag from there
      navigate('/home', { replace: true });
    });
  };

  return (
    <StepForm onSubmit={() => void next()} submitLabel={translate(uploadOnly ? 'register.id.submit' : 'register.continue')} busy={busy} error={error}>
      <Typography color="text.secondary">{translate('register.id.lead')}</Typography>
      <FormControl>
        <FormLabel id="id-type-label">{translate('register.id.idType')}</FormLabel>
        <RadioGroup row aria-labelledby="id-type-label" value={document.idType} onChange={(event) => change({ idType: event.target.value as IdDocument['idType'] })}>
          {ID_TYPES.map((idType) => (
            <FormControlLabel key={idType} value={idType} control={<Radio />} label={translate(`enums.idType.${idType}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        label={translate(document.idType === '01' ? 'register.id.nationalIdNo' : 'register.id.passportNo')}
        value={document.idNo}
        onChange={(event) => {
          setIdNoError('');
          change({ idNo: document.idType === '00' ? event.target.value.toUpperCase() : event.target.value });
        }}
        error={Boolean(idNoError)}
        helperText={idNoError || ' '}
        required
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { inputMode: document.idType === '01' ? 'numeric' : 'text' } }}
      />
      <FormProvider {...photos}>
        {PHOTOS.map((photo) => (
          <UploadInput key={photo} field={fields[photo]!} label={translate(`register.id.${photo}`)} validate={fieldValidator('registration', photo, true)} />
        ))}
      </FormProvider>
    </StepForm>
  );
};
