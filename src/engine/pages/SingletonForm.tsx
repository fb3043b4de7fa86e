// A singleton's form, in place of its record: the first save creates the record (methods.create), later ones
// update it (methods.update). Cancel goes back to the record; a refused save keeps everything typed.
import CloseIcon from '@mui/icons-material/Close';
import { Button } from '@mui/material';
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
  // The page has just read the record, so this answers from the cache.
  const { data: record } = useGetOne(definition.name, { id: SINGLETON_ID });
  const sessionEnded = useSessionEnded();
  const title = `resources.${definition.name}.name`;
  const form = (mode: 'create' | 'edit') => (
    <SimpleForm warnWhenUnsavedChanges={!sessionEnded} mode="onBlur" reValidateMode="onChange" toolbar={<SingletonToolbar onCancel={onCancel} newRecord={mode === 'create'} />}>
      <FormSections definition={definition} mode={mode} />
      <SessionDraftKeeper />
    </SimpleForm>
  );

  if (!singletonExists(definition, record)) {
    return (
      <Create resource={definition.name} title={title} redirect={false} mutationOptions={{ onSuccess: onSaved, onError }} transform={transform}>
        {form('create')}
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
      {form('edit')}
    </Edit>
  );
};
