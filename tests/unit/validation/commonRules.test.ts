// Every rule of schemas/common.schema.json with the specification's edge cases (spec 001 §5), checked the way the
// console reports them: the locale key and values a person would read. The rules run through the Node-side ajv
// (scripts/lib/ajv.ts); validators.test.ts shows the precompiled browser validators agree with it.
import { describe, expect, it } from 'vitest';
import type { AnyValidateFunction } from 'ajv/dist/core';
import { createAjv } from '../../../scripts/lib/ajv';
import common from '../../../schemas/common.schema.json';
import { toFieldProblem } from '../../../src/validation/validate';

const ajv = createAjv();
const compiled = new Map<string, AnyValidateFunction>();
const defs = common.$defs as Record<string, { 'x-widget'?: string }>;

/** The problem the console shows for `value` in a field following common.schema.json#/$defs/<rule>. */
const check = (rule: string, value: unknown) => {
  if (!(rule in defs)) throw new Error(`common.schema.json has no $defs/${rule}`);
  let validate = compiled.get(rule);
  if (!validate) {
    validate = ajv.compile({ $ref: `common.schema.json#/$defs/${rule}` });
    compiled.set(rule, validate);
  }
  validate(value);
  return toFieldProblem('value', validate.errors, { widget: defs[rule]!['x-widget'] });
};

const ok = (rule: string, ...values: unknown[]) => values.forEach((value) => expect(check(rule, value), `${rule}: ${JSON.stringify(value)}`).toBeNull());
const problem = (key: string, values?: Record<string, string | number>) => ({ field: 'value', key, ...(values ? { values } : {}) });
const fails = (rule: string, expected: ReturnType<typeof problem>, ...values: unknown[]) =>
  values.forEach((value) => expect(check(rule, value), `${rule}: ${JSON.stringify(value)}`).toEqual(expected));

const FORMAT = problem('validation.formatError');

describe('common.schema.json', () => {
  it('has a test below for every rule', () => {
    expect(Object.keys(defs).sort()).toEqual(
      [
        'bankAccount',
        'bankCard',
        'businessName',
        'county',
        'documentUpload',
        'email',
        'freeText',
        'idNumber',
        'kenyanMobile',
        'kesAmount',
        'kesAmountOrZero',
        'password',
        'personName',
        'photoUpload',
        'pin',
        'reasonText',
        'recipientName',
        'wireDate',
        'wireTime',
        'clockTime',
        'writtenKenyanMobile',
        'yesNo',
      ].sort(),
    );
  });

  describe('kesAmount (integer minor units, above zero, at most 999,999,999.99)', () => {
    it('accepts one cent up to the nine-digit maximum', () => ok('kesAmount', 1, 1000, 99999999999));
    it("says 'Maximum Amount {0} (KES)' with the formatted limit above it", () =>
      fails('kesAmount', problem('validation.amountMax', { 0: '999,999,999.99' }), 100000000000, 99999999999 + 1));
    it("says 'The amount must be greater than zero' for zero and negatives", () =>
      fails('kesAmount', problem('validation.amountPositive'), 0, -1, -100));
    it('rejects cents that are not whole (a float slipped through) and text', () => fails('kesAmount', FORMAT, 12.5, '100', null));
  });

  describe('kesAmountOrZero', () => {
    it('accepts zero', () => ok('kesAmountOrZero', 0, 1, 99999999999));
    it('says greater than zero for negatives (the nearest message there is)', () =>
      fails('kesAmountOrZero', problem('validation.amountPositive'), -1));
    it('says the maximum with the formatted limit', () =>
      fails('kesAmountOrZero', problem('validation.amountMax', { 0: '999,999,999.99' }), 100000000000));
  });

  describe('kenyanMobile (9 national digits starting with 7 or 1)', () => {
    it('accepts 7… and 1… numbers', () => ok('kenyanMobile', '712345678', '112345678', '799999999', '100000000'));
    it('rejects other first digits, other lengths, prefixes and non-digits', () =>
      fails('kenyanMobile', FORMAT, '212345678', '012345678', '71234567', '7123456789', '0712345678', '254712345678', '7123 5678', '71234567a', '+254712345678'));
  });

  describe('writtenKenyanMobile (a mobile number as people write it, in free text)', () => {
    it('accepts the national, trunk and country-code forms, grouped or not', () =>
      ok('writtenKenyanMobile', '712345678', '0712345678', '0712 345 678', '0112-345-678', '254712345678', '+254712345678', '+254 712 345 678'));
    it('rejects other first digits, other lengths and words', () =>
      fails('writtenKenyanMobile', FORMAT, '12345', '0612345678', '07123456789', '+255712345678', 'call me maybe', '0712 345 67a', ''));
  });

  describe('email', () => {
    it('accepts ordinary addresses', () => ok('email', 'jane@example.com', 'j.doe+shop@mail.example.co.ke'));
    it('rejects malformed ones', () => fails('email', FORMAT, 'jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com'));
    it('limits the length to 100', () => fails('email', problem('validation.maxLength', { max: 100 }), `${'a'.repeat(89)}@example.com`));
  });

  describe('idNumber (1 to 9 digits)', () => {
    it('accepts 1 to 9 digits', () => ok('idNumber', '1', '12345678', '123456789'));
    it('rejects 10 digits and non-digits', () => fails('idNumber', FORMAT, '1234567890', '12a', ' 123', '-1'));
  });

  describe('bankCard (7 to 18 digits)', () => {
    it('accepts 7 and 18 digits', () => ok('bankCard', '1234567', '123456789012345678'));
    it('rejects 6 and 19 digits and non-digits', () => fails('bankCard', FORMAT, '123456', '1234567890123456789', '1234 5678 9012'));
  });

  describe('bankAccount (up to 18 digits)', () => {
    it('accepts 1 to 18 digits', () => ok('bankAccount', '1', '123456789012345678'));
    it('rejects 19 digits and non-digits', () => fails('bankAccount', FORMAT, '1234567890123456789', '12-34'));
  });

  describe('personName (at least 2 letters, letters only)', () => {
    it('accepts names in any alphabet, with inner spaces, apostrophes and hyphens', () =>
      ok('personName', 'Jo', 'Wanjiru', 'Mary-Jane', "O'Brien", 'Anne Marie', 'Zoë', 'Njoki Wa Kamau'));
    it("answers 'format error' for digits, symbols and stray spaces", () =>
      fails('personName', FORMAT, 'J0hn', 'John3', 'Jo!', ' Jo', 'Jo ', 'Jo  Ann', '-Jo', 'Jo-', '12', 'J1'));
    it('gives the length message for a single letter (it is letters only, just too short)', () =>
      fails('personName', problem('validation.minLength', { min: 2 }), 'J'));
    it('limits the length to 40', () => fails('personName', problem('validation.maxLength', { max: 40 }), 'A'.repeat(41)));
  });

  describe("recipientName (a person's name by the personName rule, as long as a beneficiary's: 80)", () => {
    it('accepts the longest beneficiary names, in any alphabet', () =>
      ok('recipientName', 'Mwanajuma Christabel Nyamweya Ogembo Kiru Wanjiku Achieng Chepkoech Naliaka Auma', '穆瓦纳朱玛'.repeat(16)));
    it("answers 'format error' as personName does", () => fails('recipientName', FORMAT, 'J0hn', 'Jo!', ' Jo', 'Jo  Ann'));
    it('limits the length to 80', () => fails('recipientName', problem('validation.maxLength', { max: 80 }), 'A'.repeat(81)));
  });

  describe('businessName (at least 2 characters, no outer spaces)', () => {
    it('accepts names with digits and punctuation', () => ok('businessName', 'Mama Mboga Shop 2', 'A1', 'K&B Ltd.'));
    it('rejects leading or trailing spaces', () => fails('businessName', FORMAT, ' Shop', 'Shop '));
    it('says the minimum length', () => fails('businessName', problem('validation.minLength', { min: 2 }), 'A'));
    it('says the maximum length', () => fails('businessName', problem('validation.maxLength', { max: 60 }), 'A'.repeat(61)));
  });

  describe('reasonText (letters, digits, spaces and . , ; : ! " \' ? @ — no Chinese)', () => {
    it('accepts the allowed punctuation and line breaks', () =>
      ok('reasonText', 'Customer asked: why? Call 0712 @ noon; "urgent", isn\'t it!', 'Line one.\nLine two', 'ok'));
    it('rejects Chinese characters, alone or mixed in', () => fails('reasonText', FORMAT, '退款', 'Refund 退款 please', '请退款。'));
    it('rejects other symbols', () => fails('reasonText', FORMAT, 'cost #5', '50% off', 'a/b', 'emoji 😀'));
    it('says the minimum and maximum lengths', () => {
      fails('reasonText', problem('validation.minLength', { min: 2 }), 'x');
      fails('reasonText', problem('validation.maxLength', { max: 200 }), 'a'.repeat(201));
      ok('reasonText', 'a'.repeat(200));
    });
  });

  describe('freeText', () => {
    it('takes anything up to 500 characters, counting an emoji as one', () => {
      ok('freeText', '', 'Any text — 中文 too 😀', '😀'.repeat(500));
      fails('freeText', problem('validation.maxLength', { max: 500 }), 'a'.repeat(501));
    });
  });

  describe('pin (exactly 4 digits)', () => {
    it('accepts 4 digits', () => ok('pin', '0000', '1234'));
    it('rejects 3 and 5 digits and non-digits', () => fails('pin', FORMAT, '123', '12345', '12a4', '１２３４', 1234));
  });

  describe('password (8+ with an upper-case letter, a lower-case letter and a special character)', () => {
    it('accepts strong passwords', () => ok('password', 'Abcdefg!', 'Passw0rd#', 'Zz@123456'));
    it('rejects each missing ingredient', () =>
      fails('password', FORMAT, 'abcdefg!' /* no upper */, 'ABCDEFG!' /* no lower */, 'Abcdefgh' /* no special */, 'Abcdefg1'));
    it('reports the shape before the length when a short password also lacks an ingredient', () => fails('password', FORMAT, 'Ab!'));
  });

  describe('photoUpload and documentUpload (a file id from the file service; the limits are the input\'s)', () => {
    it('accept a file id', () => {
      ok('photoUpload', 'F000000001');
      ok('documentUpload', 'F000000002');
    });
    it('reject an empty or non-text id', () => {
      fails('photoUpload', problem('validation.minLength', { min: 1 }), '');
      fails('documentUpload', FORMAT, 12, null);
    });
    it('carry the spec\'s limits for the input: photos JPEG or PNG under 5 MB, documents doc, docx or pdf under 10 MB', () => {
      expect((common.$defs.photoUpload as Record<string, unknown>)['x-upload']).toEqual({ kind: 'image', types: ['jpg', 'jpeg', 'png'], maxMB: 5 });
      expect((common.$defs.documentUpload as Record<string, unknown>)['x-upload']).toEqual({ kind: 'file', types: ['doc', 'docx', 'pdf'], maxMB: 10 });
    });
  });

  describe('yesNo', () => {
    it('accepts Y and N', () => ok('yesNo', 'Y', 'N'));
    it('rejects anything else', () => fails('yesNo', FORMAT, 'y', 'n', 'Yes', '', true, 1));
  });

  describe('wireDate (yyyyMMdd, a real calendar day)', () => {
    it('accepts real days, leap days of leap years included', () =>
      ok('wireDate', '20240101', '20241231', '20240229', '20000229', '19990131', '20230430'));
    it('rejects 29 February outside leap years (every 100 years not, every 400 yes)', () =>
      fails('wireDate', FORMAT, '20230229', '19000229', '21000229'));
    it('rejects impossible months and days', () => fails('wireDate', FORMAT, '20241301', '20240001', '20240100', '20240431', '20240132', '00000101'));
    it('rejects other shapes', () => fails('wireDate', FORMAT, '2024-02-29', '2024229', '202402290', '29022024x', 20240229));
  });

  describe('wireTime (HHmmss)', () => {
    it('accepts times of day', () => ok('wireTime', '000000', '235959', '120030'));
    it('rejects impossible times', () => fails('wireTime', FORMAT, '240000', '126000', '120060', '12:00:00', '1200'));
  });

  describe('clockTime (HHmmss, a time of day a person sets)', () => {
    it('accepts times of day', () => ok('clockTime', '000000', '235900', '073000'));
    it('rejects impossible times and the hh:mm a person types, which the form turns into HHmmss first', () =>
      fails('clockTime', FORMAT, '240000', '126000', '07:30', '0730'));
  });

  describe('county', () => {
    it('says the length limits', () => {
      ok('county', 'Nairobi');
      fails('county', problem('validation.minLength', { min: 2 }), 'N');
      fails('county', problem('validation.maxLength', { max: 40 }), 'N'.repeat(41));
    });
  });
});
