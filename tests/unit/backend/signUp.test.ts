// Registering a merchant and joining a business against the embedded backend (mocks/actions/signUp.ts,
// joinBusiness.ts): a new number proven with a code opens a registration whose every step is saved, so it resumes
// where it stopped; each step only in turn; the spec's words for a registered number, a wrong code, a weak
// password and an ID number in use; a code made by the owner in Staff lets the invitee join as that staff.
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/auth/authProvider';
import { loadSetup, saveType } from '../../../src/flows/businessSetup/businessCalls';
import { checkOtp, sendOtp, type OtpTarget } from '../../../src/flows/otp/otpCalls';
import {
  acceptAgreement,
  completeRegistration,
  findInvitation,
  idNoInUse,
  joinBusiness,
  openRegistration,
  reachedStep,
  registeredMessage,
  saveJoinerDetails,
  savePersonInfo,
  setOwnerSecret,
  submitIdDocument,
} from '../../../src/flows/register/registerCalls';
import { callNamedAction } from '../../../src/transport/client';
import { MmcError } from '../../../src/transport/errors';
import { clearAllStorage } from '../../../src/transport/session';
import { advanceClock } from '../../../mocks/clock';
import { db, runtime } from '../../../mocks/state';
import { loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

const NEW_MOBILE = '799123456';
const PASSWORD = 'Karibu#2026';
const failure = async (promise: Promise<unknown>): Promise<MmcError> => {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(MmcError);
  return error as MmcError;
};
const registerTarget = (sendNumber = NEW_MOBILE): OtpTarget => ({ otpBusinessType: '01', otpType: 'P', sendNumber });
const verifiedCode = async (mobile = NEW_MOBILE) => {
  const { jrnNo, demoOtp } = await sendOtp(registerTarget(mobile), { beforeLogin: true });
  await checkOtp(registerTarget(mobile), jrnNo, demoOtp ?? '', { beforeLogin: true });
  return jrnNo;
};
/** A photo the user uploaded, as the upload input would store it. */
const photo = (usrNo: string, fileId: string) => {
  db().files[fileId] = { fileId, fileName: `${fileId}.png`, contentType: 'image/png', size: 10, base64: '', usrNo, mercId: '', uploadedAt: Date.now() };
  return fileId;
};
const newUser = () => db().users.find((user) => user.mblNoPlain === NEW_MOBILE)!;

/** Registers a number through every step with the given first name and ID number, ending signed in with no business. */
const registerThrough = async (mobile: string, firstName: string, idNo: string) => {
  await openRegistration(mobile, await verifiedCode(mobile));
  await acceptAgreement('privacy');
  await acceptAgreement('terms');
  await savePersonInfo({ firstName, middleName: '', lastName: 'Otieno', email: `${firstName.toLowerCase()}@example.co.ke` });
  await setOwnerSecret('login', PASSWORD);
  await setOwnerSecret('pin', '2580');
  const usrNo = db().users.find((user) => user.mblNoPlain === mobile)!.usrNo;
  await submitIdDocument({ idType: '01', idNo, idFrontFileId: photo(usrNo, `F${mobile}a`), idBackFileId: photo(usrNo, `F${mobile}b`) });
  await completeRegistration();
};

describe('registering a new merchant', () => {
  it('walks every step in turn, saved on the server, and ends logged in with no business yet', async () => {
    expect(await registeredMessage(NEW_MOBILE)).toBeNull();
    expect(await openRegistration(NEW_MOBILE, await verifiedCode())).toBe('privacyAgreement');
    // Out of turn: the password before the agreements.
    expect((await failure(setOwnerSecret('login', PASSWORD))).code).toBe('URMP1011');
    expect(await acceptAgreement('privacy')).toBe('termsAgreement');
    expect(await acceptAgreement('terms')).toBe('addPersonInfo');
    expect(await savePersonInfo({ firstName: 'Achieng', middleName: '', lastName: 'Otieno', email: 'achieng@example.co.ke' })).toBe('setPassword');
    const weak = await failure(setOwnerSecret('login', 'weakpass'));
    expect(weak.code).toBe('MMCP0001');
    expect(Object.keys(weak.body?.fieldErrors as object)).toEqual(['password']);
    expect(await setOwnerSecret('login', PASSWORD)).toBe('setPin');
    expect(await setOwnerSecret('pin', '2580')).toBe('verifyPersonInfo');
    const usrNo = newUser().usrNo;
    // The owner's national ID number is taken.
    expect(await idNoInUse('01', '23456789')).toBe(false);
    db().users[0]!.idType = '01';
    db().users[0]!.idNo = '23456789';
    expect(await idNoInUse('01', '23456789')).toBe(true);
    const taken = await failure(submitIdDocument({ idType: '01', idNo: '23456789', idFrontFileId: photo(usrNo, 'Ffront'), idBackFileId: photo(usrNo, 'Fback') }));
    expect(taken.message).toBe('The ID number provided already exists.');
    expect(await submitIdDocument({ idType: '01', idNo: '31234567', idFrontFileId: 'Ffront', idBackFileId: 'Fback' })).toBe('firstLogin');
    expect(await completeRegistration()).toMatchObject({ usrNo, mblNo: NEW_MOBILE, mercId: '' });
    // The ID given, its identity check has started.
    expect(newUser()).toMatchObject({ idUploadFlag: 'Y', businessSetupStatus: 'N', firstName: 'Achieng', pin: '2580', pelezaSts: 'process' });
    expect(newUser().registerStep).toBeUndefined();

    clearAllStorage();
    await expect(authProvider.login({ username: `0${NEW_MOBILE}`, password: PASSWORD })).resolves.toEqual({ redirectTo: '/home' });
    expect(await registeredMessage(NEW_MOBILE)).toBe('The Mobile Number provided already exists.');
  });

  it('resumes where it stopped: by a new code before a password, by logging in after', async () => {
    await openRegistration(NEW_MOBILE, await verifiedCode());
    await acceptAgreement('privacy');
    clearAllStorage();
    // No password yet: the number is not "registered", a new code reopens the registration at its step.
    expect(await registeredMessage(NEW_MOBILE)).toBeNull();
    advanceClock(61_000); // past the 60-second wait between codes to one number
    expect(await openRegistration(NEW_MOBILE, await verifiedCode())).toBe('termsAgreement');
    await acceptAgreement('terms');
    await savePersonInfo({ firstName: 'Achieng', middleName: '', lastName: 'Otieno', email: 'achieng@example.co.ke' });
    await setOwnerSecret('login', PASSWORD);
    clearAllStorage();
    await expect(authProvider.login({ username: `0${NEW_MOBILE}`, password: PASSWORD })).resolves.toEqual({ redirectTo: '/setPin' });
    expect(await reachedStep()).toBe('setPin');
  });

  it('creating a business opens the registrant’s own merchant: a wallet at nil and a head office, none of another’s', async () => {
    await registerThrough(NEW_MOBILE, 'Achieng', '31234567');
    expect(newUser().mercId).toBe('');
    // Before a business is created the setup is a blank one, kept nowhere.
    expect(await loadSetup()).toEqual({ step: 'type', ocrFlg: 'N' });
    await saveType('3', 'N');
    const mercId = newUser().mercId;
    expect(mercId).toMatch(/^M\d{6}$/);
    expect(db().merchants.map((merchant) => merchant.mercId).filter((id) => id === mercId)).toHaveLength(1);
    expect(db().accounts.find((account) => account.mercId === mercId)).toMatchObject({ balance: 0, acNm: 'Achieng Otieno' });
    const stores = db().stores.filter((store) => store.mercId === mercId);
    expect(stores).toEqual([expect.objectContaining({ storeName: 'Achieng Otieno – Head Office', headOffFlg: 'Y', mblNo: NEW_MOBILE })]);
    expect(db().currentStore[newUser().usrNo]).toBe(stores[0]!.storeId);
    expect(db().stores.filter((store) => store.storeId === stores[0]!.storeId)).toHaveLength(1);

    // A second registrant who creates a business gets a merchant of their own, not the first one's setup.
    clearAllStorage();
    await registerThrough('799654321', 'Baraka', '32345678');
    expect(await loadSetup()).toEqual({ step: 'type', ocrFlg: 'N' });
    await saveType('0', 'N');
    const second = db().users.find((user) => user.mblNoPlain === '799654321')!;
    expect(second.mercId).not.toBe(mercId);
    expect(db().businessSetups.find((setup) => setup.mercId === mercId)).toMatchObject({ businessType: '3', step: 'form' });
    expect(db().businessSetups.find((setup) => setup.mercId === second.mercId)).toMatchObject({ businessType: '0', step: 'form' });
  });

  it('refuses a registered number and a wrong code in the spec’s words', async () => {
    expect(await registeredMessage('712345678')).toBe('The Mobile Number provided already exists.');
    expect((await failure(sendOtp(registerTarget('712345678'), { beforeLogin: true }))).message).toBe('The Mobile Number provided already exists.');
    const { jrnNo, demoOtp } = await sendOtp(registerTarget(), { beforeLogin: true });
    const wrong = demoOtp === '0000' ? '1111' : '0000';
    expect((await failure(checkOtp(registerTarget(), jrnNo, wrong, { beforeLogin: true }))).message).toBe('Incorrect verification code. Four attempt(s) left.');
    // A code not verified opens nothing.
    expect((await failure(openRegistration(NEW_MOBILE, jrnNo))).code).toBe('MMCP2003');
  });
});

describe('joining a business', () => {
  const INVITEE = '711222444';
  const invite = async () => {
    await loginAs();
    await callNamedAction('InviteStaff', {
      firstName: 'Grace',
      lastName: 'Wanjiru',
      mblNo: INVITEE,
      position: 'Cashier',
      roleName: 'Cashier',
      funcNos: ['05', '0501', '0502', '0503', '43'],
      storeIds: ['S100001'],
    }, { hideErrMsg: true });
    clearAllStorage();
    return /invitation code: (\d+)\./.exec(runtime().outbox.filter((message) => message.to === INVITEE).at(-1)!.text)![1]!;
  };

  it('with the code the owner’s invitation sent: the invitee joins as that business’s staff with the invited role', async () => {
    const invitationCode = await invite();
    expect((await failure(findInvitation(INVITEE, { invitationCode: '12345678' }))).message).toBe('Invitation code error');
    expect(await findInvitation(INVITEE, { invitationCode })).toMatchObject({ mercNm: 'Mama Wanjiru Traders Ltd', roleName: 'Cashier', firstName: 'Grace' });
    const jrnNo = await verifiedCode(INVITEE);
    const answer = await joinBusiness({ mblNo: INVITEE, key: { invitationCode }, loginName: 'grace.w', secrets: { jrnNo, password: PASSWORD, pin: '1470' } });
    expect(answer.mercId).toBe('M100001');
    clearAllStorage();
    await expect(authProvider.login({ username: 'grace.w', password: PASSWORD })).resolves.toEqual({ redirectTo: '/home' });
    await saveJoinerDetails({ firstName: 'Grace', lastName: 'Wanjiru', email: '', idType: '01', idNo: '30111222' });
    const member = db().staff.find((entry) => entry.loginName === 'grace.w')!;
    expect(member).toMatchObject({ status: 'A', inviteFlg: 'N', roleName: 'Cashier', idNo: '30111222' });
    expect(db().users.find((user) => user.usrNo === member.usrNo)?.funcNos).toEqual(['05', '0501', '0502', '0503', '43']);
    // The code is spent.
    expect((await failure(findInvitation(INVITEE, { invitationCode }))).code).toBe('URMP1008');
  });

  it('a registered merchant without a business joins signed in, with their own account', async () => {
    const invitationCode = await invite();
    // Registered as a merchant on the invited number, without a business.
    await openRegistration(INVITEE, await verifiedCode(INVITEE));
    for (const which of ['privacy', 'terms'] as const) await acceptAgreement(which);
    await savePersonInfo({ firstName: 'Grace', middleName: '', lastName: 'Wanjiru', email: 'grace@example.co.ke' });
    await setOwnerSecret('login', PASSWORD);
    await setOwnerSecret('pin', '1470');
    const usrNo = db().users.find((user) => user.mblNoPlain === INVITEE)!.usrNo;
    await submitIdDocument({ idType: '01', idNo: '30999888', idFrontFileId: photo(usrNo, 'Fa'), idBackFileId: photo(usrNo, 'Fb') });
    await completeRegistration();
    // Signed out, the number is someone's: it cannot join as a new person.
    const session = sessionStorage.getItem('mc.token');
    sessionStorage.removeItem('mc.token');
    expect((await failure(findInvitation(INVITEE, { invitationCode }))).message).toBe('The Mobile Number provided already exists.');
    sessionStorage.setItem('mc.token', session!);
    await findInvitation(INVITEE, { invitationCode });
    expect((await joinBusiness({ mblNo: INVITEE, key: { invitationCode }, loginName: 'grace.w' })).mercId).toBe('M100001');
    expect(db().users.find((user) => user.usrNo === usrNo)).toMatchObject({ mercId: 'M100001', superAdmin: 'N', roleName: 'Cashier', businessSetupStatus: 'Y' });
    clearAllStorage();
    await expect(authProvider.login({ username: 'grace.w', password: PASSWORD })).resolves.toEqual({ redirectTo: '/home' });
  });

  it('by the owner’s mobile number', async () => {
    await invite();
    expect(await findInvitation(INVITEE, { ownerMblNo: '712345678' })).toMatchObject({ roleName: 'Cashier' });
    expect((await failure(findInvitation(INVITEE, { ownerMblNo: '744000333' }))).code).toBe('URMP1010');
  });
});
