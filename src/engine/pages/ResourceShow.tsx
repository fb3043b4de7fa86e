// The generic detail page: sections as cards, the record's commands and Edit in the toolbar. With show.print, a
// Print button hands the page to the browser's print, which puts the sections alone on paper (an order's receipt).
import PrintIcon from '@mui/icons-material/Print';
import { Button, GlobalStyles } from '@mui/material';
import { lazy, Suspense } from 'react';
import { DeleteButton, EditButton, Show, TopToolbar, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { isLocked } from '../commands/availability';
import { CommandButton, recordCommands } from '../commands/CommandButton';
import type { ResourceDefinition } from '../../config/definitions';
import { mayAccess } from '../../auth/permissions';
import { RecordNotShown } from './RecordNotShown';
import { ShowSections } from './ShowSections';
import { useFailureNotifier } from './useFailureNotifier';

// Only some detail pages list records of another resource (an item's stock history).
const RelatedLists = lazy(() => import('./RelatedLists').then((module) => ({ default: module.RelatedLists })));

/** The class of the part of the page that is printed: the record's sections. */
const PRINTED = 'ra-printed-record';

/**
 * On paper, only the record's sections: everything else on the page (the frame's header, menu, open-page tabs,
 * breadcrumbs, the toolbar with its commands) is hidden, and the sections take the page's whole width in one
 * column, with no card shadows. Kept in the page's own styles only while a printable detail page is open.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`.${PRINTED}, .${PRINTED} *`]: { visibility: 'visible' },
        [`.${PRINTED}`]: { position: 'absolute', inset: '0 0 auto 0', display: 'block !important', padding: '0 8mm' },
        [`.${PRINTED} > *`]: { breakInside: 'avoid', marginBottom: '4mm', boxShadow: 'none' },
      },
    }}
  />
);

const ShowActions = ({ definition }: { definition: ResourceDefinition }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const mayEdit = mayAccess(definition.name, 'edit');
  const mayDelete = mayAccess(definition.name, 'delete');
  const redirect = useRedirect();
  const backToList = () => redirect('list', definition.name);
  return (
    // Several commands (an order's accept, suspend, cancel, refund, receipt, print) wrap on a phone instead of
    // running off the screen.
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5 }}>
      {recordCommands(definition).map((command) => (
        <CommandButton key={command.name} definition={definition} command={command} afterRun={command.removes ? backToList : undefined} />
      ))}
      {definition.methods.update && definition.form && mayEdit && <EditButton disabled={isLocked(definition, record)} />}
      {definition.methods.delete && mayDelete && <DeleteButton mutationMode="pessimistic" />}
      {definition.show?.print && record && (
        <Button startIcon={<PrintIcon />} size="small" onClick={() => window.print()}>
          {translate('engine.print')}
        </Button>
      )}
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
      error={<RecordNotShown definition={definition} />}
      sx={{ '& .RaShow-card': { bgcolor: 'transparent', boxShadow: 'none', overflow: 'visible' } }}
    >
      {definition.show?.print && printStyles}
      <ShowSections definition={definition} className={definition.show?.print ? PRINTED : undefined} />
      {definition.show?.related && (
        <Suspense fallback={null}>
          <RelatedLists definition={definition} />
        </Suspense>
      )}
    </Show>
  );
};
