// MerchantLogin rules: three tries, lock, staff logins, unknown accounts, one-time numbers, localized texts.
import { describe, expect, it } from 'vitest';
import enUS from '../../../locales/en-US.json';
import zhCN from '../../../locales/zh-CN.json';
import { authProvider } from '../../../src/auth/authProvider';
import { callNamedAction as callAction, encryptSecret } from '../../../src/transport/client';
import { MmcError } from '../../../src/transport/errors';
import { setLanguageSource } from '../../../src/transport/language';
import { getToken } from '../../../src/transport/session';
import { advanceClock } from '../../../mocks/clock';
import { CASHIER_FUNC_NOS } from '../../../mocks/db/demoAccounts';
import { db } from '../../../mocks/state';
import { CASHIER, loginAs, OWNER, useTestBackend } from '../helpers/backend';
import { captureTransportEvents, rejectionOf } from '../helpers/events';

useTestBackend();
const events = captureTransportEvents();

const loginFailure = async (username: string, password: string): Promise<MmcError> => {
  const error = await rejectionOf(authProvider.login({ username, password }));
  expect(error).toBeInstanceOf(MmcError);
  return error as MmcError;
};

describe('login tries', () => {
  it('first wrong password → URMP1002 "You have supplied an error Password, Try again." with 2 tries left', async () => {
    const error = await loginFailure(OWNER.login, 'Wrong@2026');
    expect(error.code).toBe('URMP1002');
    expect(error.message).toBe('You have supplied an error Password, Try again.');
    expect(error.body).toEqual({ leftTryTimes: 2 });
    expect(getToken()).toBeNull();
  });

  it('second → URMP1005 "Incorrect password . One attempt left.", third → URMP1003 locked, then even the right password is locked', async () => {
    await loginFailure(OWNER.login, 'Wrong@2026');

    const second = await loginFailure(OWNER.login, 'Wrong@2026');
    expect(second.code).toBe('URMP1005');
    expect(second.message).toBe('Incorrect password . One attempt left.');
    expect(second.body).toEqual({ leftTryTimes: 1 });

    const third = await loginFailure(OWNER.login, 'Wrong@2026');
    expect(third.code).toBe('URMP1003');
    expect(third.message).toBe('Your account has been locked. Kindly use the forgot Password feature...');
    expect(third.body).toEqual({ leftTryTimes: 0 });

    const right = await loginFailure(OWNER.login, OWNER.password);
    expect(right.code).toBe('URMP1003');
    expect(getToken()).toBeNull();
  });

  it('the login page shows these texts itself: login failures raise no toast', async () => {
    await loginFailure(OWNER.login, 'Wrong@2026');
    expect(events.errors()).toEqual([]);
  });

  it('a successful login resets the count', async () => {
    await loginFailure(OWNER.login, 'Wrong@2026');
    await loginAs(OWNER);
    await authProvider.logout({});
    const again = await loginFailure(OWNER.login, 'Wrong@2026');
    expect(again.code).toBe('URMP1002');
    expect(again.body).toEqual({ leftTryTimes: 2 });
  });

  it("one account's lock does not touch another account", async () => {
    for (let i = 0; i < 3; i += 1) await loginFailure(OWNER.login, 'Wrong@2026');
    await expect(loginAs(CASHIER)).resolves.toBeUndefined();
  });

  it('the owner also logs in with +254 and 254 forms of the mobile', async () => {
    await authProvider.login({ username: '+254712345678', password: OWNER.password });
    await authProvider.logout({});
    await authProvider.login({ username: '254 712 345 678', password: OWNER.password });
    expect(getToken()).not.toBeNull();
  });
});

describe('accounts', () => {
  it("staff login 'cashier' gets exactly funcNos 05, 0501, 0502, 0503, 43", async () => {
    await loginAs(CASHIER);
    const { merRolFuncList } = await callAction<{ merRolFuncList: Array<{ funcNo: string }> }>('QryMerRolFuncList');
    expect(merRolFuncList.map((entry) => entry.funcNo)).toEqual(['05', '0501', '0502', '0503', '43']);
    expect(CASHIER_FUNC_NOS).toEqual(['05', '0501', '0502', '0503', '43']);
    await expect(authProvider.getPermissions!({})).resolves.toEqual(['05', '0501', '0502', '0503', '43']);
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ fullName: 'Brian Otieno' });
  });

  it('an unknown mobile → "The account does not exist. Please re-enter"', async () => {
    const unknown = '0799000001';
    expect(db().users.some((user) => user.mblNoPlain === '799000001')).toBe(false);
    const error = await loginFailure(unknown, 'Whatever@2026');
    expect(error.code).toBe('URMP1001');
    expect(error.message).toBe('The account does not exist. Please re-enter');
  });

  it('an unknown staff username → the same text', async () => {
    const error = await loginFailure('nobody.here', 'Whatever@2026');
    expect(error.message).toBe('The account does not exist. Please re-enter');
  });

  it('the cashier cannot log in with the owner password', async () => {
    const error = await loginFailure(CASHIER.login, OWNER.password);
    expect(error.code).toBe('URMP1002');
  });
});

describe('one-time numbers (QryRandomNo)', () => {
  const loginParams = async (randomNo: string, prefix = randomNo) => ({
    loginId: '712345678',
    userIdType: 'P',
    password: await encryptSecret(OWNER.password, prefix),
    randomNo,
  });

  it('a replayed randomNo is refused', async () => {
    const { randomNo } = await callAction<{ randomNo: string }>('QryRandomNo');
    const params = await loginParams(randomNo);
    await expect(callAction('MerchantLogin', params)).resolves.toMatchObject({ usrNo: OWNER.usrNo });
    const replay = await rejectionOf(callAction('MerchantLogin', params, { hideErrMsg: true }));
    expect(replay).toMatchObject({ code: 'URMP1004', message: 'The login request has expired. Please try again.' });
  });

  it('a randomNo the server never issued is refused', async () => {
    const params = await loginParams('0000000001');
    const error = await rejectionOf(callAction('MerchantLogin', params, { hideErrMsg: true }));
    expect(error).toMatchObject({ code: 'URMP1004' });
  });

  it('a password encrypted with a different one-time number is refused', async () => {
    const { randomNo } = await callAction<{ randomNo: string }>('QryRandomNo');
    const params = await loginParams(randomNo, '9999999999');
    const error = await rejectionOf(callAction('MerchantLogin', params, { hideErrMsg: true }));
    expect(error).toMatchObject({ code: 'URMP1004' });
  });

  it('a randomNo older than five minutes is refused', async () => {
    const { randomNo } = await callAction<{ randomNo: string }>('QryRandomNo');
    advanceClock(5 * 60 * 1000 + 1_000);
    const error = await rejectionOf(callAction('MerchantLogin', await loginParams(randomNo), { hideErrMsg: true }));
    expect(error).toMatchObject({ code: 'URMP1004' });
  });
});

describe('Accept-Language', () => {
  it('zh-CN gives the Chinese text of locales/zh-CN.json', async () => {
    setLanguageSource(() => 'zh-CN');
    const missing = await loginFailure('0799000001', 'Whatever@2026');
    expect(missing.message).toBe(zhCN.messages.accountMissing);
    expect(missing.message).toBe('账户不存在，请重新输入');

    const wrong = await loginFailure(OWNER.login, 'Wrong@2026');
    expect(wrong.code).toBe('URMP1002');
    expect(wrong.message).toBe(zhCN.messages.passwordWrongTwoLeft);
  });

  it('switching back to en-US gives English again', async () => {
    setLanguageSource(() => 'zh-CN');
    await loginFailure('0799000001', 'x');
    setLanguageSource(() => 'en-US');
    const error = await loginFailure('0799000001', 'x');
    expect(error.message).toBe(enUS.messages.accountMissing);
  });
});
