// Create and Edit over the same sections. Unsaved changes are guarded; a failed save keeps every value typed and
// shows the server's message (and its field errors under the fields); a session the server ends keeps the draft.
// A form whose save commits a payment (form.pin: a standing order) asks for the transacting PIN first.
import type { ComponentProps } from 'react';
import {
  Create,
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useDataProvider,
  useRecordContext,
  useSaveContext,
} from 'react-admin';
import type { ConsoleDataProvider } from '../../data/consoleMethods';
import { fieldErrorsOf } from '../../data/errors';
import { useRequirePin } from '../../flows/pin/PinProvider';
import { isAbsent } from '../../validation/validate';
import type { ResourceDefinition } from '../../config/definitions';
import { mayAccess } from '../../auth/permissions';
import { useSessionEnded } from '../../auth/useSessionEnded';
import { getEntity } from '../registry';
import { FormSections } from './FormSections';
import { FormSteps } from './FormSteps';
import { NewRecordSaveButton } from './NewRecordSaveButton';
import { RecordNotShown } from './RecordNotShown';
import { SessionDraftKeeper } from './SessionDraftKeeper';
import { useCreateLabel } from './useCreateLabel';
import { useFailureNotifier } from './useFailureNotifier';
import { useSaveNotices } from './useSaveNotices';

/** Save, and Delete only where the resource declares a delete and the user may use it. */
const FormToolbar = ({ definition, newRecord }: { definition: ResourceDefinition; newRecord?: boolean }) => {
  const mayDelete = mayAccess(definition.name, 'delete');
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      {newRecord ? <NewRecordSaveButton /> : <SaveButton />}
      {definition.methods.delete && mayDelete && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
};

/**
 * react-admin's SimpleForm, with the save behind the PIN where the resource asks for it. Before the PIN, values that
 * must be unique (x-unique) and were typed or changed are checked with the server, so a taken name is said under its
 * field without asking for a PIN in vain. A cancelled PIN sends nothing and leaves the form as typed; the server's
 * field errors come back under the fields as usual.
 */
const DeclaredForm = ({ definition, ...props }: ComponentProps<typeof SimpleForm> & { definition: ResourceDefinition }) => {
  const { save } = useSaveContext();
  const record = useRecordContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const requirePin = useRequirePin();
  const sessionEnded = useSessionEnded();
  const takenOf = async (values: Record<string, unknown>): Promise<Record<string, string> | undefined> => {
    const fields = getEntity(definition.entity).fields;
    const typed = Object.keys(fields).filter((source) => fields[source]?.unique && !isAbsent(values[source]) && values[source] !== record?.[source]);
    if (typed.length === 0) return undefined;
    try {
      await dataProvider.checkUnique(definition.name, { data: Object.fromEntries(typed.map((source) => [source, values[source]])) });
      return undefined;
    } catch (error) {
      // A check that cannot be made lets the save go on: the server checks again.
      const errors = fieldErrorsOf(error) ?? {};
      const taken = typed.filter((source) => errors[source]);
      return taken.length > 0 ? Object.fromEntries(taken.map((source) => [source, errors[source]!])) : undefined;
    }
  };
  const onSubmit =
    definition.form?.pin && save
      ? async (values: Record<string, unknown>) => {
          const taken = await takenOf(values);
          if (taken) return taken;
          return (await requirePin()) ? save(values) : undefined;
        }
      : undefined;
  // Every declared form guards unsaved changes (until the server ends the session: what was typed is then kept for
  // the next sign-in) and checks a field as it is left, then again as it is corrected.
  return <SimpleForm warnWhenUnsavedChanges={!sessionEnded} mode="onBlur" reValidateMode="onChange" {...props} onSubmit={onSubmit} />;
};

export const ResourceCreate = ({ definition }: { definition: ResourceDefinition }) => {
  const { onError, transform } = useSaveNotices(getEntity(definition.entity), definition);
  const createTitle = useCreateLabel(definition.name);
  return (
    <Create resource={definition.name} title={createTitle} redirect="show" mutationOptions={{ onError }} transform={transform}>
      {definition.form?.steps ? (
        <DeclaredForm definition={definition} toolbar={false}>
          <SessionDraftKeeper />
          <FormSteps definition={definition} />
        </DeclaredForm>
      ) : (
        <DeclaredForm definition={definition} toolbar={<FormToolbar definition={definition} newRecord />}>
          <SessionDraftKeeper />
          <FormSections definition={definition} mode="create" />
        </DeclaredForm>
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
      error={<RecordNotShown definition={definition} />}
      transform={transform}
    >
      <DeclaredForm definition={definition} toolbar={<FormToolbar definition={definition} />}>
        <SessionDraftKeeper />
        <FormSections definition={definition} mode="edit" />
      </DeclaredForm>
    </Edit>
  );
};
