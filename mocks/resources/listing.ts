// Filtering, sorting and paging of a list action, in one pass over the collection so that the large seed
// (10 000 customers, 10 000 tickets) answers in a few milliseconds.
import { asText, owns, type Owner, type Row } from './collections';

export interface ListQuery {
  owner: Owner;
  /** Exact matches: record field = value (compared as text). */
  exact: Array<{ field: string; value: string }>;
  /** Session scope (e.g. the current store): records that carry the field must match it. */
  scope: Array<{ field: string; value: string }>;
  /** Between two values, both inclusive: numbers numerically, text (yyyyMMdd dates) in character order. */
  ranges: Array<{ field: string; from?: string; to?: string }>;
  /** Only these ids (getOne through a list action, getMany). */
  ids?: { field: string; values: ReadonlySet<string> };
  /** Free-text search: case-insensitive "contains" over any of the fields. */
  search?: { text: string; fields: readonly string[] };
  sort?: { field: string; descending: boolean };
  limit: number;
  offset: number;
}

export interface ListResult {
  total: number;
  page: Row[];
}


const withinRange = (value: unknown, { from, to }: { from?: string; to?: string }): boolean => {
  if (typeof value === 'number') return (from === undefined || value >= Number(from)) && (to === undefined || value <= Number(to));
  const text = asText(value);
  return (from === undefined || text >= from) && (to === undefined || text <= to);
};

const matches = (row: Row, query: ListQuery, needle: string | undefined): boolean => {
  if (!owns(query.owner, row)) return false;
  if (query.ids && !query.ids.values.has(asText(row[query.ids.field]))) return false;
  for (const { field, value } of query.scope) {
    const own = row[field];
    if (own !== undefined && asText(own) !== value) return false;
  }
  for (const { field, value } of query.exact) {
    if (asText(row[field]) !== value) return false;
  }
  for (const range of query.ranges) {
    if (!withinRange(row[range.field], range)) return false;
  }
  if (needle !== undefined) {
    let found = false;
    for (const field of query.search!.fields) {
      const value = row[field];
      if (value !== undefined && value !== null && String(value).toLowerCase().includes(needle)) {
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
};

// The same order as String.prototype.localeCompare (the runtime's default locale), but built once.
const collator = new Intl.Collator();

/**
 * Stable sort by one field: numbers numerically, everything else as text in localeCompare order. Each distinct
 * text is compared once (ranked), then rows are ordered by rank, which keeps 10 000 rows well under 10 ms.
 */
export const sortRows = (rows: Row[], field: string, descending: boolean): Row[] => {
  const texts = new Set<string>();
  for (const row of rows) {
    const value = row[field];
    if (typeof value !== 'number') texts.add(asText(value));
  }
  const rank = new Map<string, number>();
  [...texts].sort(collator.compare).forEach((text, index) => rank.set(text, index));
  // Numbers sort before text; within each group by value or rank.
  const keyed = rows.map((row, index) => {
    const value = row[field];
    return typeof value === 'number' ? { row, index, group: 0, key: value } : { row, index, group: 1, key: rank.get(asText(value))! };
  });
  const direction = descending ? -1 : 1;
  keyed.sort((a, b) => (a.group - b.group || a.key - b.key) * direction || a.index - b.index);
  return keyed.map((entry) => entry.row);
};

/**
 * What to look for: the typed text, except that a phone number typed as people write it ('0757 144 984',
 * '+254 757…') is looked for as the 9 national digits the records keep.
 */
const searchNeedle = (text: string | undefined): string | undefined => {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  if (/^[+\d][\d\s-]{3,}$/.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '').replace(/^254/, '').replace(/^0/, '');
    if (digits) return digits;
  }
  return trimmed.toLowerCase();
};

export const runList = (rows: readonly Row[], query: ListQuery): ListResult => {
  const needle = searchNeedle(query.search?.text);
  let found: Row[] = [];
  for (const row of rows) if (matches(row, query, needle)) found.push(row);
  if (query.sort) found = sortRows(found, query.sort.field, query.sort.descending);
  return { total: found.length, page: found.slice(query.offset, query.offset + query.limit) };
};
