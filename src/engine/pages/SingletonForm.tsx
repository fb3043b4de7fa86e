// A singleton's form, in place of its record: the first save creates the record (methods.create), later ones
// update it (methods.update). Cancel goes back to the record; a refused save keeps everything typed.
import CloseIcon from '@mui/icons-material/Close';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useGetOne, useTranslate } from 'react-admin';
import { SINGLETON_ID, singletonExists } from '../../data/singleton';
import { useSessionEnded } from '../../auth/useSessionEnded';
import type { ResourceDefinition } from '../../config/definitions';
import { getEntity } from '../registry';
import { FormSections } from './FormSections';
import { NewRecordSaveButton } from './NewRecordSaveButton';
import { SessionDraftKeeper } from './SessionDraftKeeper';
import { useSaveNotices } from './useSaveNotices';

interface Props {
  definition: ResourceDefinition;
  onCancel: () => void;
  onSaved: () => void;
}

const SingletonToolbar = ({ onCancel, newRecord }: { onCancel: () => void; newRecord: boolean }) => {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1 }}>
      {newRecord ? <NewRecordSaveButton /> : <SaveButton />}
      <Button startIcon={<CloseIcon />} onClick={onCancel}>
        {translate('ra.action.cancel')}
      </Button>
    </Toolbar>
  );
};

export const SingletonForm = ({ definition, onCancel, onSaved }: Props) => {
  const { onError, transform } = useSaveNotices(getEntity(definition.entity));
  // Usually answered from the cache (the page has just read the record); not so when the form opens first, back
  // after signing in with a draft: choosing Create before the record is read would put the draft into a form
  // that the record, once read, replaces with the saved values. Chosen once: a cache cleared as the session ends
  // must not take the form away and bring it back (each time mounting react-admin's checks of the session again).
  const { data: record, isPending } = useGetOne(definition.name, { id: SINGLETON_ID });
  const [mode, setMode] = useState<'create' | 'edit'>();
  const readMode = isPending ? undefined : singletonExists(definition, record) ? 'edit' : 'create';
  if (mode === undefined && readMode !== undefined) setMode(readMode);
  const sessionEnded = useSessionEnded();
  const title = `resources.${definition.name}.name`;
  if (mode === undefined) return null;
  const form = (
    <SimpleForm warnWhenUnsavedChanges={!sessionEnded} mode="onBlur" reValidateMode="onChange" toolbar={<SingletonToolbar onCancel={onCancel} newRecord={mode === 'create'} />}>
      <FormSections definition={definition} mode={mode} />
      <SessionDraftKeeper />
    </SimpleForm>
  );
  if (mode === 'create') {
    return (
      <Create resource={definition.name} title={title} redirect={false} mutationOptions={{ onSuccess: onSaved, onError }} transform={transform}>
        {form}
      </Create>
    );
  }
  return (
    <Edit
      resource={definition.name}
      id={SINGLETON_ID}
      title={title}
      actions={false}
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: onSaved, onError }}
      transform={transform}
    >
      {form}
    </Edit>
  );
};
