// validateRecord: a whole record through the precompiled validator, as the forms submit it and as the embedded
// backend receives it.
import '../../declaredScreensProvided';
import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../../src/validation/validate';

const REQUIRED = 'validation.required';
const FORMAT = 'validation.formatError';

const validStore = {
  storeName: 'Mama Mboga Shop',
  county: 'Nairobi',
  city: 'Nairobi',
  street: 'Moi Avenue',
  mblNo: '712345678',
  email: 'shop@example.co.ke',
  contactPerson: 'Jane Wanjiru',
  useMainInventory: 'Y',
  stlMethod: '1',
  stlCardNo: '1234567890123',
  stlAcNo: '0123456789',
  stlPayMode: '0',
};

const validCustomer = { firstName: 'Jane', surname: 'Wanjiru', mblNo: '112345678', gender: 'F', birthDt: '19920229' };

const validTicket = {
  title: 'Settlement delayed',
  issueType: 'Settlement',
  description: 'My settlement of yesterday has not arrived.',
  respondChannel: 'E',
  contactInfo: 'jane@example.com',
};

describe('validateRecord', () => {
  it('passes valid store, customer and ticket records', () => {
    expect(validateRecord('store', validStore)).toEqual([]);
    expect(validateRecord('customer', validCustomer)).toEqual([]);
    expect(validateRecord('ticket', validTicket)).toEqual([]);
  });

  it('reports every missing required field, in the schema order', () => {
    expect(validateRecord('store', {})).toEqual(
      ['storeName', 'county', 'city', 'mblNo', 'contactPerson'].map((field) => ({ field, key: REQUIRED })),
    );
    expect(validateRecord('customer', {})).toEqual(['firstName', 'surname', 'mblNo'].map((field) => ({ field, key: REQUIRED })));
    expect(validateRecord('ticket', {})).toEqual(
      ['title', 'issueType', 'description', 'respondChannel', 'contactInfo'].map((field) => ({ field, key: REQUIRED })),
    );
  });

  it("treats '' , null and undefined as absent (forms send '')", () => {
    expect(validateRecord('store', { ...validStore, storeName: '', city: null, county: undefined, email: '', street: '' })).toEqual([
      { field: 'storeName', key: REQUIRED },
      { field: 'county', key: REQUIRED },
      { field: 'city', key: REQUIRED },
    ]);
    // An optional field left empty is simply not there.
    expect(validateRecord('customer', { ...validCustomer, middleName: '', email: '', birthDt: '' })).toEqual([]);
  });

  it('in partial mode (an update with changed fields only) does not ask for required fields', () => {
    expect(validateRecord('store', {}, { partial: true })).toEqual([]);
    expect(validateRecord('store', { city: 'Mombasa' }, { partial: true })).toEqual([]);
    expect(validateRecord('store', { storeName: '' }, { partial: true })).toEqual([]);
    // …but still checks what is sent.
    expect(validateRecord('store', { mblNo: '812345678', city: 'M' }, { partial: true })).toEqual([
      { field: 'city', key: 'validation.minLength', values: { min: 2 } },
      { field: 'mblNo', key: 'validation.mobileExpected' },
    ]);
  });

  it('ignores readOnly fields: they are the server’s, whatever the client sends', () => {
    const withServerFields = {
      ...validStore,
      storeId: 123,
      headOffFlg: 'maybe',
      mshpSts: 'ajar',
      storeStatus: 'X',
      pushFlg: 'Q',
      createDt: '20231301',
    };
    expect(validateRecord('store', withServerFields)).toEqual([]);
    expect(validateRecord('customer', { ...validCustomer, custId: {}, blackFlg: 'x', createDt: 'yesterday' })).toEqual([]);
    expect(validateRecord('ticket', { ...validTicket, ticketNo: 5, status: '9', requestDt: 'x', requestTm: 'x', respondDt: 'x', respondTm: 'x' })).toEqual([]);
  });

  it('gives one problem per field, the most basic first', () => {
    // '1' is both too short and not letters: the shape problem is the one shown.
    expect(validateRecord('store', { ...validStore, contactPerson: '1' })).toEqual([{ field: 'contactPerson', key: FORMAT }]);
    // A number where text belongs: a format error, not a length complaint as well.
    expect(validateRecord('store', { ...validStore, mblNo: 712345678 })).toEqual([{ field: 'mblNo', key: 'validation.mobileExpected' }]);
  });

  it('reports format, enum, length and date problems with their keys and values', () => {
    expect(
      validateRecord('store', {
        ...validStore,
        storeName: 'A',
        email: 'not-an-email',
        stlMethod: '3',
        stlCardNo: '123',
        stlAcNo: '1234567890123456789',
        addressDetails: 'x'.repeat(201),
      }),
    ).toEqual([
      { field: 'storeName', key: 'validation.minLength', values: { min: 2 } },
      { field: 'addressDetails', key: 'validation.maxLength', values: { max: 200 } },
      { field: 'email', key: 'validation.emailExpected' },
      { field: 'stlMethod', key: FORMAT },
      { field: 'stlCardNo', key: FORMAT },
      { field: 'stlAcNo', key: FORMAT },
    ]);
    expect(validateRecord('customer', { ...validCustomer, gender: 'X', birthDt: '20230229', firstName: 'J0' })).toEqual([
      { field: 'firstName', key: FORMAT },
      { field: 'gender', key: FORMAT },
      { field: 'birthDt', key: FORMAT },
    ]);
    expect(validateRecord('ticket', { ...validTicket, description: '结算延迟', title: 'T'.repeat(81), issueType: 'Billing' })).toEqual([
      { field: 'title', key: 'validation.maxLength', values: { max: 80 } },
      { field: 'issueType', key: FORMAT },
      { field: 'description', key: FORMAT },
    ]);
  });

  it('lets fields the schema does not describe through (the transport adds its own)', () => {
    expect(validateRecord('ticket', { ...validTicket, channel: 'WEB', limit: 10 })).toEqual([]);
  });

  it('throws for an entity no schema declares, naming it', () => {
    expect(() => validateRecord('shop', {})).toThrow(/"shop"/);
  });

  it('words a money cell inside an array-of-objects field as money, not as a plain number', () => {
    expect(validateRecord('goodsOrder', { goodsList: [{ goodsName: 'Tea', goodsPrice: 0, goodsNum: 0 }] })).toEqual([
      { field: 'goodsList.0.goodsPrice', key: 'validation.amountPositive' },
      { field: 'goodsList.0.goodsNum', key: 'validation.min', values: { min: 1 } },
    ]);
  });
});
