// The CSV a list exports opens in a spreadsheet: what a customer typed must never run there as a formula.
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../src/engine/pages/exporter';
import { formatKes } from '../../../src/format/money';

describe('toCsv', () => {
  it('makes cells a spreadsheet would run as formulas plain text, with a leading apostrophe', () => {
    const csv = toCsv(['Name', 'Mobile'], [
      ['=HYPERLINK("http://evil.example","Click")', '+254 712 345 678'],
      ['@SUM(A1:A9)', '-2+3'],
      ['\tTabbed', '\rReturned'],
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Name,Mobile',
      `"'=HYPERLINK(""http://evil.example"",""Click"")",'+254 712 345 678`,
      "'@SUM(A1:A9),'-2+3",
      `'\tTabbed,"'\rReturned"`,
    ]);
  });

  it('keeps plain numbers, amounts and ordinary text as they are', () => {
    expect(toCsv(['Amount', 'Change', 'Store'], [['-150.50', '+20', 'KES. 1,234.50'], ['42', '0', 'Mama Mboga, Nyali']])).toBe(
      'Amount,Change,Store\r\n-150.50,+20,"KES. 1,234.50"\r\n42,0,"Mama Mboga, Nyali"',
    );
  });

  it("writes an amount with an ordinary space after 'KES.', as a spreadsheet's search for it expects (the screen's is a no-break space)", () => {
    expect(toCsv(['Amount'], [[formatKes(123450)]])).toBe('Amount\r\n"KES. 1,234.50"');
  });
});
