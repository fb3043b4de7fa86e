// The detail page's lists of other records that belong to this one (an item's stock history), each a card under
// the sections: the other resource's records by this record's id, a page at a time, in the columns the resource
// file names. Someone who may not list the other resource does not see the card at all. Drawn with the detail
// page's own small table rather than react-admin's reference list, whose controller would join the first screen's
// code (ra-core loads whole).
import { Box, Card, CardContent, LinearProgress, TablePagination, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, use, useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { mayAccess } from '../../auth/permissions';
import type { ResourceDefinition } from '../../config/definitions';
import type { FieldDescriptor } from '../../validation/entityTypes';
import { FieldValue } from '../fields/FieldValue';
import { ObjectRowsValue } from '../fields/ObjectRowsValue';
import { getEntity, loadResource, optionsOf } from '../registry';
import { fieldLabel, sectionLabel } from './labels';

type Related = NonNullable<NonNullable<ResourceDefinition['show']>['related']>[number];

const DEFAULT_PER_PAGE = 5;

const RelatedTable = ({ related, id }: { related: Related; id: Identifier }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const definition = use(loadResource(related.resource));
  const entity = getEntity(definition.entity);
  const [page, setPage] = useState(0);
  const perPage = related.perPage ?? DEFAULT_PER_PAGE;
  const { data, isPending, isFetching } = useQuery({
    queryKey: [related.resource, 'getManyReference', { target: related.target, id, page, perPage }],
    queryFn: ({ signal }) =>
      dataProvider.getManyReference(related.resource, {
        target: related.target,
        id,
        pagination: { page: page + 1, perPage },
        sort: { field: related.target, order: 'DESC' },
        filter: {},
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  // The columns as the rows of a table field: the detail page's table draws them, each cell by its field's kind.
  const columns: FieldDescriptor = {
    name: related.resource,
    type: 'array',
    readOnly: true,
    required: false,
    items: {
      name: related.resource,
      type: 'object',
      readOnly: true,
      required: false,
      fields: Object.fromEntries(related.columns.map((ref) => [optionsOf(ref).source, entity.fields[optionsOf(ref).source]])),
    },
  };
  if (isPending) return <LinearProgress aria-label={translate(sectionLabel(definition.name, related.key))} />;
  const total = data?.total ?? data?.data.length ?? 0;
  if (!data || total === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {translate('engine.relatedEmpty')}
      </Typography>
    );
  }
  return (
    <>
      {/* The grid's minmax(0, …) track keeps a table wider than the card from widening the card, and so the page,
          beyond the screen: the table scrolls inside it. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', opacity: isFetching ? 0.6 : 1 }}>
        <ObjectRowsValue
          field={columns}
          rows={data.data}
          label={translate(`resources.${related.resource}.name`)}
          itemLabel={(name) => translate(fieldLabel(related.resource, name))}
          renderCell={(item) => <FieldValue field={item} cell />}
        />
      </Box>
      {total > perPage && (
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[]}
          onPageChange={(_, next) => setPage(next)}
        />
      )}
    </>
  );
};

const RelatedCard = ({ definition, related }: { definition: ResourceDefinition; related: Related }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!mayAccess(related.resource, 'list') || record?.id === undefined) return null;
  const title = translate(sectionLabel(definition.name, related.key));
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        <Suspense fallback={<LinearProgress aria-label={title} />}>
          <RelatedTable related={related} id={record.id} />
        </Suspense>
      </CardContent>
    </Card>
  );
};

export const RelatedLists = ({ definition }: { definition: ResourceDefinition }) => (
  <>
    {(definition.show?.related ?? []).map((related) => (
      <RelatedCard key={related.key} definition={definition} related={related} />
    ))}
  </>
);
