// The generic list: columns by type, search box and filters, tabs, sort, page sizes, column chooser, saved
// queries, CSV export, bulk delete, row commands, row click and an empty state — all from the resource file.
import { lazy, Suspense } from 'react';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import {
  BulkDeleteButton,
  BulkExportButton,
  CreateButton,
  DataTable,
  ExportButton,
  FilterButton,
  List,
  Pagination,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { listCommands, recordCommands, CommandButton } from '../commands/CommandButton';
import { ROW_COMMANDS_CLASS, RowCommandButton, rowCommandsSx } from '../commands/RowCommandButton';
import type { ResourceDefinition } from '../../config/definitions';
import { CELL_CLASSES } from '../fields/cellClasses';
import { FieldValue } from '../fields/FieldValue';
import { ImportButton } from '../import/ImportButton';
import { menuTitleOf } from '../menuTitle';
import { mayAccess } from '../../auth/permissions';
import { getEntity, optionsOf } from '../registry';
import { UNBROKEN_WIDGETS } from '../widgets';
import { DEFAULT_PER_PAGE } from '../firstPage';
import { ColumnChooserButton, ColumnChooserScope, ListColumn } from './ColumnChooser';
import { EmptyList } from './EmptyList';
import { FirstListShown } from './FirstListShown';
import { createExporter } from './exporter';
import { fieldLabel } from './labels';
import { ListFilterInput } from './ListFilterInput';
import { ListError } from './ListError';
import { NamedRowBody } from './NamedRowBody';
import { NoResults } from './NoResults';
import { PhoneList } from './PhoneList';
import { PrefetchRecordPages } from './PrefetchRecordPages';
import { rangeSources, type RangeEnd } from '../../config/rangeFilter';
import { SearchBox } from './SearchBox';
import { useCreateLabel } from './useCreateLabel';
import { useFailureNotifier } from './useFailureNotifier';
import { warmInputsFor } from '../inputs/lazyInputFor';

// Only lists with something to scan (an item's barcode) load the scanner's listener and dialog.
const ScanButton = lazy(() => import('../scan/ScanButton').then((module) => ({ default: module.ScanButton })));
// Loaded only by lists that declare tabs (MUI's tabs and the tab counts are most of it); until it arrives, the
// strip's height is kept so that the table does not jump down.
const ListTabs = lazy(() => import('./ListTabs').then((module) => ({ default: module.ListTabs })));
const ListTotals = lazy(() => import('./ListTotals').then((module) => ({ default: module.ListTotals })));

const DEFAULT_PAGE_SIZES = [10, 20, 30, 50];

/** The declared filters as react-admin filter inputs: a range gives two, "from" and "to". */
const declaredFilters = (definition: ResourceDefinition) =>
  (definition.list?.filters ?? []).flatMap((filter) => {
    if (filter.source === 'q') return [<SearchBox key="q" source="q" alwaysOn />];
    if (!filter.range) {
      return [<ListFilterInput key={filter.source} source={filter.source} alwaysOn={filter.alwaysOn} definition={definition} filter={filter} />];
    }
    return Object.entries(rangeSources(filter.source)).map(([end, source]) => (
      <ListFilterInput key={source} source={source} rangeEnd={end as RangeEnd} alwaysOn={filter.alwaysOn} definition={definition} filter={filter} />
    ));
  });

/** Page controls, except while the list failed to load: the last page's count would describe data not shown. */
const ListPagination = ({ options }: { options: number[] }) => {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={options} />;
};

/** Below MUI's sm breakpoint a list shows as lines (PhoneList), not as a table wider than the screen. */
const usePhoneList = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

// Below md react-admin floats Create over the page's bottom right corner (60 px up, 56 px tall): scrolled to the end,
// the last record's status and the next-page arrow lay under it. The list ends with room for both to scroll clear.
const roomUnderFloatingCreate = { '&:has(.RaCreateButton-floating)': { paddingBottom: 15 } };

const ListActions = ({ definition, hasFilters }: { definition: ResourceDefinition; hasFilters: boolean }) => {
  const phone = usePhoneList();
  const mayCreate = mayAccess(definition.name, 'create');
  const mayExport = mayAccess(definition.name, 'export');
  const createLabel = useCreateLabel(definition.name);
  return (
    <TopToolbar>
      {hasFilters && <FilterButton />}
      {!phone && <ColumnChooserButton />}
      {listCommands(definition).map((command) => (
        <CommandButton key={command.name} definition={definition} command={command} />
      ))}
      {definition.list?.scan && (
        <Suspense fallback={null}>
          <ScanButton definition={definition} />
        </Suspense>
      )}
      <ImportButton definition={definition} />
      {definition.list?.export !== false && mayExport && <ExportButton />}
      {definition.methods.create && mayCreate && <CreateButton label={createLabel} />}
    </TopToolbar>
  );
};

const BulkActions = ({ definition }: { definition: ResourceDefinition }) => {
  const mayDelete = mayAccess(definition.name, 'delete');
  const mayExport = mayAccess(definition.name, 'export');
  return (
    <>
      {definition.list?.export !== false && mayExport && <BulkExportButton />}
      {definition.methods.deleteMany && mayDelete && <BulkDeleteButton mutationMode="pessimistic" />}
    </>
  );
};

export const ResourceList = ({ definition }: { definition: ResourceDefinition }) => {
  const translate = useTranslate();
  const reportFailure = useFailureNotifier();
  const entity = getEntity(definition.entity);
  const list = definition.list;
  const filters = declaredFilters(definition);
  // Reached from the menu rather than opened at its address: the filters showing from the start load their code now.
  warmInputsFor(definition);
  const columns = list?.columns ?? [];
  const rowCommands = recordCommands(definition);
  const hasBulk = Boolean(definition.methods.deleteMany) || list?.export !== false;
  const tabs = list?.tabs;
  const phone = usePhoneList();

  return (
    <ColumnChooserScope>
      <List
        resource={definition.name}
        title={menuTitleOf(definition.name)}
        filters={filters}
        sort={list?.sort}
        perPage={list?.perPage ?? DEFAULT_PER_PAGE}
        pagination={<ListPagination options={list?.perPageOptions ?? DEFAULT_PAGE_SIZES} />}
        actions={<ListActions definition={definition} hasFilters={filters.some((filter) => filter.key !== 'q')} />}
        empty={<EmptyList definition={definition} />}
        error={<ListError />}
        aside={<FirstListShown />}
        exporter={createExporter(definition, entity, translate)}
        queryOptions={{ onError: reportFailure }}
        sx={roomUnderFloatingCreate}
      >
        <PrefetchRecordPages definition={definition} />
        {definition.methods.getList?.totals && (
          <Suspense fallback={null}>
            <ListTotals definition={definition} />
          </Suspense>
        )}
        {tabs && (
          <Suspense fallback={<Box sx={{ height: 49, borderBottom: 1, borderColor: 'divider' }} />}>
            <ListTabs
              source={tabs.source}
              values={tabs.values ?? entity.fields[tabs.source].enum ?? []}
              enumName={entity.fields[tabs.source].enumName}
              withCounts={Boolean(tabs.counts)}
            />
          </Suspense>
        )}
        {phone ? (
          <PhoneList definition={definition} label={translate(menuTitleOf(definition.name) ?? `resources.${definition.name}.name`)} />
        ) : (
          <DataTable
            body={NamedRowBody}
            rowClick={list?.rowClick ?? 'show'}
            hiddenColumns={columns
              .map(optionsOf)
              .filter((options) => options.hidden)
              .map((options) => options.source)}
            bulkActionButtons={hasBulk ? <BulkActions definition={definition} /> : false}
            storeKey={`${definition.name}.datatable`}
            empty={<NoResults />}
            sx={rowCommands.length > 0 ? rowCommandsSx : undefined}
          >
            {columns.map((ref) => {
              const options = optionsOf(ref);
              const field = entity.fields[options.source];
              return (
                <ListColumn
                  key={field.name}
                  source={field.name}
                  label={translate(fieldLabel(definition.name, field.name))}
                  disableSort={options.sortable === false}
                  align={field.widget === 'money' ? 'right' : undefined}
                  cellClassName={UNBROKEN_WIDGETS.has(options.widget ?? field.widget ?? '') ? CELL_CLASSES.unbroken : undefined}
                >
                  <FieldValue field={field} widget={options.widget} cell />
                </ListColumn>
              );
            })}
            {rowCommands.length > 0 && (
              <ListColumn label={translate('engine.actions')} disableSort>
                <div className={ROW_COMMANDS_CLASS}>
                  {rowCommands.map((command) => (
                    <RowCommandButton key={command.name} definition={definition} command={command} />
                  ))}
                </div>
              </ListColumn>
            )}
          </DataTable>
        )}
      </List>
    </ColumnChooserScope>
  );
};
