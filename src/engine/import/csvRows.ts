// Reads an uploaded CSV into records of the entity: headers may be the field names (as in the template) or the
// labels the person sees; mobiles in any written form become 9 national digits; every row is checked with the
// entity's precompiled validator, so the person sees each row's problems before anything is sent.
import Papa from 'papaparse';
import { toNationalMobile } from '../../format/mobile';
import type { EntityDescriptor } from '../../validation/entityTypes';
import { validateRecord, type FieldProblem } from '../../validation/validate';

export interface ImportRow {
  /** 1-based, as a spreadsheet numbers data rows (the header is not counted). */
  line: number;
  record: Record<string, string>;
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
    const record: Record<string, string> = {};
    for (const [header, value] of Object.entries(raw)) {
      const field = byHeader.get(header.toLowerCase());
      if (!field || value === undefined) continue;
      const trimmed = String(value).trim();
      record[field] = entity.fields[field]?.widget === 'mobile' ? (toNationalMobile(trimmed) ?? trimmed) : trimmed;
    }
    return { line: index + 1, record, problems: validateRecord(entity.name, record) };
  });
  return { rows, unknownColumns };
};

/** The template the console writes when the resource names no template action: the columns as a header row. */
export const templateCsv = (columns: readonly string[]) => `${columns.join(',')}\r\n`;
