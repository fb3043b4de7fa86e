import '../../declaredScreensProvided';
import { describe, expect, it } from 'vitest';
import { parseImportCsv, templateCsv } from '../../../src/engine/import/csvRows';
import { getEntity } from '../../../src/engine/registry';

const customer = getEntity('customer');
const columns = ['firstName', 'middleName', 'surname', 'mblNo', 'email', 'gender', 'birthDt'];
const labels: Record<string, string> = { firstName: 'First name', surname: 'Surname', mblNo: 'Mobile number' };
const labelOf = (field: string) => labels[field] ?? field;

describe('reading an import CSV', () => {
  it('reads the template headers, normalises mobiles and finds each row problem in the spec words', () => {
    const csv = '\uFEFFfirstName,surname,mblNo,email,gender\r\nAmina,Odhiambo,0712 000 111,amina@example.co.ke,F\r\nJ,Otieno,0812000111,,M\r\n"Wanjiru, Jr",Kamau,+254722000333,,X\r\n';
    const { rows, unknownColumns } = parseImportCsv(csv, customer, columns, labelOf);
    expect(unknownColumns).toEqual([]);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ line: 1, record: { firstName: 'Amina', mblNo: '712000111' }, problems: [] });
    expect(rows[1].problems).toEqual(
      expect.arrayContaining([
        { field: 'firstName', key: 'validation.minLength', values: { min: 2 } },
        { field: 'mblNo', key: 'validation.mobileExpected' },
      ]),
    );
    expect(rows[2].record.firstName).toBe('Wanjiru, Jr');
    expect(rows[2].problems.map((problem) => problem.field).sort()).toEqual(['firstName', 'gender']);
  });

  it('accepts the labels a person sees as headers, and reports columns it does not know', () => {
    const { rows, unknownColumns } = parseImportCsv('First name,Surname,Mobile number,Loyalty\nBrian,Kiprop,0733111222,gold\n', customer, columns, labelOf);
    expect(rows[0].record).toEqual({ firstName: 'Brian', surname: 'Kiprop', mblNo: '733111222' });
    expect(rows[0].problems).toEqual([]);
    expect(unknownColumns).toEqual(['Loyalty']);
  });

  it('reads money as a person writes KES and counts as numbers; an empty cell is not given; what cannot be read stays for its message', () => {
    const item = getEntity('inventoryItem');
    const { rows } = parseImportCsv(
      'goodsNm,categoryId,stock,sellPrice,buyPrice\nSugar 1kg,Groceries,40,"1,210.50",\nSalt,Groceries,many,12.5.0,3\n',
      item,
      ['goodsNm', 'categoryId', 'stock', 'sellPrice', 'buyPrice'],
      (field) => field,
    );
    expect(rows[0]).toMatchObject({ record: { goodsNm: 'Sugar 1kg', categoryId: 'Groceries', stock: 40, sellPrice: 121_050 }, problems: [] });
    expect(rows[0]!.record).not.toHaveProperty('buyPrice');
    expect(rows[1]!.record).toMatchObject({ stock: 'many', sellPrice: '12.5.0', buyPrice: 300 });
    expect(rows[1]!.problems.map((problem) => problem.field).sort()).toEqual(['sellPrice', 'stock']);
  });

  it('skips blank lines and writes a template from the columns', () => {
    expect(parseImportCsv('firstName,surname,mblNo\n\n\n', customer, columns, labelOf).rows).toEqual([]);
    expect(templateCsv(['firstName', 'surname'])).toBe('firstName,surname\r\n');
  });
});
