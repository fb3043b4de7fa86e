// Import templates: GET <base><Entity>TemplateDownload (e.g. CustomerTemplateDownload) answers a CSV file with
// the import's columns as the header row and one example row, for every resource file that declares an import.
import { http, HttpResponse } from 'msw';
import { resourceFiles } from '../../src/generated/configFiles';
import { holdsFunction } from '../access';
import { sessionUser, TOKEN_HEADER } from '../dispatch';
import { CODES } from '../failure';
import { languageOf, renderMessage } from '../messages';
import { loadResources, type ResourceFile } from './definitions';
import { entityInfo } from './schema';

/** Example values of the usual import columns; others get a value from their schema, or stay empty. */
const EXAMPLES: Record<string, string> = {
  firstName: 'Jane',
  middleName: 'Wanjiku',
  surname: 'Mwangi',
  mblNo: '712000001',
  email: 'jane.mwangi@example.co.ke',
  gender: 'F',
  birthDt: '19900115',
  anniversaryDt: '20150620',
  note: 'Prefers M-Pesa',
  // An inventory row: its category by name, money in KES as a person writes it.
  goodsNm: 'Sugar 1kg',
  categoryId: 'Groceries',
  barcode: '6161100400017',
  sku: 'SUG-1KG',
  brand: 'Mumias',
  stock: '40',
  buyPrice: '180.00',
  sellPrice: '210.00',
  minStock: '10',
};

const exampleOf = (entity: string, column: string): string => {
  if (column in EXAMPLES) return EXAMPLES[column]!;
  const field = entityInfo(entity)?.fields[column];
  if (field?.enum?.length) return String(field.enum[0]);
  if (field?.widget === 'date') return '20000101';
  return '';
};

const csvCell = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The template of an import: header row and one example row, CRLF line ends as spreadsheets write them. */
export const templateCsv = (resource: ResourceFile): string => {
  const columns = resource.import?.columns ?? [];
  const example = columns.map((column) => exampleOf(resource.entity, column));
  return `${[columns, example].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
};

export const templateActionName = (resource: ResourceFile): string =>
  resource.import?.templateAction ??
  `${resource.entity.charAt(0).toUpperCase()}${resource.entity.slice(1)}TemplateDownload`;

const importing = loadResources(resourceFiles).filter((resource) => resource.import);
const byAction = new Map(importing.map((resource) => [templateActionName(resource), resource]));

export const templateDownloads = [...byAction].map(([action, resource]) =>
  http.get(`*/mmc/mrpay/${action}`, ({ request }) => {
    const say = (key: string) => renderMessage(languageOf(request.headers.get('Accept-Language')), key);
    // The same session rule as every named action (an idle session has ended), and the import's own code.
    const user = sessionUser(request.headers.get(TOKEN_HEADER));
    if (!user) return HttpResponse.json({ gda: { msg_cd: CODES.sessionInvalid, msg_inf: say('messages.sessionInvalid') } });
    const code = resource.import?.access;
    if (code && !holdsFunction(user, code)) return HttpResponse.json({ gda: { msg_cd: CODES.noPermission, msg_inf: say('messages.noPermission') } });
    return new HttpResponse(templateCsv(resource), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${resource.name}-template.csv"`,
      },
    });
  }),
);
