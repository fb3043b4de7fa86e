// Singleton resources in the embedded backend: one record per merchant, found by the session and never by an id.
// Business information goes under review on a change and refuses another until approved; the IPN configuration
// is created by its first save (with a server-made signing key), and its address must be https.
import { describe, expect, it } from 'vitest';
import { callNamedAction as callAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { setLanguageSource } from '../../../src/transport/language';
import { advanceClock } from '../../../mocks/clock';
import { OWNER_MERCHANT_ID } from '../../../mocks/db/demoAccounts';
import { wireDateNow } from '../../../mocks/resources/collections';
import { db } from '../../../mocks/state';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

type Row = Record<string, string>;

const failureOf = async (action: string, params: Record<string, unknown> = {}) =>
  (await rejectionOf(callAction(action, params, { hideErrMsg: true }))) as MmcError;
const fieldErrorsOf = (error: MmcError) => error.body?.fieldErrors as Record<string, string> | undefined;

const UNDER_REVIEW = { code: 'MMCP0002', message: 'Your last change is still under review. Please try again once it is approved.' };

describe('business information (QueryBusinessInfo / UpdateBusinessInfo)', () => {
  useTestBackend();

  it("answers the signed-in merchant's record without being asked for an id", async () => {
    await loginAs();
    const info = await callAction<Row>('QueryBusinessInfo');
    expect(info).toMatchObject({
      mercId: OWNER_MERCHANT_ID,
      mercNm: 'Mama Wanjiru Traders Ltd',
      businessType: '3',
      county: 'Nairobi',
      auditSts: '0',
    });
  });

  it('a change is stored and put under review for 24 hours; a second change is refused until then', async () => {
    await loginAs();
    const saved = await callAction<Row>('UpdateBusinessInfo', { sector: 'Supermarkets', altMblNo: '733445566' });
    expect(saved).toMatchObject({ sector: 'Supermarkets', altMblNo: '733445566', auditSts: '1', auditSubmitDt: wireDateNow() });
    expect(await callAction<Row>('QueryBusinessInfo')).toMatchObject({ sector: 'Supermarkets', auditSts: '1' });

    expect(await failureOf('UpdateBusinessInfo', { sector: 'Groceries' })).toMatchObject(UNDER_REVIEW);
    expect((await callAction<Row>('QueryBusinessInfo')).sector).toBe('Supermarkets');
  });

  it('the review ends 24 hours after the change: approved, and open to the next change', async () => {
    await loginAs();
    await callAction('UpdateBusinessInfo', { sector: 'Supermarkets' });
    // (An idle session does not last hours: log in again after each wait.)
    advanceClock(23 * 60 * 60 * 1000);
    await loginAs();
    expect((await callAction<Row>('QueryBusinessInfo')).auditSts).toBe('1');
    advanceClock(60 * 60 * 1000);
    await loginAs();
    expect(await callAction<Row>('QueryBusinessInfo')).toMatchObject({ sector: 'Supermarkets', auditSts: '0' });
    expect(await callAction<Row>('UpdateBusinessInfo', { sector: 'Supermarkets and wholesale' })).toMatchObject({ auditSts: '1' });
  });

  it('checks the fields with the form rules and leaves the record as it was', async () => {
    await loginAs();
    const error = await failureOf('UpdateBusinessInfo', { mercNm: '', altMblNo: '0712' });
    expect(error).toMatchObject({ code: 'MMCP0001' });
    expect(fieldErrorsOf(error)).toEqual({ mercNm: 'This field is required.', altMblNo: 'Enter a Kenyan mobile number, e.g. 0712 345 678' });
    expect(await callAction<Row>('QueryBusinessInfo')).toMatchObject({ mercNm: 'Mama Wanjiru Traders Ltd', auditSts: '0' });
  });

  it('the registration facts are the server’s: a changed tax PIN is refused', async () => {
    await loginAs();
    // UpdateBusinessInfo does not take taxPin at all (schemas/actions/UpdateBusinessInfo.json).
    expect(await failureOf('UpdateBusinessInfo', { taxPin: 'P999999999Z' })).toMatchObject({ code: 'MMCP0001', body: { fieldErrors: { taxPin: 'This field is not accepted here.' } } });
  });

  it('the cashier (no code 30) may not read it', async () => {
    await loginAs(CASHIER);
    expect(await failureOf('QueryBusinessInfo')).toMatchObject({ code: 'MMCP0403' });
  });
});

describe('IPN configuration (QueryIPNInfo / SaveIPNInfo / UpdateIPNInfo / ValidateIPNUrl)', () => {
  useTestBackend();
  // The owner's shop is seeded with its configuration (the notifications of IPN → Success went to it); these tests
  // start from a merchant who has not set one up.
  const notSetUp = () => {
    db().ipnConfigs.length = 0;
  };

  it('the seed holds the owner’s configuration, at the address its delivered notifications went to', async () => {
    await loginAs();
    const seeded = await callAction<Row>('QueryIPNInfo');
    expect(seeded).toMatchObject({ mercId: OWNER_MERCHANT_ID, ipnFlg: 'Y' });
    expect(seeded.ipnKey).toMatch(/^[0-9a-f]{32}$/);
    const sentTo = new Set(db().ipnNotifications.filter((row) => row.mercId === OWNER_MERCHANT_ID).map((row) => row.ntfUrl));
    expect([...sentTo]).toEqual([seeded.notifyUrl]);
  });

  it('has no record before the first save, which makes one with a signing key; later saves update it', async () => {
    notSetUp();
    await loginAs();
    expect(await callAction<Row>('QueryIPNInfo')).toEqual({});
    expect(await failureOf('UpdateIPNInfo', { notifyUrl: 'https://pay.mamawanjiru.co.ke/ipn', ipnFlg: 'Y' })).toMatchObject({ code: 'MMCP0404' });

    const created = await callAction<Row>('SaveIPNInfo', { notifyUrl: 'https://pay.mamawanjiru.co.ke/ipn', ipnFlg: 'Y' });
    expect(created).toMatchObject({ mercId: OWNER_MERCHANT_ID, notifyUrl: 'https://pay.mamawanjiru.co.ke/ipn', ipnFlg: 'Y', updateDt: wireDateNow() });
    expect(created.ipnKey).toMatch(/^[0-9a-f]{32}$/);
    expect(await failureOf('SaveIPNInfo', { notifyUrl: 'https://other.example.com/ipn', ipnFlg: 'Y' })).toMatchObject({ code: 'MMCP0002' });

    const updated = await callAction<Row>('UpdateIPNInfo', { notifyUrl: 'https://pay.mamawanjiru.co.ke/v2/ipn', ipnFlg: 'N' });
    expect(updated).toMatchObject({ notifyUrl: 'https://pay.mamawanjiru.co.ke/v2/ipn', ipnFlg: 'N', ipnKey: created.ipnKey });
    expect(await callAction<Row>('QueryIPNInfo')).toEqual(updated);
  });

  it('refuses an address that is not https, with the rule in the request language', async () => {
    notSetUp();
    await loginAs();
    const error = await failureOf('SaveIPNInfo', { notifyUrl: 'http://pay.mamawanjiru.co.ke/ipn', ipnFlg: 'Y' });
    expect(error).toMatchObject({ code: 'MMCP0001' });
    expect(fieldErrorsOf(error)).toEqual({ notifyUrl: 'Enter an address that starts with https://' });
    setLanguageSource(() => 'zh-CN');
    const chinese = await failureOf('SaveIPNInfo', { notifyUrl: 'ftp://pay.mamawanjiru.co.ke', ipnFlg: 'Y' });
    expect(fieldErrorsOf(chinese)).toEqual({ notifyUrl: '请输入以 https:// 开头的地址' });
    expect(await callAction<Row>('QueryIPNInfo')).toEqual({});
  });

  it('Test URL answers for a reachable https address and fails for one the internet cannot reach', async () => {
    await loginAs();
    expect(await callAction<Row>('ValidateIPNUrl', { notifyUrl: 'https://pay.mamawanjiru.co.ke/ipn' })).toMatchObject({ reachable: 'Y' });
    expect(await failureOf('ValidateIPNUrl', { notifyUrl: 'https://192.168.1.20:8443/ipn' })).toMatchObject({
      code: 'MMCP5601',
      message: 'The URL did not answer the test notification. Check that it is reachable from the internet and try again.',
    });
    expect(fieldErrorsOf(await failureOf('ValidateIPNUrl', { notifyUrl: 'http://pay.mamawanjiru.co.ke/ipn' }))).toEqual({
      notifyUrl: 'Enter an address that starts with https://',
    });
  });

  it('an https address with a port no server can have (99999) is refused as a wrong address, by Save and by Test URL', async () => {
    notSetUp();
    await loginAs();
    const refusal = { notifyUrl: 'Enter an address that starts with https://' };
    const notifyUrl = 'https://pay.mamawanjiru.co.ke:99999/ipn';
    for (const [action, body] of [['ValidateIPNUrl', { notifyUrl }], ['SaveIPNInfo', { notifyUrl, ipnFlg: 'Y' }]] as const) {
      const failure = await failureOf(action, body);
      expect(failure.code, action).toBe('MMCP0001');
      expect(fieldErrorsOf(failure), action).toEqual(refusal);
    }
    expect(await callAction<Row>('QueryIPNInfo')).toEqual({});
    expect(await callAction<Row>('ValidateIPNUrl', { notifyUrl: 'https://pay.mamawanjiru.co.ke:8443/ipn' })).toMatchObject({ reachable: 'Y' });
  });

  it('the cashier (no code 56) may not read or save it', async () => {
    await loginAs(CASHIER);
    expect(await failureOf('QueryIPNInfo')).toMatchObject({ code: 'MMCP0403' });
    expect(await failureOf('SaveIPNInfo', { notifyUrl: 'https://pay.example.co.ke/ipn', ipnFlg: 'Y' })).toMatchObject({ code: 'MMCP0403' });
  });
});
