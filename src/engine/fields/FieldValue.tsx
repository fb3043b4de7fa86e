// A record's field, displayed by what it is: KES money, dates, +254 mobiles, translated enums, a QR code.
import { Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { lazy, Suspense } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDisplayDate, formatWireClock, formatWireTime } from '../../format/dates';
import { formatMobileDisplay } from '../../format/mobile';
import { maskLastFour } from '../../format/mask';
import { formatKes } from '../../format/money';
import { rulesIn } from '../../validation/conditions';
import type { FieldDescriptor } from '../../validation/entityTypes';
import { displayWidgetFor } from '../widgets';
import { CellChip, EnumChip, enumLabelKey } from './EnumChip';
import { fileIdsOf, FileTile } from './FileTile';
import { CELL_CLASSES } from './cellClasses';
import { maskSecret, SecretValue } from './SecretValue';

// Only some screens show functions or other records' names: their code (and react-admin's getMany batching) stays
// out of the first screen's.
const FunctionList = lazy(() => import('../permissions/FunctionList').then((module) => ({ default: module.FunctionList })));
const ReferenceNames = lazy(() => import('./ReferenceNames').then((module) => ({ default: module.ReferenceNames })));
// A record page draws its tables itself (ShowSections): a list's cells, which load this module first, never show one.
const ObjectRowsValue = lazy(() => import('./ObjectRowsValue').then((module) => ({ default: module.ObjectRowsValue })));

export const formatValue = (field: FieldDescriptor, value: unknown, widget = displayWidgetFor(field)): string => {
  if (value === undefined || value === null || value === '') return '';
  // The server answers a write-only value masked; masking again here keeps a careless server's answer off screen.
  if (field.writeOnly) return maskLastFour(String(value));
  switch (widget) {
    case 'money':
      return typeof value === 'number' ? formatKes(value) : String(value);
    case 'percent':
      return `${String(value)}%`;
    case 'date':
      return formatDisplayDate(String(value));
    case 'time':
      return formatWireTime(String(value));
    case 'clock':
      return formatWireClock(String(value));
    case 'mobile':
      return formatMobileDisplay(String(value));
    case 'secret':
      return maskSecret(String(value));
    default:
      return String(value);
  }
};

/**
 * In a table cell (`cell`), text is a plain span, as the cell already sets the body text: a list draws some 150 of
 * these per page, and a styled Typography each costs the first paint (issue #12).
 */
export const FieldValue = ({ field: declared, widget, itemLabel, cell = false }: { field: FieldDescriptor; widget?: string; itemLabel?: (itemField: string) => string; cell?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  // A field whose meaning follows another (a discount in percent or in KES by its type) is shown as it is meant.
  const field = declared.when ? { ...declared, ...rulesIn(declared, record), name: declared.name } : declared;
  const value = record?.[field.name];
  const shown = displayWidgetFor(field, widget);
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    if (cell) return <span className={CELL_CLASSES.muted}>—</span>;
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        —
      </Typography>
    );
  }
  if ((shown === 'references' || shown === 'reference') && field.reference) {
    return (
      <Suspense fallback={null}>
        <ReferenceNames reference={field.reference} ids={Array.isArray(value) ? value : [value]} cell={cell} plain={shown === 'reference'} />
      </Suspense>
    );
  }
  if (shown === 'permissionTree' && Array.isArray(value)) {
    return (
      <Suspense fallback={null}>
        <FunctionList codes={value.map(String)} />
      </Suspense>
    );
  }
  if (shown === 'array' && Array.isArray(value)) {
    return (
      <Suspense fallback={null}>
        <ObjectRowsValue field={field} rows={value} itemLabel={itemLabel ?? ((name) => name)} renderCell={(item) => <FieldValue field={item} />} />
      </Suspense>
    );
  }
  const upload = field.upload ?? field.items?.upload;
  if (shown === 'upload' && upload) {
    const ids = fileIdsOf(value);
    const numbered = upload.kind === 'image' ? 'common.pictureNumber' : 'common.fileNumber';
    return (
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {ids.map((fileId, index) => (
          <FileTile key={fileId} fileId={fileId} kind={upload.kind} name={translate(numbered, { number: index + 1 })} />
        ))}
      </Stack>
    );
  }
  if (shown === 'chip') {
    const Shown = cell ? CellChip : EnumChip;
    return <Shown enumName={field.enumName} value={String(value)} tones={field.tones} />;
  }
  if (shown === 'checkboxes' && Array.isArray(value)) {
    // A list's cell names them in a line ("SMS, In-app"): chips stacked in a narrow column would make every row tall.
    if (cell) return <span>{value.map((item) => translate(enumLabelKey(field.items?.enumName, String(item)), { _: String(item) })).join(translate('engine.listSeparator'))}</span>;
    return (
      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" component="span">
        {value.map((item) => (
          <EnumChip key={String(item)} enumName={field.items?.enumName} value={String(item)} tones={field.items?.tones} />
        ))}
      </Stack>
    );
  }
  if (shown === 'switch' || (field.enum && shown !== 'qr')) {
    if (cell) return <span>{translate(enumLabelKey(field.enumName, String(value)), { _: String(value) })}</span>;
    return (
      <Typography component="span" variant="body2">
        {translate(enumLabelKey(field.enumName, String(value)), { _: String(value) })}
      </Typography>
    );
  }
  if (shown === 'secret') return <SecretValue value={String(value)} />;
  if (shown === 'qr') return <QRCodeSVG value={String(value)} size={148} marginSize={2} title={String(value)} role="img" aria-label={String(value)} />;
  if (cell) return <span className={shown === 'money' ? CELL_CLASSES.figures : undefined}>{formatValue(field, value, shown)}</span>;
  return (
    <Typography component="span" variant="body2" sx={shown === 'money' ? { fontVariantNumeric: 'tabular-nums' } : undefined}>
      {formatValue(field, value, shown)}
    </Typography>
  );
};
