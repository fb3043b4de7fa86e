// CSV export of what the list shows: the declared columns, translated headers, values as displayed
// (KES amounts, dates, +254 mobiles, enum labels), so the file reads like the screen.
import { downloadCSV, type Exporter } from 'react-admin';
import type { EntityDescriptor } from '../../validation/entityTypes';
import type { ResourceDefinition } from '../../config/definitions';
import { enumLabelKey } from '../fields/EnumChip';
import { formatValue } from '../fields/FieldValue';
import { optionsOf } from '../registry';
import { fieldLabel } from './labels';

// A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula: a customer named
// `=HYPERLINK(…)` would become a live link, and `+254 712 345 678` an error. Such cells get a leading apostrophe,
// which spreadsheets read as "this is text" and do not show (OWASP, CSV injection); a plain number stays a number.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
const neutralised = (value: string) => (FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value);

const quoted = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

// Amounts keep their currency on the same line on screen with a no-break space; a spreadsheet's search for 'KES. '
// expects a plain one.
const cell = (value: string) => quoted(neutralised(value.replaceAll('\u00a0', ' ')));

export const toCsv = (header: string[], rows: string[][]) => [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');

export const createExporter =
  (definition: ResourceDefinition, entity: EntityDescriptor, translate: (key: string, options?: Record<string, unknown>) => string): Exporter =>
  (records) => {
    const fields = (definition.list?.columns ?? []).map((ref) => entity.fields[optionsOf(ref).source]);
    const header = fields.map((field) => translate(fieldLabel(definition.name, field.name)));
    const rows = records.map((record) =>
      fields.map((field) => {
        const value = record[field.name];
        if (field.enum && value !== undefined && value !== '') return translate(enumLabelKey(field.enumName, String(value)), { _: String(value) });
        // Several codes (a message's channels): their labels, as the list's chips read.
        if (field.items?.enum && Array.isArray(value)) return value.map((item) => translate(enumLabelKey(field.items?.enumName, String(item)), { _: String(item) })).join(', ');
        return formatValue(field, value);
      }),
    );
    // A byte-order mark so spreadsheet programs read the Chinese labels and 'KES.' amounts as UTF-8.
    downloadCSV(`\uFEFF${toCsv(header, rows)}`, definition.name);
  };
