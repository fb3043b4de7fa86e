// The account and till statements as files (GenerateTransactionFile, spec 000 §3 file formats pdf and xls): the
// rows of the wallet history in the period, newest first, as an Excel sheet (SpreadsheetML, which Excel opens as
// .xls) or a plain PDF. Both are written here without a library; the texts are English (a PDF's built-in fonts
// carry no Chinese), the amounts KES with two decimals.
import { formatKesNumber } from '../../src/format/money';
import type { Transaction } from '../db/types';
import { renderMessage } from '../messages';

export interface Statement {
  title: string;
  /** Lines under the title: merchant, account or till, period. */
  heading: string[];
  rows: Transaction[];
}

const STATEMENT_COLUMNS = ['Date', 'Time', 'Reference', 'Type', 'Counterparty', 'Money in', 'Money out', 'Fee'] as const;

const wireDate = (value: string) => `${value.slice(6, 8)}-${value.slice(4, 6)}-${value.slice(0, 4)}`;
const wireTime = (value: string) => `${value.slice(0, 2)}:${value.slice(2, 4)}`;

const statementCells = (row: Transaction): string[] => [
  wireDate(row.txDt),
  wireTime(row.txTm),
  row.orderNo,
  renderMessage('en-US', `enums.orderType.${row.orderTyp}`),
  row.oppNm || (row.oppMblNo ? `0${row.oppMblNo}` : row.oppAcNo),
  row.dcFlg === 'c' ? formatKesNumber(row.txAmt) : '',
  row.dcFlg === 'd' ? formatKesNumber(row.txAmt) : '',
  formatKesNumber(row.fee),
];

const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A one-sheet Excel file (SpreadsheetML, which Excel opens as .xls): each line a row of text cells. */
export const sheetXls = (name: string, lines: ReadonlyArray<readonly string[]>): string => {
  const row = (values: readonly string[]) => `<Row>${values.map((value) => `<Cell><Data ss:Type="String">${xml(value)}</Data></Cell>`).join('')}</Row>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?mso-application progid="Excel.Sheet"?>',
    '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">',
    `<Worksheet ss:Name="${xml(name)}"><Table>`,
    ...lines.map(row),
    '</Table></Worksheet></Workbook>',
    '',
  ].join('\n');
};

export const statementXls = (statement: Statement): string =>
  sheetXls('Statement', [[statement.title], ...statement.heading.map((line) => [line]), [], STATEMENT_COLUMNS, ...statement.rows.map(statementCells)]);

/** PDF text: printable ASCII only (built-in fonts), brackets and backslashes escaped. */
const pdfText = (value: string) =>
  value
    .replace(/[^\x20-\x7e]/g, '-')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');

const fit = (value: string, width: number, right: boolean) =>
  value.length > width ? `${value.slice(0, width - 1)}~` : right ? value.padStart(width) : value.padEnd(width);
const WIDTHS = [11, 6, 18, 22, 22, 14, 14, 9];
/** The amounts (money in, money out, fee) line up on the right, as figures do. */
const FIRST_AMOUNT = 5;
const line = (values: readonly string[]) => values.map((value, index) => fit(value, WIDTHS[index]!, index >= FIRST_AMOUNT)).join(' ');
const LINES_PER_PAGE = 60;

export const statementPdf = (statement: Statement): string => {
  const body = [line(STATEMENT_COLUMNS), '-'.repeat(122), ...statement.rows.map((entry) => line(statementCells(entry)))];
  if (statement.rows.length === 0) body.push('No transactions in this period.');
  const pages: string[][] = [];
  for (let start = 0; start < body.length || pages.length === 0; start += LINES_PER_PAGE) pages.push(body.slice(start, start + LINES_PER_PAGE));
  const objects: string[] = [];
  const add = (content: string): void => {
    objects.push(content);
  };
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // the page tree, filled in once the pages have their numbers
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>');
  const kids: number[] = [];
  pages.forEach((lines, index) => {
    const heading =
      index === 0
        ? [`BT /F2 14 Tf 36 800 Td (${pdfText(statement.title)}) Tj ET`, ...statement.heading.map((text, row) => `BT /F1 9 Tf 36 ${782 - row * 12} Td (${pdfText(text)}) Tj ET`)]
        : [];
    const top = index === 0 ? 782 - statement.heading.length * 12 - 12 : 800;
    const stream = [...heading, ...lines.map((text, row) => `BT /F1 6.5 Tf 36 ${top - row * 11} Td (${pdfText(text)}) Tj ET`)].join('\n');
    const contentNo = objects.length + 1;
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    kids.push(objects.length + 1);
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentNo} 0 R >>`);
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((content, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${content}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
};
