// The generic detail page: sections as cards, the record's commands and Edit in the toolbar.
import { DeleteButton, EditButton, Show, TopToolbar, useCanAccess, useRecordContext } from 'react-admin';
import { isLocked } from '../commands/availability';
import { CommandButton, recordCommands } from '../commands/CommandButton';
import type { ResourceDefinition } from '../../config/definitions';
import { ShowSections } from './ShowSections';
import { useFailureNotifier } from './useFailureNotifier';

const ShowActions = ({ definition }: { definition: ResourceDefinition }) => {
  const record = useRecordContext();
  const { canAccess: mayEdit } = useCanAccess({ resource: definition.name, action: 'edit' });
  const { canAccess: mayDelete } = useCanAccess({ resource: definition.name, action: 'delete' });
  return (
    <TopToolbar>
      {recordCommands(definition).map((command) => (
        <CommandButton key={command.name} definition={definition} command={command} />
      ))}
      {definition.methods.update && definition.form && mayEdit && <EditButton disabled={isLocked(definition, record)} />}
      {definition.methods.delete && mayDelete && <DeleteButton mutationMode="pessimistic" />}
    </TopToolbar>
  );
};

export const ResourceShow = ({ definition }: { definition: ResourceDefinition }) => {
  const reportFailure = useFailureNotifier('ra.notification.item_doesnt_exist');
  return (
    <Show
      resource={definition.name}
      actions={<ShowActions definition={definition} />}
      queryOptions={{ onError: reportFailure }}
      sx={{ '& .RaShow-card': { bgcolor: 'transparent', boxShadow: 'none', overflow: 'visible' } }}
    >
      <ShowSections definition={definition} />
    </Show>
  );
};
