// The one page of a singleton resource (resource file "singleton": true): the merchant's record as cards at
// /<name>, Edit turning the same address into its form, Save returning to the record with the resource's own
// message. Before the first save the page says what the record is for and offers to set it up (methods.create).
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Button, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Show, TopToolbar, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { hasSessionDraftAt } from '../../auth/sessionDraft';
import { SINGLETON_ID, singletonExists } from '../../data/singleton';
import { CommandButton, recordCommands } from '../commands/CommandButton';
import { isLocked } from '../commands/availability';
import type { ResourceDefinition } from '../../config/definitions';
import { mayAccess } from '../../auth/permissions';
import { EmptyList } from './EmptyList';
import { ShowSections } from './ShowSections';
import { SingletonForm } from './SingletonForm';
import { useFailureNotifier } from './useFailureNotifier';

interface Props {
  definition: ResourceDefinition;
  onEdit: () => void;
}

/** Edit, disabled with the reason while the record is locked (e.g. a change under review). */
const EditInPlaceButton = ({ definition, onEdit }: Props) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const locked = isLocked(definition, record);
  const button = (
    <Button startIcon={<EditIcon />} size="small" onClick={onEdit} disabled={locked}>
      {translate('ra.action.edit')}
    </Button>
  );
  if (!locked) return button;
  // A disabled button gets no pointer events, so the tooltip listens on a wrapper the keyboard can reach too.
  return (
    <Tooltip title={translate(`resources.${definition.name}.locked`)}>
      <span tabIndex={0}>{button}</span>
    </Tooltip>
  );
};

const SingletonActions = ({ definition, onEdit }: Props) => {
  const record = useRecordContext();
  const mayEdit = mayAccess(definition.name, 'edit');
  if (!singletonExists(definition, record)) return null;
  return (
    <TopToolbar>
      {recordCommands(definition).map((command) => (
        <CommandButton key={command.name} definition={definition} command={command} />
      ))}
      {definition.methods.update && definition.form && mayEdit && <EditInPlaceButton definition={definition} onEdit={onEdit} />}
    </TopToolbar>
  );
};

const SingletonRecord = ({ definition, onEdit }: Props) => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  if (!singletonExists(definition, record)) return <EmptyList definition={definition} onCreate={onEdit} />;
  return (
    <>
      {isLocked(definition, record) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`resources.${definition.name}.locked`)}
        </Alert>
      )}
      <ShowSections definition={definition} />
    </>
  );
};

export const SingletonPage = ({ definition }: { definition: ResourceDefinition }) => {
  const notify = useNotify();
  const reportFailure = useFailureNotifier('ra.notification.item_doesnt_exist');
  const { pathname } = useLocation();
  // Back after the session ended mid-edit: the form opens again, and its draft keeper puts the typing back.
  const [editing, setEditing] = useState(() => hasSessionDraftAt(pathname));
  const startEditing = () => setEditing(true);

  if (editing) {
    return (
      <SingletonForm
        definition={definition}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          notify(`resources.${definition.name}.saved`, { type: 'success' });
          setEditing(false);
        }}
      />
    );
  }
  return (
    <Show
      resource={definition.name}
      id={SINGLETON_ID}
      title={`resources.${definition.name}.name`}
      actions={<SingletonActions definition={definition} onEdit={startEditing} />}
      queryOptions={{ onError: reportFailure }}
      sx={{ '& .RaShow-card': { bgcolor: 'transparent', boxShadow: 'none', overflow: 'visible' } }}
    >
      <SingletonRecord definition={definition} onEdit={startEditing} />
    </Show>
  );
};
