// Reads an uploaded CSV into records of the entity: headers may be the field names (as in the template) or the
// labels the person sees; mobiles in any written form become 9 national digits; every row is checked with the
// entity's precompiled validator, so the person sees each row's problems before anything is sent.
import Papa from 'papaparse';
import { toNationalMobile } from '../../format/mobile';
import { toMinorUnits } from '../../format/money';
import type { EntityDescriptor, FieldDescriptor } from '../../validation/entityTypes';
import { validateRecord, type FieldProblem } from '../../validation/validate';

export interface ImportRow {
  /** 1-based, as a spreadsheet numbers data rows (the header is not counted). */
  line: number;
  record: Record<string, string | number>;
  problems: FieldProblem[];
}

export interface ParsedImport {
  rows: ImportRow[];
  /** Columns of the file that match no field. */
  unknownColumns: string[];
}

export const parseImportCsv = (
  text: string,
  entity: EntityDescriptor,
  columns: readonly string[],
  labelOf: (field: string) => string,
): ParsedImport => {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy', transformHeader: (header) => header.trim() });
  const byHeader = new Map<string, string>();
  for (const field of columns) {
    byHeader.set(field.toLowerCase(), field);
    byHeader.set(labelOf(field).toLowerCase(), field);
  }
  const headers = parsed.meta.fields ?? [];
  const unknownColumns = headers.filter((header) => !byHeader.has(header.toLowerCase()));
  const rows = parsed.data.map((raw, index) => {
    const record: Record<string, string | number> = {};
    for (const [header, value] of Object.entries(raw)) {
      const field = byHeader.get(header.toLowerCase());
      if (!field || value === undefined) continue;
      const cell = cellValue(entity.fields[field], String(value).trim());
      if (cell !== '') record[field] = cell;
    }
    return { line: index + 1, record, problems: validateRecord(entity.name, record) };
  });
  return { rows, unknownColumns };
};

/**
 * A cell as the field holds it: a mobile in any written form → 9 national digits, KES written as a person writes it
 * (1,250.50) → minor units, a count → a number. What cannot be read stays as typed, for the validator to name.
 */
const cellValue = (field: FieldDescriptor | undefined, text: string): string | number => {
  if (text === '' || !field) return text;
  if (field.widget === 'mobile') return toNationalMobile(text) ?? text;
  if (field.widget === 'money') {
    // Strictly as an amount is written (1,250.50 or 1250.5, KES before it or not): a cell like 12.5.0 is a typing
    // mistake to be named, not an amount to guess at.
    const amount = text.replace(/^KES\.?\s*/i, '');
    return /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(amount) ? toMinorUnits(amount.replaceAll(',', '')) : text;
  }
  if ((field.type === 'integer' || field.type === 'number') && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
};

/** The template the console writes when the resource names no template action: the columns as a header row. */
export const templateCsv = (columns: readonly string[]) => `${columns.join(',')}\r\n`;
