// A picture or document field: the file goes to the file service as soon as it is chosen and the record keeps its
// file_id (an array of them when the schema allows several). The schema's x-upload limits are checked before
// anything is sent, in the spec's words (common.pic_format / pic_size / pic_aspect / file_format / file_size); a refusal by the
// service shows the service's own message. The file goes through the data provider (upload), like every call. A failed upload leaves the files already there untouched.
import { Box, Button, CircularProgress, FormHelperText, FormLabel, Stack } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useDataProvider, useInput, useTranslate, type Validator } from 'react-admin';
import type { ConsoleDataProvider, UploadedFile } from '../../data/consoleMethods';
import { isDataError } from '../../data/errors';
import { validationMessage } from './validationMessage';
import type { FieldDescriptor } from '../../validation/entityTypes';
import { fileIdsOf, FileTile } from '../fields/FileTile';
import { pictureShapeProblem, uploadProblem } from '../../config/uploadRules';
import { pictureSize } from './pictureSize';

export interface UploadInputProps {
  field: FieldDescriptor;
  label: string;
  validate?: Validator;
  disabled?: boolean;
}

export const UploadInput = ({ field, label, validate, disabled }: UploadInputProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const inputId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const rule = (field.upload ?? field.items?.upload)!;
  const multiple = field.type === 'array';
  const limit = multiple ? (field.maxItems ?? Number.POSITIVE_INFINITY) : 1;
  const {
    field: { value, onChange, onBlur },
    fieldState: { error, invalid },
    isRequired,
  } = useInput({ source: field.name, validate });
  const ids = fileIdsOf(value);
  // The names the merchant chose, for this visit; a stored record shows its files by number.
  const [names, setNames] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = (next: string[]) => {
    // An emptied field is absent, not an empty list: "required" then means at least one file.
    onChange(multiple ? (next.length ? next : undefined) : (next[0] ?? ''));
    onBlur();
  };

  const nameOf = (fileId: string, index: number) =>
    names[fileId] ?? translate(rule.kind === 'image' ? 'common.pictureNumber' : 'common.fileNumber', { number: index + 1 });

  const shapeProblem = async (chosen: File[]) => {
    if (rule.kind !== 'image' || !rule.aspects?.length) return null;
    for (const file of chosen) {
      const size = await pictureSize(file);
      const refused = size && pictureShapeProblem(rule, size);
      if (refused) return refused;
    }
    return null;
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = ''; // choosing the same file again after a refusal must fire again
    if (!chosen.length) return;
    const room = multiple ? limit - ids.length : 1;
    const refused = chosen.map((file) => uploadProblem(rule, file)).find((found) => found) ?? (await shapeProblem(chosen));
    if (refused) return setProblem(translate(refused.key, refused.values));
    if (chosen.length > room) return setProblem(translate('common.maxUploads'));
    setProblem(null);
    setUploading(true);
    try {
      const stored: UploadedFile[] = [];
      for (const file of chosen) {
        const { data } = await dataProvider.upload({ file });
        if (!data?.fileId) return; // the session ended on the way: the person is being sent to log in
        stored.push(data);
      }
      setNames((known) => ({
        ...known,
        ...Object.fromEntries(stored.map((file) => [file.fileId, file.fileName])),
      }));
      save(multiple ? [...ids, ...stored.map((file) => file.fileId)] : [stored[0]!.fileId]);
    } catch (failure) {
      setProblem(isDataError(failure) ? failure.message : translate('errors.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const full = multiple && ids.length >= limit;
  const shaped = rule.kind === 'image' && Boolean(rule.aspects?.length);
  const hint = translate(shaped ? 'common.pictureShapeHint' : rule.kind === 'image' ? 'common.pictureHint' : 'common.fileHint', {
    types: rule.types.map((type) => type.toUpperCase()).join(', '),
    max: rule.maxMB,
    aspects: rule.aspects?.join(' / '),
  });
  const message = problem ?? (invalid && error?.message ? validationMessage(translate, error.message) : full ? translate('common.maxUploads') : hint);

  return (
    <Box sx={{ mb: 2 }} role="group" aria-labelledby={`${inputId}-label`}>
      <FormLabel id={`${inputId}-label`} required={isRequired} sx={{ display: 'block', mb: 1, fontSize: '0.875rem' }}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        {ids.map((fileId, index) => (
          <FileTile
            key={fileId}
            fileId={fileId}
            kind={rule.kind}
            name={nameOf(fileId, index)}
            onRemove={disabled || uploading ? undefined : () => save(ids.filter((id) => id !== fileId))}
          />
        ))}
        {!disabled && !full && (
          <Button
            variant="outlined"
            onClick={() => picker.current?.click()}
            disabled={uploading}
            startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
            sx={{
              height: 104,
              minWidth: 104,
              borderStyle: 'dashed',
              flexDirection: 'column',
              gap: 0.5,
              '& .MuiButton-startIcon': { m: 0 },
            }}
          >
            {translate(uploading ? 'common.uploading' : rule.kind === 'image' ? 'common.uploadPicture' : 'common.uploadFile')}
          </Button>
        )}
        <input
          ref={picker}
          type="file"
          hidden
          aria-label={label}
          accept={rule.types.map((type) => `.${type}`).join(',')}
          multiple={multiple && limit - ids.length > 1}
          onChange={(event) => void choose(event)}
        />
      </Stack>
      <FormHelperText error={Boolean(problem) || invalid} role={problem ? 'alert' : undefined}>
        {message}
      </FormHelperText>
    </Box>
  );
};
