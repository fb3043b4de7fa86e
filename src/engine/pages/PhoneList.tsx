// A list on a phone: each record as a line a thumb can open — its name, a line or two below, and an amount or a
// status on the right (phoneLayout.ts) — instead of a table wider than the screen.
import { Box, List as MuiList, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { Fragment, memo, useMemo, type ReactNode } from 'react';
import { RecordContextProvider, useCreatePath, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResourceDefinition } from '../../config/definitions';
import type { FieldDescriptor } from '../../validation/entityTypes';
import { FieldValue } from '../fields/FieldValue';
import { getEntity } from '../registry';
import { displayWidgetFor } from '../widgets';
import { fieldLabel } from './labels';
import { NoResults } from './NoResults';
import { phoneLayout, type PhoneLayout } from './phoneLayout';
import { releaseFocusOnPlainClick } from './releaseFocus';

/** Each field's label, for the fields the layout names before their value (a count: "Stock 130"). */
type Names = Readonly<Record<string, string>>;

// A line breaks between its values, not inside a short one ("Settled KES." at a line's end, "92,888.00" below): an
// amount, a date, a number or a mobile (with its name) moves down whole, and breaks only when wider than the line.
// Words (a name, an address, a comment) flow as text. A separator stays with the value before it, as a comma does.
const WHOLE_CLASS = 'PhoneList-whole';
const keepValuesWhole = { [`& .${WHOLE_CLASS}`]: { display: 'inline-block' } };
const WHOLE_WIDGETS = new Set(['money', 'percent', 'number', 'date', 'time', 'clock', 'mobile']);
const SEPARATOR = '\u00a0· ';

const Value = ({ field, names }: { field: FieldDescriptor; names: Names }) => {
  const name = names[field.name];
  if (name === undefined && !WHOLE_WIDGETS.has(displayWidgetFor(field))) return <FieldValue field={field} />;
  return (
    <span className={WHOLE_CLASS}>
      {name !== undefined && `${name} `}
      <FieldValue field={field} />
    </span>
  );
};

const Line = ({ fields, separator, names }: { fields: FieldDescriptor[]; separator: string; names: Names }) => (
  <>
    {fields.map((field, index) => (
      <Fragment key={field.name}>
        {index > 0 && separator}
        <Value field={field} names={names} />
      </Fragment>
    ))}
  </>
);

const holds = (record: RaRecord, field: FieldDescriptor): boolean => {
  const value: unknown = record[field.name];
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
};

/** The lines below the name, each with only the values the record has: a dash there says nothing on a phone. */
const lines = (layout: PhoneLayout, record: RaRecord, names: Names): ReactNode => {
  const secondary = layout.secondary.filter((field) => holds(record, field));
  const tertiary = layout.tertiary.filter((field) => holds(record, field));
  if (secondary.length + tertiary.length === 0) return undefined;
  return (
    <>
      {secondary.length > 0 && (
        <Box component="span" sx={{ display: 'block' }}>
          <Line fields={secondary} separator={SEPARATOR} names={names} />
        </Box>
      )}
      {tertiary.length > 0 && (
        <Box component="span" sx={{ display: 'block' }}>
          <Line fields={tertiary} separator={SEPARATOR} names={names} />
        </Box>
      )}
    </>
  );
};

const PhoneRow = memo(({ record, layout, names, to }: { record: RaRecord; layout: PhoneLayout; names: Names; to: string | undefined }) => {
  const content = (
    <>
      <ListItemText
        primary={<Line fields={layout.primary} separator=" " names={names} />}
        secondary={lines(layout, record, names)}
        slotProps={{ primary: { component: 'div', sx: { fontWeight: 600 } }, secondary: { component: 'div' } }}
        sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
      />
      {layout.end && (
        <Box sx={{ ml: 1.5, flexShrink: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
          <Value field={layout.end} names={names} />
        </Box>
      )}
    </>
  );
  return (
    <RecordContextProvider value={record}>
      <ListItem disablePadding divider>
        {to ? (
          <ListItemButton component={Link} to={to} onClickCapture={releaseFocusOnPlainClick} sx={{ alignItems: 'flex-start', py: 1.25 }}>
            {content}
          </ListItemButton>
        ) : (
          <Box sx={{ display: 'flex', width: '100%', px: 2, py: 1.25 }}>{content}</Box>
        )}
      </ListItem>
    </RecordContextProvider>
  );
});
PhoneRow.displayName = 'PhoneRow';

export const PhoneList = ({ definition, label }: { definition: ResourceDefinition; label: string }) => {
  const { data, isPending } = useListContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  // Made once per list, not per render, so that a row whose record is unchanged is not drawn again (memo).
  const layout = useMemo(() => phoneLayout(definition, getEntity(definition.entity)), [definition]);
  const names = useMemo(
    () => Object.fromEntries([...layout.named].map((name) => [name, translate(fieldLabel(definition.name, name))])),
    [layout, translate, definition.name],
  );
  const rowClick = definition.list?.rowClick ?? 'show';
  if (isPending) return null;
  // A search or filter that finds nothing says so on a phone too (the list's empty page covers a list with none).
  if (!data || data.length === 0) return <NoResults />;
  return (
    <MuiList disablePadding aria-label={label} sx={keepValuesWhole}>
      {data.map((record) => (
        <PhoneRow
          key={record.id}
          record={record}
          layout={layout}
          names={names}
          to={rowClick ? createPath({ resource: definition.name, id: record.id, type: rowClick }) : undefined}
        />
      ))}
    </MuiList>
  );
};
