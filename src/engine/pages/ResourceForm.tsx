// Create and Edit over the same sections. Unsaved changes are guarded; a failed save keeps every value typed and
// shows the server's message (and its field errors under the fields).
import { Create, DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useCanAccess, useNotify, type RaRecord } from 'react-admin';
import { fieldErrorsOf, isQuietFailure } from '../../data/errors';
import type { ResourceDefinition } from '../definitions';
import { getEntity } from '../registry';
import { FormSections } from './FormSections';
import { toWireRecord } from './saving';

const useSaveErrorHandler = () => {
  const notify = useNotify();
  return (error: unknown) => {
    if (isQuietFailure(error)) return;
    if (fieldErrorsOf(error)) {
      notify(error instanceof Error ? error.message : 'ra.message.invalid_form', { type: 'error' });
      return;
    }
    notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
  };
};

/** Save, and Delete only where the resource declares a delete and the user may use it. */
const FormToolbar = ({ definition }: { definition: ResourceDefinition }) => {
  const { canAccess: mayDelete } = useCanAccess({ resource: definition.name, action: 'delete' });
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {definition.methods.delete && mayDelete && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
};

export const ResourceCreate = ({ definition }: { definition: ResourceDefinition }) => {
  const onError = useSaveErrorHandler();
  const entity = getEntity(definition.entity);
  return (
    <Create
      resource={definition.name}
      redirect="show"
      mutationOptions={{ onError }}
      transform={(data: Record<string, unknown>) => toWireRecord(entity, data)}
    >
      <SimpleForm warnWhenUnsavedChanges mode="onBlur" reValidateMode="onChange" toolbar={<FormToolbar definition={definition} />}>
        <FormSections definition={definition} mode="create" />
      </SimpleForm>
    </Create>
  );
};

export const ResourceEdit = ({ definition }: { definition: ResourceDefinition }) => {
  const onError = useSaveErrorHandler();
  const notify = useNotify();
  const entity = getEntity(definition.entity);
  return (
    <Edit
      resource={definition.name}
      redirect="show"
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      queryOptions={{
        onError: (error: unknown) => {
          if (!isQuietFailure(error)) notify(error instanceof Error ? error.message : 'ra.notification.item_doesnt_exist', { type: 'error' });
        },
      }}
      transform={(data: RaRecord) => toWireRecord(entity, data) as RaRecord}
    >
      <SimpleForm warnWhenUnsavedChanges mode="onBlur" reValidateMode="onChange" toolbar={<FormToolbar definition={definition} />}>
        <FormSections definition={definition} mode="edit" />
      </SimpleForm>
    </Edit>
  );
};
