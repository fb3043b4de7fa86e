// Document recognition for a registered sole proprietor (spec 000 §2 "with document recognition"): the
// registration certificate is uploaded first and read (OcrBusRegCert); what was read fills the form's fields,
// and the merchant checks them before saving. A certificate that cannot be read leaves the form to be typed.
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { failureText } from '../common/messages';
import { recogniseCertificate } from './businessCalls';

export const CertificateReader = ({ input }: { input: ReactNode }) => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const [reading, setReading] = useState(false);
  const [read, setRead] = useState<string[]>([]);
  const [problem, setProblem] = useState('');

  const readCertificate = async () => {
    const fileId = getValues('regCert') as string | undefined;
    setRead([]);
    if (!fileId) {
      setProblem(translate('businessSetup.form.ocr.needFile'));
      return;
    }
    setReading(true);
    setProblem('');
    try {
      const found = await recogniseCertificate(fileId);
      const names = Object.entries(found).filter(([, value]) => typeof value === 'string' && value !== '');
      for (const [name, value] of names) setValue(name, value, { shouldDirty: true, shouldValidate: true });
      setRead(names.map(([name]) => name));
    } catch (error) {
      setProblem(failureText(error, translate));
    } finally {
      setReading(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="certificate-reader" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id="certificate-reader" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {translate('businessSetup.form.ocr.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('businessSetup.form.ocr.intro')}
        </Typography>
        {input}
        <Box>
          <Button variant="outlined" onClick={readCertificate} disabled={reading}>
            {translate('businessSetup.form.ocr.read')}
          </Button>
        </Box>
        {read.length > 0 && (
          <Alert severity="success" role="status">
            {translate('businessSetup.form.ocr.recognised', { fields: read.map((name) => translate(`businessSetup.form.fields.${name}`)).join(translate('engine.listSeparator')) })}
          </Alert>
        )}
        {problem && (
          <Alert severity="warning" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </Box>
  );
};
