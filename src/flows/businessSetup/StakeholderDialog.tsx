// Adds or edits one stakeholder (spec 000 §3: names, mobile, e-mail, ID number, designation, share, both sides of
// the ID), checked as the stakeholder schema says; the server's refusal (a share beyond what is left) shows under
// its field, with everything typed kept.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { InputFor } from '../../engine/inputs/InputFor';
import { toWireRecord } from '../../engine/pages/saving';
import { DIALOG_WIDTH } from '../../layout/theme';
import { describeEntity } from '../../validation/validate';
import './setupEntities';
import { addStakeholder, updateStakeholder, type Stakeholder, type StakeholderFields } from './businessCalls';
import { useFormSave } from './useFormSave';

const FIELDS = ['firstName', 'middleName', 'surname', 'mblNo', 'email', 'idNo', 'designation', 'share', 'idFrontImg', 'idBackImg'] as const;
const WIDE = new Set(['idFrontImg', 'idBackImg']);

export const StakeholderDialog = ({ editing, onClose, onSaved }: { editing: Stakeholder | null; onClose: () => void; onSaved: () => Promise<void> }) => {
  const translate = useTranslate();
  const entity = describeEntity('stakeholder');
  const record = Object.fromEntries(FIELDS.map((name) => [name, editing?.[name] ?? '']));

  const { busy, failure, submit } = useFormSave(async (values) => {
    const fields = toWireRecord(entity, Object.fromEntries(FIELDS.map((name) => [name, values[name]]))) as unknown as StakeholderFields;
    if (editing?.stakeholderId) await updateStakeholder(editing.stakeholderId, fields);
    else await addStakeholder(fields);
    await onSaved();
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="stakeholder-dialog" slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}>
      <Form record={record} onSubmit={submit} noValidate disableInvalidFormNotification>
        <DialogTitle id="stakeholder-dialog">{translate(editing ? 'businessSetup.stakeholders.dialogEdit' : 'businessSetup.stakeholders.dialogAdd')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
              {FIELDS.map((name) => (
                <Box key={name} sx={WIDE.has(name) ? { gridColumn: '1 / -1' } : undefined}>
                  <InputFor entity="stakeholder" field={entity.fields[name]!} label={translate(`resources.stakeholders.fields.${name}`)} fullWidth />
                </Box>
              ))}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {translate('businessSetup.stakeholders.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {translate('businessSetup.stakeholders.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
