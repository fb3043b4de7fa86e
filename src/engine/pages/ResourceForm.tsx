// Create and Edit over the same sections. Unsaved changes are guarded; a failed save keeps every value typed and
// shows the server's message (and its field errors under the fields); a session the server ends keeps the draft.
import { Create, DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useCanAccess } from 'react-admin';
import type { ResourceDefinition } from '../../config/definitions';
import { getEntity } from '../registry';
import { FormSections } from './FormSections';
import { FormSteps } from './FormSteps';
import { SessionDraftKeeper } from './SessionDraftKeeper';
import { useFailureNotifier } from './useFailureNotifier';
import { useSaveNotices } from './useSaveNotices';

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
  const { onError, transform } = useSaveNotices(getEntity(definition.entity), definition);
  return (
    <Create resource={definition.name} redirect="show" mutationOptions={{ onError }} transform={transform}>
      {definition.form?.steps ? (
        <SimpleForm warnWhenUnsavedChanges mode="onBlur" reValidateMode="onChange" toolbar={false}>
          <SessionDraftKeeper />
          <FormSteps definition={definition} />
        </SimpleForm>
      ) : (
        <SimpleForm warnWhenUnsavedChanges mode="onBlur" reValidateMode="onChange" toolbar={<FormToolbar definition={definition} />}>
          <SessionDraftKeeper />
          <FormSections definition={definition} mode="create" />
        </SimpleForm>
      )}
    </Create>
  );
};

export const ResourceEdit = ({ definition }: { definition: ResourceDefinition }) => {
  const { onError, transform } = useSaveNotices(getEntity(definition.entity), definition);
  const reportLoadFailure = useFailureNotifier('ra.notification.item_doesnt_exist');
  return (
    <Edit
      resource={definition.name}
      redirect="show"
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      queryOptions={{ onError: reportLoadFailure }}
      transform={transform}
    >
      <SimpleForm warnWhenUnsavedChanges mode="onBlur" reValidateMode="onChange" toolbar={<FormToolbar definition={definition} />}>
        <SessionDraftKeeper />
        <FormSections definition={definition} mode="edit" />
      </SimpleForm>
    </Edit>
  );
};
