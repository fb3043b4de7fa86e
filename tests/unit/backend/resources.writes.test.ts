// The generic resource backend (mocks/resources/): create, update, delete, commands and import, validated with
// the forms' own validators and answered with the spec's codes and texts.
import { describe, expect, it } from 'vitest';
import { callNamedAction as callAction, downloadAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { setLanguageSource } from '../../../src/transport/language';
import { getToken } from '../../../src/transport/session';
import { OWNER_MERCHANT_ID } from '../../../mocks/db/demoAccounts';
import { db } from '../../../mocks/state';
import { wireDateNow } from '../../../mocks/resources/collections';
import { loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf, TEST_BASE_URL } from '../helpers/events';

type Row = Record<string, string>;
interface ListAnswer {
  data: Row[];
  total: number;
}

const failureOf = async (action: string, params: Record<string, unknown>) =>
  (await rejectionOf(callAction(action, params, { hideErrMsg: true }))) as MmcError;

const fieldErrorsOf = (error: MmcError) => error.body?.fieldErrors as Record<string, string> | undefined;

const storeOf = (storeId: string) => db().stores.find((store) => store.storeId === storeId)!;
const customerOf = (custId: string) => db().customers.find((customer) => customer.custId === custId);
const ticketOf = (ticketNo: string) => db().tickets.find((ticket) => ticket.ticketNo === ticketNo)!;

const NEW_STORE = {
  storeName: 'Mama Wanjiru Traders – Westlands',
  contactPerson: 'Grace Njeri',
  mblNo: '798123456',
  email: 'westlands@mamawanjiru.co.ke',
  county: 'Nairobi',
  city: 'Nairobi',
  street: 'Waiyaki Way',
};

const NEW_CUSTOMER = {
  firstName: 'Amina',
  middleName: 'Halima',
  surname: 'Hassan',
  mblNo: '798765432',
  email: 'amina.hassan@example.co.ke',
  gender: 'F',
  birthDt: '19920314',
};

const NOT_ALLOWED = { code: 'MMCP0002', message: 'This action is not available for this record.' };
const INVALID = { code: 'MMCP0001', message: 'Some fields are not valid. Please check and resubmit.' };

describe('generic write actions', () => {
  useTestBackend();

  describe('stores', () => {
    it('AddStore adds a branch with a new id, the defaults and today', async () => {
      await loginAs();
      const store = await callAction<Row>('AddStore', NEW_STORE);
      expect(store).toMatchObject({
        ...NEW_STORE,
        storeId: 'S100007',
        mercId: OWNER_MERCHANT_ID,
        headOffFlg: 'N',
        storeStatus: 'N',
        mshpSts: 'close',
        pushFlg: 'N',
        createDt: wireDateNow(),
      });
      expect(store.createDt).toMatch(/^\d{8}$/);
      expect(store).not.toHaveProperty('channel');
      expect(store).not.toHaveProperty('deviceInfo');
      expect((await callAction<ListAnswer>('QueryStoreList')).total).toBe(7);
    });

    it('AddStore with bad fields: MMCP0001 and the spec texts per field', async () => {
      await loginAs();
      const error = await failureOf('AddStore', { storeName: '', contactPerson: 'Grace 2', mblNo: '0712', email: 'not-mail', county: 'Nairobi' });
      expect(error).toMatchObject(INVALID);
      expect(fieldErrorsOf(error)).toEqual({
        storeName: 'This field is required.',
        contactPerson: 'format error',
        mblNo: 'Enter a Kenyan mobile number, e.g. 0712 345 678',
        email: 'Enter an e-mail address, e.g. name@example.com',
        city: 'This field is required.',
      });
      expect(db().stores.filter((store) => store.mercId === OWNER_MERCHANT_ID)).toHaveLength(6);
    });

    it('answers in the language of the request', async () => {
      await loginAs();
      setLanguageSource(() => 'zh-CN');
      const error = await failureOf('AddStore', { ...NEW_STORE, city: '' });
      expect(error.message).toBe('部分字段无效，请检查后重新提交。');
      expect(fieldErrorsOf(error)).toEqual({ city: '此字段为必填项。' });
    });

    it('a duplicate store name (any case) is MMCP3001 with the spec text, on the field too', async () => {
      await loginAs();
      const error = await failureOf('AddStore', { ...NEW_STORE, storeName: 'mama wanjiru traders – nyali, mombasa' });
      expect(error.code).toBe('MMCP3001');
      expect(error.message).toBe('A store/outlet already exists with the same store name. Please check and resubmit.');
      expect(fieldErrorsOf(error)).toEqual({ storeName: 'A store/outlet already exists with the same store name. Please check and resubmit.' });
    });

    it('a name that only looks different is the same name: a zero-width space, Cyrillic letters, fullwidth letters, doubled spaces', async () => {
      await loginAs();
      const taken = 'Mama Wanjiru Traders – Nyali, Mombasa';
      const lookalikes = [
        'Mama Wan\u200Bjiru Traders – Nyali, Mombasa',
        'M\u0430m\u0430 Wanjiru Tr\u0430ders – Nyali, Mомbаsа',
        '\uFF2D\uFF41\uFF4D\uFF41 Wanjiru Traders – Nyali, Mombasa',
        'Mama  Wanjiru Traders –  Nyali, Mombasa',
      ];
      for (const storeName of lookalikes) {
        expect(storeName).not.toBe(taken);
        expect((await failureOf('AddStore', { ...NEW_STORE, storeName })).code, storeName).toBe('MMCP3001');
      }
      // A name that differs as read is new.
      await expect(callAction('AddStore', { ...NEW_STORE, storeName: 'Mama Wanjiru Traders – Nyeri' })).resolves.toMatchObject({ storeName: 'Mama Wanjiru Traders – Nyeri' });
    });

    it('EditStore changes writable fields, clears optional ones with "", refuses to clear required ones', async () => {
      await loginAs();
      const current = storeOf('S100002');
      const updated = await callAction<Row>('EditStore', { storeId: 'S100002', city: 'Mombasa Island', description: '', mblNo: current.mblNo });
      expect(updated).toMatchObject({ storeId: 'S100002', city: 'Mombasa Island', description: '', storeName: current.storeName });
      expect(storeOf('S100002').city).toBe('Mombasa Island');

      const cleared = await failureOf('EditStore', { storeId: 'S100002', city: '', mblNo: current.mblNo });
      expect(cleared).toMatchObject(INVALID);
      expect(fieldErrorsOf(cleared)).toEqual({ city: 'This field is required.' });
      // Its own name again is no duplicate; another store's name is.
      await callAction('EditStore', { storeId: 'S100002', storeName: current.storeName.toUpperCase(), mblNo: current.mblNo });
      const duplicate = await failureOf('EditStore', { storeId: 'S100002', storeName: storeOf('S100003').storeName, mblNo: current.mblNo });
      expect(duplicate.code).toBe('MMCP3001');
      expect(await failureOf('EditStore', { storeId: 'S999999', city: 'X' })).toMatchObject({ code: 'MMCP0404' });
    });

    it('server-owned fields change only through declared commands', async () => {
      await loginAs();
      // EditStore does not take them (schemas/actions/EditStore.json): the request is refused before it acts.
      expect(await failureOf('EditStore', { storeId: 'S100002', headOffFlg: 'Y' })).toMatchObject({ code: 'MMCP0001', body: { fieldErrors: { headOffFlg: 'This field is not accepted here.' } } });
      expect(await failureOf('EditStore', { storeId: 'S100002', mshpSts: 'close' })).toMatchObject({ code: 'MMCP0001', body: { fieldErrors: { mshpSts: 'This field is not accepted here.' } } });
      expect(storeOf('S100002').headOffFlg).toBe('N');
    });

    it('suspending the head office is refused; a branch is suspended and enabled again', async () => {
      await loginAs();
      expect(await failureOf('EditStore', { storeId: 'S100001', storeStatus: 'C' })).toMatchObject(NOT_ALLOWED);
      expect(storeOf('S100001').storeStatus).toBe('N');

      const headMobile = storeOf('S100002').mblNo;
      const suspended = await callAction<Row>('EditStore', { storeId: 'S100002', storeStatus: 'C' });
      expect(suspended).toMatchObject({ storeId: 'S100002', storeStatus: 'C' });
      // A command changes only what it declares (the body's common mblNo is the user's, not the store's).
      expect(storeOf('S100002').mblNo).toBe(headMobile);
      expect(await failureOf('EditStore', { storeId: 'S100002', storeStatus: 'C' })).toMatchObject(NOT_ALLOWED);
      expect(await callAction<Row>('EditStore', { storeId: 'S100002', storeStatus: 'N' })).toMatchObject({ storeStatus: 'N' });
      expect(await failureOf('EditStore', { storeId: 'S100002', storeStatus: 'N' })).toMatchObject(NOT_ALLOWED);
    });

    it('publish and unpublish follow appliesTo', async () => {
      await loginAs();
      expect(await callAction<Row>('UpdateMerchantStorePushTyp', { storeId: 'S100003', pushFlg: 'Y' })).toMatchObject({ pushFlg: 'Y' });
      expect(await failureOf('UpdateMerchantStorePushTyp', { storeId: 'S100003', pushFlg: 'Y' })).toMatchObject(NOT_ALLOWED);
      expect(await callAction<Row>('UpdateMerchantStorePushTyp', { storeId: 'S100003', pushFlg: 'N' })).toMatchObject({ pushFlg: 'N' });
      // Revoked (R) may be published again; a closed store may not; R is no command's value.
      expect(await callAction<Row>('UpdateMerchantStorePushTyp', { storeId: 'S100004', pushFlg: 'Y' })).toMatchObject({ pushFlg: 'Y' });
      expect(await failureOf('UpdateMerchantStorePushTyp', { storeId: 'S100005', pushFlg: 'Y' })).toMatchObject(NOT_ALLOWED);
      expect(await failureOf('UpdateMerchantStorePushTyp', { storeId: 'S100002', pushFlg: 'R' })).toMatchObject(NOT_ALLOWED);
      expect(storeOf('S100002').pushFlg).toBe('Y');
    });
  });

  describe('customers', () => {
    it('AddCustomers adds to the store in the request, or the current store', async () => {
      await loginAs();
      const added = await callAction<Row>('AddCustomers', { ...NEW_CUSTOMER, storeId: 'S100003' });
      expect(added).toMatchObject({ ...NEW_CUSTOMER, custId: 'C1000121', mercId: OWNER_MERCHANT_ID, storeId: 'S100003', blackFlg: 'N', createDt: wireDateNow() });
      expect(added.note).toBe('');
      const second = await callAction<Row>('AddCustomers', { ...NEW_CUSTOMER, mblNo: '798765433', email: '' });
      expect(second).toMatchObject({ custId: 'C1000122', storeId: 'S100001', email: '' });
      expect((await callAction<ListAnswer>('QueryCustomers', { storeId: 'S100003' })).total).toBe(15);
      expect(await failureOf('AddCustomers', { ...NEW_CUSTOMER, mblNo: '798765434', storeId: 'S200001' })).toMatchObject({ code: 'MMCP0001' });
    });

    it('AddCustomers checks names, mobile, e-mail, gender and dates', async () => {
      await loginAs();
      const error = await failureOf('AddCustomers', { firstName: 'A', surname: 'Hassan2', mblNo: '612345678', email: 'x@', gender: 'X', birthDt: '20230229' });
      expect(error).toMatchObject(INVALID);
      expect(fieldErrorsOf(error)).toEqual({
        firstName: 'Minimum field length = 2.',
        surname: 'format error',
        mblNo: 'Enter a Kenyan mobile number, e.g. 0712 345 678',
        email: 'Enter an e-mail address, e.g. name@example.com',
        gender: 'format error',
        birthDt: 'format error',
      });
    });

    it('AddCustomers keeps typed text without the spaces around it, as the console sends it', async () => {
      await loginAs();
      const added = await callAction<Row>('AddCustomers', { ...NEW_CUSTOMER, firstName: '  Mama Mboga  ', surname: ' Hassan ', email: ' amina@example.co.ke ' });
      expect(added).toMatchObject({ firstName: 'Mama Mboga', surname: 'Hassan', email: 'amina@example.co.ke' });
    });

    it('a mobile number already on file is MMCP3101', async () => {
      await loginAs();
      const error = await failureOf('AddCustomers', { ...NEW_CUSTOMER, mblNo: '700834766' });
      expect(error.code).toBe('MMCP3101');
      expect(error.message).toBe('A customer with this mobile number already exists.');
      expect(fieldErrorsOf(error)).toEqual({ mblNo: 'A customer with this mobile number already exists.' });
    });

    it('EditCustomer updates, with the same checks', async () => {
      await loginAs();
      const updated = await callAction<Row>('EditCustomer', { custId: 'C1000001', mblNo: '700834766', note: 'Prefers SMS', surname: 'Kamau-Njoroge' });
      expect(updated).toMatchObject({ custId: 'C1000001', note: 'Prefers SMS', surname: 'Kamau-Njoroge', firstName: 'Ruth' });
      const taken = await failureOf('EditCustomer', { custId: 'C1000001', mblNo: customerOf('C1000002')!.mblNo });
      expect(taken.code).toBe('MMCP3101');
      const cleared = await failureOf('EditCustomer', { custId: 'C1000001', mblNo: '700834766', firstName: '' });
      expect(fieldErrorsOf(cleared)).toEqual({ firstName: 'This field is required.' });
    });

    it('blacklist needs a reason and applies to listed customers only; restore brings them back', async () => {
      await loginAs();
      const noReason = await failureOf('EditCustomer', { custId: 'C1000001', blackFlg: 'Y', storeId: 'S100001' });
      expect(noReason).toMatchObject(INVALID);
      expect(fieldErrorsOf(noReason)).toEqual({ reason: 'This field is required.' });
      expect(fieldErrorsOf(await failureOf('EditCustomer', { custId: 'C1000001', blackFlg: 'Y', reason: '拒付' }))).toEqual({ reason: 'format error' });

      const mobile = customerOf('C1000001')!.mblNo;
      const listed = await callAction<Row>('EditCustomer', { custId: 'C1000001', blackFlg: 'Y', reason: 'Paid with a reversed transaction.', storeId: 'S100001' });
      expect(listed).toMatchObject({ custId: 'C1000001', blackFlg: 'Y', mblNo: mobile });
      expect(await failureOf('EditCustomer', { custId: 'C1000001', blackFlg: 'Y', reason: 'Again.' })).toMatchObject(NOT_ALLOWED);
      expect((await callAction<ListAnswer>('QueryCustomers', { blackFlg: 'Y' })).total).toBe(6);

      expect(await callAction<Row>('EditCustomer', { custId: 'C1000001', blackFlg: 'N' })).toMatchObject({ blackFlg: 'N' });
      expect(await failureOf('EditCustomer', { custId: 'C1000001', blackFlg: 'N' })).toMatchObject(NOT_ALLOWED);
      expect((await callAction<ListAnswer>('QueryCustomers', { blackFlg: 'Y' })).total).toBe(5);
    });

    it('DeleteCustomer removes the customer; a second time it is missing', async () => {
      await loginAs();
      expect(await callAction('DeleteCustomer', { custId: 'C1000002' })).toEqual({ custId: 'C1000002' });
      expect(customerOf('C1000002')).toBeUndefined();
      expect(await failureOf('DeleteCustomer', { custId: 'C1000002' })).toMatchObject({ code: 'MMCP0404', message: 'The record does not exist.' });
      // Another merchant's customer is not the owner's to delete.
      expect(await failureOf('DeleteCustomer', { custId: 'C3000001' })).toMatchObject({ code: 'MMCP0404' });
      expect(customerOf('C3000001')).toBeDefined();
    });

    it('CustomerNotice checks channel and text and records nothing', async () => {
      await loginAs();
      expect(fieldErrorsOf(await failureOf('CustomerNotice', { custId: 'C1000001' }))).toEqual({
        msgChannel: 'This field is required.',
        messText: 'This field is required.',
      });
      expect(fieldErrorsOf(await failureOf('CustomerNotice', { custId: 'C1000001', msgChannel: 'X', messText: 'x' }))).toEqual({
        msgChannel: 'format error',
        messText: 'Minimum field length = 2.',
      });
      const before = JSON.stringify(db().customers);
      expect(await callAction('CustomerNotice', { custId: 'C1000001', msgChannel: 'S', messText: 'Karibu! 10% off this week.' })).toEqual({ sent: 1 });
      expect(JSON.stringify(db().customers)).toBe(before);
      expect(await failureOf('CustomerNotice', { custId: 'C9999999', msgChannel: 'S', messText: 'Hello' })).toMatchObject({ code: 'MMCP0404' });
    });

    it('FileParseUploadCustomer adds the good rows and reports the bad ones by row', async () => {
      await loginAs();
      const answer = await callAction<{ added: number; failed: Array<{ row: number; errors: Record<string, string> }> }>('FileParseUploadCustomer', {
        storeId: 'S100002',
        customers: [
          { firstName: 'Peter', surname: 'Otieno', mblNo: '798000001', gender: 'M' },
          { firstName: 'Mary', surname: '', mblNo: '798000002' },
          { firstName: 'Ruth', surname: 'Kamau', mblNo: '700834766' },
          { firstName: 'Paul', surname: 'Otieno', mblNo: '798000001' },
          { firstName: 'Lucy', middleName: 'Akinyi', surname: 'Odhiambo', mblNo: '798000003', email: 'LUCY@example.com', birthDt: '19880101' },
          { firstName: 'Bad', surname: 'Date', mblNo: '798000004', birthDt: '1988-01-01' },
        ],
      });
      expect(answer.added).toBe(2);
      expect(answer.failed).toEqual([
        { row: 2, errors: { surname: 'This field is required.' } },
        { row: 3, errors: { mblNo: 'A customer with this mobile number already exists.' } },
        { row: 4, errors: { mblNo: 'A customer with this mobile number already exists.' } },
        { row: 6, errors: { birthDt: 'format error' } },
      ]);
      const added = db().customers.filter((customer) => ['798000001', '798000003'].includes(customer.mblNo));
      expect(added.map((customer) => [customer.custId, customer.storeId, customer.blackFlg])).toEqual([
        ['C1000121', 'S100002', 'N'],
        ['C1000122', 'S100002', 'N'],
      ]);
    });

    it('FileParseUploadCustomer refuses more than 100 rows', async () => {
      await loginAs();
      const customers = Array.from({ length: 101 }, (_, index) => ({ firstName: 'Row', surname: 'Person', mblNo: `79900${String(index).padStart(4, '0')}` }));
      const error = await failureOf('FileParseUploadCustomer', { customers });
      expect(error).toMatchObject({ code: 'MMCP0001', message: 'You can add at most 100 rows at a time.' });
      expect(db().customers.filter((customer) => customer.mercId === OWNER_MERCHANT_ID)).toHaveLength(120);
      const exactly = await callAction<{ added: number }>('FileParseUploadCustomer', { customers: customers.slice(0, 100) });
      expect(exactly.added).toBe(100);
    });

    it('CustomerTemplateDownload is a CSV of the import columns and an example row', async () => {
      await loginAs();
      const blob = await downloadAction('CustomerTemplateDownload');
      expect(blob.type).toContain('text/csv');
      const [header, example, ...rest] = (await blob.text()).split('\r\n');
      expect(header).toBe('firstName,middleName,surname,mblNo,email,gender,birthDt');
      expect(example!.split(',')).toHaveLength(7);
      expect(rest).toEqual(['']);
      // The example row passes the import itself.
      const row = Object.fromEntries(header!.split(',').map((column, index) => [column, example!.split(',')[index]]));
      expect(await callAction('FileParseUploadCustomer', { customers: [row] })).toEqual({ added: 1, failed: [] });

      const anonymous = await fetch(`${TEST_BASE_URL}CustomerTemplateDownload`);
      expect(((await anonymous.json()) as { gda: { msg_cd: string } }).gda.msg_cd).toBe('SCM60401');
      expect(getToken()).toMatch(/^[0-9a-f]{32}$/);
    });
  });

  describe('tickets', () => {
    const TICKET = {
      title: 'Till statement missing',
      issueType: 'Statement',
      description: 'The October statement for till 634080 is missing.',
      respondChannel: 'E',
      contactInfo: 'wanjiru@mamawanjiru.co.ke',
    };

    it('RaiseTicket opens a ticket numbered after the last one', async () => {
      await loginAs();
      const ticket = await callAction<Row>('RaiseTicket', TICKET);
      expect(ticket).toMatchObject({ ...TICKET, ticketNo: 'TK10000015', status: '0', requestDt: wireDateNow(), respondDt: '', respondTm: '' });
      expect(ticket.requestTm).toMatch(/^([01]\d|2[0-3])[0-5]\d[0-5]\d$/);
      expect((await callAction<ListAnswer>('TicketHistory', { status: '0' })).total).toBe(5);
      const error = await failureOf('RaiseTicket', { ...TICKET, description: '退款失败', issueType: 'Refunds' });
      expect(fieldErrorsOf(error)).toEqual({ issueType: 'format error', description: 'format error' });
    });

    it('RaiseTicket checks the contact by the channel chosen: a Kenyan mobile for SMS and calls, an e-mail address for e-mail', async () => {
      await loginAs();
      const sms = await failureOf('RaiseTicket', { ...TICKET, respondChannel: 'S', contactInfo: '12345' });
      expect(fieldErrorsOf(sms)).toEqual({ contactInfo: 'For SMS or a phone call, enter a Kenyan mobile number, e.g. 0712 345 678.' });
      const call = await failureOf('RaiseTicket', { ...TICKET, respondChannel: 'P', contactInfo: 'call me maybe' });
      expect(fieldErrorsOf(call)).toEqual({ contactInfo: 'For SMS or a phone call, enter a Kenyan mobile number, e.g. 0712 345 678.' });
      const email = await failureOf('RaiseTicket', { ...TICKET, respondChannel: 'E', contactInfo: '0712 345 678' });
      expect(fieldErrorsOf(email)).toEqual({ contactInfo: 'For e-mail, enter an e-mail address, e.g. name@example.co.ke.' });
      expect(await callAction<Row>('RaiseTicket', { ...TICKET, respondChannel: 'S', contactInfo: '0712 345 678' })).toMatchObject({ contactInfo: '0712 345 678' });
    });

    it('CancelCallBack cancels unresolved and in-progress tickets only', async () => {
      await loginAs();
      expect(await callAction<Row>('CancelCallBack', { ticketNo: 'TK10000009' })).toMatchObject({ ticketNo: 'TK10000009', status: '3' });
      expect(await callAction<Row>('CancelCallBack', { ticketNo: 'TK10000008' })).toMatchObject({ status: '3' });
      expect(await failureOf('CancelCallBack', { ticketNo: 'TK10000003' })).toMatchObject(NOT_ALLOWED);
      expect(await failureOf('CancelCallBack', { ticketNo: 'TK10000009' })).toMatchObject(NOT_ALLOWED);
      expect(ticketOf('TK10000003').status).toBe('1');
    });

    it('RequestCallBack creates a phone ticket', async () => {
      await loginAs();
      const ticket = await callAction<Row>('RequestCallBack', { callBackMblNo: '722000111', callBackTopic: 'Settlement timing' });
      expect(ticket).toMatchObject({
        ticketNo: 'TK10000015',
        respondChannel: 'P',
        title: 'Settlement timing',
        contactInfo: '+254 722 000 111',
        issueType: 'Other',
        description: 'Call-back request',
        status: '0',
        mercId: OWNER_MERCHANT_ID,
      });
      expect((await callAction<ListAnswer>('TicketHistory', { searchKey: 'settlement timing' })).total).toBe(1);
      expect(fieldErrorsOf(await failureOf('RequestCallBack', { callBackMblNo: '0722', callBackTopic: '' }))).toEqual({
        callBackMblNo: 'Enter a Kenyan mobile number, e.g. 0712 345 678',
        callBackTopic: 'This field is required.',
      });
    });
  });
});
