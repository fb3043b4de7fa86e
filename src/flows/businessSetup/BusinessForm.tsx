// The business type's form (spec 000 §3 Business setup fields): about the business, where it is, and its
// registration with the type's documents (businessForm.ts says which). Used by the setup's /createForm and by a
// set-up business amending its details. The KRA PIN is checked with the server (CheckKraPinIsUse) before the
// form is saved; the server's refusals show under their fields, others above the buttons.
import { Alert, Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import { InputFor } from '../../engine/inputs/InputFor';
import { toWireRecord } from '../../engine/pages/saving';
import { describeEntity } from '../../validation/validate';
import './setupEntities';
import { checkKraPin, type BusinessSetup } from './businessCalls';
import { useFormSave } from './useFormSave';
import { formFieldsFor, requiredFieldsFor, type BusinessType } from '../../config/businessSetup/businessForm';
import { CertificateReader } from './CertificateReader';
import { SectorInput } from './SectorInput';

const SECTIONS: ReadonlyArray<{ key: string; fields: readonly string[] }> = [
  { key: 'business', fields: ['mercNm', 'industry', 'sector', 'description', 'businessPhoto'] },
  { key: 'address', fields: ['county', 'city', 'street'] },
  { key: 'registration', fields: ['taxPin', 'ciNo', 'regCert', 'certIncorporation', 'cr12', 'llp2'] },
];

const FULL_WIDTH = new Set(['description', 'businessPhoto']);

export interface BusinessFormProps {
  businessType: BusinessType;
  /** A registered sole proprietor who chose document recognition: the certificate comes first. */
  recognise: boolean;
  initial: BusinessSetup;
  /** Saves the checked fields; a refusal is thrown. */
  onSave: (fields: Record<string, unknown>) => Promise<void>;
  /** The form's buttons (a submit among them). */
  buttons: (busy: boolean) => ReactNode;
}

export const BusinessForm = ({ businessType, recognise, initial, onSave, buttons }: BusinessFormProps) => {
  const translate = useTranslate();
  const entity = describeEntity('businessSetup');
  const shown = new Set(formFieldsFor(businessType));
  const required = new Set(requiredFieldsFor(businessType));
  const record = Object.fromEntries([...shown].map((name) => [name, initial[name as keyof BusinessSetup] ?? '']));

  const { busy, failure, submit } = useFormSave(async (values) => {
    const fields = toWireRecord(entity, Object.fromEntries([...shown].map((name) => [name, values[name] ?? ''])));
    await checkKraPin(String(fields.taxPin ?? ''));
    await onSave(fields);
  });

  const input = (name: string) => {
    const label = translate(`businessSetup.form.fields.${name}`);
    const field = { ...entity.fields[name]!, required: required.has(name) };
    const wide = FULL_WIDTH.has(name) ? { gridColumn: '1 / -1' } : undefined;
    return (
      <Box key={name} sx={wide}>
        {name === 'sector' ? <SectorInput label={label} required={field.required} /> : <InputFor entity="businessSetup" field={field} label={label} fullWidth />}
      </Box>
    );
  };

  return (
    <Form record={record} onSubmit={submit} noValidate disableInvalidFormNotification>
      <Stack spacing={3}>
        {recognise && <CertificateReader input={input('regCert')} />}
        {SECTIONS.map((section) => {
          const names = section.fields.filter((name) => shown.has(name) && !(recognise && name === 'regCert'));
          return (
            <Box component="section" key={section.key} aria-labelledby={`business-${section.key}`}>
              <Typography id={`business-${section.key}`} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {translate(`businessSetup.form.sections.${section.key}`)}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>{names.map(input)}</Box>
            </Box>
          );
        })}
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        {buttons(busy)}
      </Stack>
    </Form>
  );
};
