// A list on a phone: each record as a line a thumb can open — its name, a line or two below, and an amount or a
// status on the right (phoneLayout.ts) — instead of a table wider than the screen.
import { Box, List as MuiList, ListItem, ListItemButton, ListItemText, type SxProps, type Theme } from '@mui/material';
import { Fragment, memo, useMemo, type ReactNode } from 'react';
import { RecordContextProvider, useCreatePath, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResourceDefinition } from '../../config/definitions';
import type { FieldDescriptor } from '../../validation/entityTypes';
import { recordCommands } from '../commands/CommandButton';
import { ROW_COMMANDS_CLASS, RowCommandButton, rowCommandsSx } from '../commands/RowCommandButton';
import { FieldValue } from '../fields/FieldValue';
import { getEntity } from '../registry';
import { fieldLabel } from './labels';
import { NoResults } from './NoResults';
import { phoneLayout, type PhoneLayout } from './phoneLayout';
import { releaseFocusOnPlainClick } from './releaseFocus';

/**
 * How the list's values read, made once per list: each named field's label (a count: "Stock 130") and the fields
 * kept whole across a line break (phoneLayout).
 */
interface Look {
  names: Readonly<Record<string, string>>;
  whole: ReadonlySet<string>;
}

// A line breaks between its values, not inside a short one ("Settled KES." at a line's end, "92,888.00" below): an
// amount, a date, a number or a mobile (with its name; the layout's `whole`) moves down whole, and breaks only when
// wider than the line. Words (a name, an address, a comment) flow as text. A separator stays with the value before
// it, as a comma does.
const WHOLE_CLASS = 'PhoneList-whole';
const keepValuesWhole = { [`& .${WHOLE_CLASS}`]: { display: 'inline-block' } };
const SEPARATOR = '\u00a0· ';

const Value = ({ field, look }: { field: FieldDescriptor; look: Look }) => {
  if (!look.whole.has(field.name)) return <FieldValue field={field} />;
  const name = look.names[field.name];
  return (
    <span className={WHOLE_CLASS}>
      {name !== undefined && `${name} `}
      <FieldValue field={field} />
    </span>
  );
};

const Line = ({ fields, separator, look }: { fields: FieldDescriptor[]; separator: string; look: Look }) => (
  <>
    {fields.map((field, index) => (
      <Fragment key={field.name}>
        {index > 0 && separator}
        <Value field={field} look={look} />
      </Fragment>
    ))}
  </>
);

const holds = (record: RaRecord, field: FieldDescriptor): boolean => {
  const value: unknown = record[field.name];
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
};

/** The lines below the name, each with only the values the record has: a dash there says nothing on a phone. */
const lines = (layout: PhoneLayout, record: RaRecord, look: Look): ReactNode => {
  const secondary = layout.secondary.filter((field) => holds(record, field));
  const tertiary = layout.tertiary.filter((field) => holds(record, field));
  if (secondary.length + tertiary.length === 0) return undefined;
  return (
    <>
      {secondary.length > 0 && (
        <Box component="span" sx={{ display: 'block' }}>
          <Line fields={secondary} separator={SEPARATOR} look={look} />
        </Box>
      )}
      {tertiary.length > 0 && (
        <Box component="span" sx={{ display: 'block' }}>
          <Line fields={tertiary} separator={SEPARATOR} look={look} />
        </Box>
      )}
    </>
  );
};

interface RowProps {
  record: RaRecord;
  layout: PhoneLayout;
  look: Look;
  to: string | undefined;
  /** A row that opens no record page holds its commands itself: on a phone there is no Actions column. */
  commands: ReactNode;
}

const PhoneRow = memo(({ record, layout, look, to, commands }: RowProps) => {
  const content = (
    <>
      <ListItemText
        primary={<Line fields={layout.primary} separator=" " look={look} />}
        secondary={lines(layout, record, look)}
        slotProps={{ primary: { component: 'div', sx: { fontWeight: 600 } }, secondary: { component: 'div' } }}
        sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
      />
      {/* Only a value the record has: a lone dash at a line's end reads as a stray mark (an audit entry with no amount). */}
      {layout.end && holds(record, layout.end) && (
        <Box sx={{ ml: 1.5, flexShrink: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
          <Value field={layout.end} look={look} />
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
          <Box sx={{ display: 'flex', width: '100%', px: 2, py: 1.25 }}>
            {content}
            {commands && (
              <Box className={ROW_COMMANDS_CLASS} sx={{ ml: 1, alignSelf: 'center' }}>
                {commands}
              </Box>
            )}
          </Box>
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
  const look = useMemo<Look>(
    () => ({
      names: Object.fromEntries([...layout.named].map((name) => [name, translate(fieldLabel(definition.name, name))])),
      whole: layout.whole,
    }),
    [layout, translate, definition.name],
  );
  const rowClick = definition.list?.rowClick ?? 'show';
  const commands = useMemo(() => {
    const declared = rowClick ? [] : recordCommands(definition);
    if (declared.length === 0) return undefined;
    return declared.map((command) => <RowCommandButton key={command.name} definition={definition} command={command} />);
  }, [rowClick, definition]);
  if (isPending) return null;
  // A search or filter that finds nothing says so on a phone too (the list's empty page covers a list with none).
  if (!data || data.length === 0) return <NoResults />;
  return (
    <MuiList disablePadding aria-label={label} sx={commands ? ([keepValuesWhole, rowCommandsSx] as SxProps<Theme>) : keepValuesWhole}>
      {data.map((record) => (
        <PhoneRow
          key={record.id}
          record={record}
          layout={layout}
          look={look}
          to={rowClick ? createPath({ resource: definition.name, id: record.id, type: rowClick }) : undefined}
          commands={commands}
        />
      ))}
    </MuiList>
  );
};
