// validateField: one field's value through that field's own precompiled validator (what a keystroke runs).
import '../../declaredScreensProvided';
import { describe, expect, it } from 'vitest';
import { describeEntity, duplicateProblem, validateField } from '../../../src/validation/validate';

describe('validateField', () => {
  it('returns null for a valid value', () => {
    expect(validateField('store', 'storeName', 'Duka La Mama')).toBeNull();
    expect(validateField('store', 'mblNo', '112345678')).toBeNull();
    expect(validateField('customer', 'birthDt', '20000229')).toBeNull();
    expect(validateField('ticket', 'respondChannel', 'S')).toBeNull();
  });

  it('asks for a required field left empty, by default as the schema says', () => {
    for (const empty of ['', null, undefined]) {
      expect(validateField('store', 'storeName', empty)).toEqual({ field: 'storeName', key: 'validation.required' });
      expect(validateField('store', 'street', empty)).toBeNull();
    }
  });

  it('lets the caller decide whether empty is allowed', () => {
    expect(validateField('store', 'storeName', '', { required: false })).toBeNull();
    expect(validateField('store', 'street', '', { required: true })).toEqual({ field: 'street', key: 'validation.required' });
    // A command dialog that must have a reason, from a schema field that is optional in its record.
    expect(validateField('customer', 'note', undefined, { required: true })).toEqual({ field: 'note', key: 'validation.required' });
  });

  it('maps the field’s rules to the spec’s messages', () => {
    expect(validateField('store', 'mblNo', '0712345678')).toEqual({ field: 'mblNo', key: 'validation.mobileExpected' });
    expect(validateField('store', 'city', 'N')).toEqual({ field: 'city', key: 'validation.minLength', values: { min: 2 } });
    expect(validateField('store', 'street', 'S'.repeat(61))).toEqual({ field: 'street', key: 'validation.maxLength', values: { max: 60 } });
    expect(validateField('customer', 'surname', 'Wa1')).toEqual({ field: 'surname', key: 'validation.formatError' });
    expect(validateField('customer', 'anniversaryDt', '20230229')).toEqual({ field: 'anniversaryDt', key: 'validation.formatError' });
    expect(validateField('ticket', 'description', '退款')).toEqual({ field: 'description', key: 'validation.formatError' });
    expect(validateField('store', 'useMainCustomers', 'y')).toEqual({ field: 'useMainCustomers', key: 'validation.formatError' });
  });

  it('says what to choose for a list left empty, and never "choose at least one" for one too long', () => {
    expect(validateField('pushMessage', 'msgChannel', undefined)).toEqual({ field: 'msgChannel', key: 'validation.chooseChannel' });
    expect(validateField('pushMessage', 'msgChannel', [])).toEqual({ field: 'msgChannel', key: 'validation.chooseChannel' });
    const tooMany = Array.from({ length: 501 }, (_unused, index) => `C${1000000 + index}`);
    expect(validateField('pushMessage', 'custIds', tooMany)).toEqual({ field: 'custIds', key: 'validation.maxRows', values: { max: 500 } });
    // Pictures and files: the spec's own words.
    expect(validateField('ticket', 'attachments', ['F1', 'F2', 'F3', 'F4'])).toEqual({ field: 'attachments', key: 'common.maxUploads' });
  });

  it('checks readOnly fields too when asked (a list filter, a display check)', () => {
    expect(validateField('store', 'headOffFlg', 'Y')).toBeNull();
    expect(validateField('store', 'headOffFlg', 'X')).toEqual({ field: 'headOffFlg', key: 'validation.formatError' });
  });

  it('throws for an unknown entity or field', () => {
    expect(() => validateField('shop', 'storeName', 'x')).toThrow(/"shop"/);
    expect(() => validateField('store', 'shopName', 'x')).toThrow(/"shopName"/);
  });

  it("gives a field's x-unique message for a duplicate value, and null where the schema has none", () => {
    expect(duplicateProblem('store', 'storeName')).toEqual({ field: 'storeName', key: 'messages.storeNameExists' });
    expect(duplicateProblem('store', 'city')).toBeNull();
    for (const field of Object.values(describeEntity('customer').fields)) {
      expect(duplicateProblem('customer', field.name)).toEqual(field.unique ? { field: field.name, key: field.unique } : null);
    }
  });
});
