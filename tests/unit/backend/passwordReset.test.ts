// Forgotten and changed login passwords against the embedded backend: the code must be verified for the same
// business type, account and number, works once, and the new password must meet spec 001's rules server-side.
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/auth/authProvider';
import { checkOtp, sendOtp, type OtpTarget } from '../../../src/flows/otp/otpCalls';
import { changeLoginPassword, PASSWORD_TYPE_LOGIN, resetPassword } from '../../../src/flows/password/passwordCalls';
import { MmcError } from '../../../src/transport/errors';
import { loginAs, OWNER, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

const OWNER_MOBILE = '712345678';
const CASHIER_MOBILE = '722000111';
const NEW_PASSWORD = 'Fresh#Start9';
const resetTarget = (sendNumber = OWNER_MOBILE, otpBusinessType = '02'): OtpTarget => ({ otpBusinessType, otpType: 'P', sendNumber });

const failure = async (promise: Promise<unknown>): Promise<MmcError> => {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(MmcError);
  return error as MmcError;
};

/** Sends a code before login and verifies it, as the /resetCode page does. */
const verifiedCode = async (target = resetTarget()) => {
  const { jrnNo, demoOtp } = await sendOtp(target, { beforeLogin: true });
  await checkOtp(target, jrnNo, demoOtp ?? '', { beforeLogin: true });
  return jrnNo;
};

const reset = (jrnNo: string, secret = NEW_PASSWORD, userId = OWNER_MOBILE) =>
  resetPassword({ userId, userIdType: 'P', passwordType: PASSWORD_TYPE_LOGIN, secret, jrnNo });

const logIn = (password: string, username = OWNER.login) => authProvider.login({ username, password });

const lockOwner = async () => {
  for (let attempt = 0; attempt < 3; attempt += 1) await failure(logIn('Wrong@pass1'));
  expect((await failure(logIn(OWNER.password))).message).toBe('Your account has been locked. Kindly use the forgot Password feature...');
};

describe('ResetPassword (login password, code type 02 before login)', () => {
  it('a verified code to the account’s own number resets the password and unlocks the account, once', async () => {
    await lockOwner();
    const jrnNo = await verifiedCode();
    await expect(reset(jrnNo)).resolves.toBeDefined();
    expect((await failure(logIn(OWNER.password))).message).toBe('You have supplied an error Password, Try again.');
    await expect(logIn(NEW_PASSWORD)).resolves.toMatchObject({ redirectTo: '/home' });
    // Spent: the same code cannot set another password.
    expect((await failure(reset(jrnNo, 'Other#Pass99'))).code).toBe('MMCP2003');
  });

  it('no code is sent for a number that belongs to no account', async () => {
    const error = await failure(sendOtp(resetTarget('799999999'), { beforeLogin: true }));
    expect(error.message).toBe('The account does not exist. Please re-enter');
  });

  it('a code sent but not verified, or verified for another account, resets nothing', async () => {
    const { jrnNo } = await sendOtp(resetTarget(), { beforeLogin: true });
    expect((await failure(reset(jrnNo))).code).toBe('MMCP2003');
    const cashierCode = await verifiedCode(resetTarget(CASHIER_MOBILE));
    expect((await failure(reset(cashierCode))).message).toBe('The verification code has expired. Please request a new one.');
    await expect(logIn(OWNER.password)).resolves.toMatchObject({ redirectTo: '/home' });
  });

  it('a code for another purpose (01 register) does not reset a password: none goes to a registered number', async () => {
    const refused = await failure(sendOtp(resetTarget(OWNER_MOBILE, '01'), { beforeLogin: true }));
    expect(refused.message).toBe('The Mobile Number provided already exists.');
    // Nor does one sent to a new number reset anything.
    const jrnNo = await verifiedCode(resetTarget('799123456', '01'));
    expect((await failure(reset(jrnNo))).code).toBe('MMCP2003');
  });

  it('checking a code must name the number it was sent to', async () => {
    const { jrnNo, demoOtp } = await sendOtp(resetTarget(), { beforeLogin: true });
    const error = await failure(checkOtp(resetTarget(CASHIER_MOBILE), jrnNo, demoOtp ?? '', { beforeLogin: true }));
    expect(error.code).toBe('MMCP2003');
  });

  it('the server enforces the password rules and refuses the old password, keeping the code for a retry', async () => {
    const jrnNo = await verifiedCode();
    const weak = await failure(reset(jrnNo, 'alllowercase1'));
    expect(weak.code).toBe('MMCP0001');
    expect(weak.body?.fieldErrors).toEqual({
      password: 'The password needs a minimum of 8 characters, with 1 uppercase, 1 lowercase and 1 special character.',
    });
    expect((await failure(reset(jrnNo, OWNER.password))).message).toBe("The new password can't be the same as the old.");
    await expect(reset(jrnNo)).resolves.toBeDefined();
  });
});

describe('MerchantModifyPassword (login password, code type 11)', () => {
  const changeCode = async () => {
    const target: OtpTarget = { otpBusinessType: '11', otpType: 'P', sendNumber: OWNER_MOBILE };
    const { jrnNo, demoOtp } = await sendOtp(target);
    await checkOtp(target, jrnNo, demoOtp ?? '');
    return jrnNo;
  };

  it('checks the current password, then the rules; afterwards only the new password logs in', async () => {
    await loginAs();
    const jrnNo = await changeCode();
    const wrong = await failure(changeLoginPassword({ password: 'Wrong@pass1', newPassword: NEW_PASSWORD, jrnNo }));
    expect(wrong.message).toBe('You have supplied an error Password, Try again.');
    const weak = await failure(changeLoginPassword({ password: OWNER.password, newPassword: 'NoSpecial12', jrnNo }));
    expect(weak.body?.fieldErrors).toEqual({
      newPassword: 'The password needs a minimum of 8 characters, with 1 uppercase, 1 lowercase and 1 special character.',
    });
    await expect(changeLoginPassword({ password: OWNER.password, newPassword: NEW_PASSWORD, jrnNo })).resolves.toBeDefined();
    expect((await failure(logIn(OWNER.password))).code).toBe('URMP1002');
    await expect(logIn(NEW_PASSWORD)).resolves.toMatchObject({ redirectTo: '/home' });
  });

  it('a reset-password code (02) cannot be used to change the password', async () => {
    const jrnNo = await verifiedCode();
    await loginAs();
    expect((await failure(changeLoginPassword({ password: OWNER.password, newPassword: NEW_PASSWORD, jrnNo }))).code).toBe('MMCP2003');
  });
});
