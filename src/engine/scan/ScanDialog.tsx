// Finding a record by a code on its pack (list.scan: an item's barcode): typed, read by a USB scanner, or seen by
// the device camera where the browser has BarcodeDetector. The code is checked with the field's own rule, then
// looked up in the list: one record found opens it; none starts a new one with the code filled in, for a person
// who may create, and says so otherwise.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import { mayAccess } from '../../auth/permissions';
import { useNavigate } from 'react-router';
import type { ResourceDefinition } from '../../config/definitions';
import { validateField } from '../../validation/validate';
import { fieldLabel } from '../pages/labels';
import { CameraReader, cameraReadingSupported } from './CameraReader';

interface ScanDialogProps {
  definition: ResourceDefinition;
  /** A code the scanner already read on the list: looked up as the dialog opens. */
  initialCode: string;
  onClose: () => void;
}

export const ScanDialog = ({ definition, initialCode, onClose }: ScanDialogProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider();
  const field = definition.list!.scan!.field;
  const mayCreate = mayAccess(definition.name, 'create');
  const [code, setCode] = useState(initialCode);
  const [problem, setProblem] = useState('');
  const [looking, setLooking] = useState(false);
  const [camera, setCamera] = useState(false);
  const label = translate(fieldLabel(definition.name, field));

  const find = async (scanned: string) => {
    const wanted = scanned.trim();
    setCode(wanted);
    const refusal = validateField(definition.entity, field, wanted, { required: true });
    if (refusal) {
      setProblem(translate(refusal.key, { _: refusal.key, ...refusal.values }));
      return;
    }
    setProblem('');
    setLooking(true);
    try {
      const { data } = await dataProvider.getList(definition.name, {
        filter: { [field]: wanted },
        pagination: { page: 1, perPage: 2 },
        sort: { field: definition.idField, order: 'ASC' },
      });
      const found = data.find((record) => String(record[field]) === wanted);
      if (found) {
        onClose();
        navigate(createPath({ resource: definition.name, type: 'show', id: found.id }));
      } else if (mayCreate) {
        onClose();
        navigate(createPath({ resource: definition.name, type: 'create' }), { state: { record: { [field]: wanted } } });
      } else {
        setProblem(translate('engine.scan.notFound', { code: wanted }));
      }
    } catch {
      // The transport has already told the person why.
    } finally {
      setLooking(false);
    }
  };

  const started = useRef(false);
  useEffect(() => {
    if (started.current || !initialCode) return;
    started.current = true;
    void find(initialCode);
    // Once, for the code the dialog opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialCode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void find(code);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="scan-title" maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="scan-title">{translate('engine.scan.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              label={label}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              helperText={problem ? undefined : translate('engine.scan.hint')}
              error={Boolean(problem)}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'aria-describedby': problem ? 'scan-problem' : undefined } }}
              fullWidth
            />
            {problem && (
              <Alert id="scan-problem" severity="error" role="alert">
                {problem}
              </Alert>
            )}
            {camera && <CameraReader onCode={(seen) => void find(seen)} onUnavailable={() => setCamera(false)} />}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {cameraReadingSupported() && !camera && (
            <Button startIcon={<PhotoCameraIcon />} onClick={() => setCamera(true)} sx={{ mr: 'auto' }}>
              {translate('engine.scan.camera')}
            </Button>
          )}
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={looking}>
            {translate('engine.scan.find')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
