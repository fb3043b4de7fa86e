// Session and user: key fetch, one-time numbers, login, logout, user information, permissions.
import { toNationalMobile } from '../../src/format/mobile';
import { text } from '../body';
import { now } from '../clock';
import { decryptSecret, serverKeyPair } from '../crypto';
import type { UserAccount } from '../db/types';
import type { LoginDeviceInfo } from '../state';
import { CODES, MockFailure } from '../failure';
import { defineAction, definePublicAction } from '../registry';
import { db, runtime } from '../state';
import { markSignedIn, staffMaySignIn } from '../staffAccounts';
import { worksIn } from '../staffStores';
import { currentStoreId, setCurrentStore } from '../currentStore';

const NONCE_TTL_MS = 5 * 60 * 1000;
export const MAX_LOGIN_FAILURES = 3;

/** The key request names who asks (controlTyp WEB, businessType MERCHANT); one without them is refused. */
const keysAnswer = async ({ body }: { body: Record<string, unknown> }) => {
  text(body, 'controlTyp');
  text(body, 'businessType');
  const { publicKeyBase64 } = await serverKeyPair();
  return { body: { isEncrypt: 'Y', messPubKey: publicKeyBase64, pwdPubKey: publicKeyBase64 } };
};
definePublicAction('QryEncryptionkey', keysAnswer);
definePublicAction('QryPswEncryptionkey', keysAnswer);

const issueNonce = () => {
  const randomNo = String(crypto.getRandomValues(new Uint32Array(1))[0]).padStart(10, '0');
  runtime().nonces[randomNo] = now() + NONCE_TTL_MS;
  return { body: { randomNo } };
};
definePublicAction('QryRandomNo', issueNonce);
definePublicAction('getRandomNo', issueNonce);

/**
 * Decrypts each of `fields`, every one sent as `<randomNo><secret>`, spending the one-time number so a captured
 * request cannot be replayed (a password change carries the current and the new password under one number).
 */
export const openSecrets = async (body: Record<string, unknown>, fields: readonly string[]): Promise<string[]> => {
  const randomNo = text(body, 'randomNo');
  const expiry = runtime().nonces[randomNo];
  delete runtime().nonces[randomNo];
  if (!expiry || expiry < now()) throw new MockFailure(CODES.nonceInvalid, 'messages.nonceInvalid');
  const secrets: string[] = [];
  for (const field of fields) {
    let plain: string;
    try {
      plain = await decryptSecret(text(body, field));
    } catch {
      throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field } });
    }
    if (!plain.startsWith(randomNo)) throw new MockFailure(CODES.nonceInvalid, 'messages.nonceInvalid');
    secrets.push(plain.slice(randomNo.length));
  }
  return secrets;
};

export const openSecret = async (body: Record<string, unknown>, field: string): Promise<string> => (await openSecrets(body, [field]))[0];

export { endSessionsOf } from '../sessionEnd';

const findLoginUser = (loginId: string, userIdType: string): UserAccount | undefined => {
  if (userIdType === 'S') return db().users.find((user) => user.loginName?.toLowerCase() === loginId.toLowerCase());
  const national = toNationalMobile(loginId);
  return national ? db().users.find((user) => user.mblNoPlain === national) : undefined;
};

export const newToken = () => crypto.randomUUID().replaceAll('-', '');

definePublicAction('MerchantLogin', async ({ body }) => {
  const loginId = text(body, 'loginId');
  const userIdType = text(body, 'userIdType');
  const password = await openSecret(body, 'password');
  const user = findLoginUser(loginId, userIdType);
  // Half-way through sign-up without a password yet: nothing to log in with.
  if (!user?.password) throw new MockFailure(CODES.accountMissing, 'messages.accountMissing');

  const failures = runtime().loginFailures;
  if ((failures[user.usrNo] ?? 0) >= MAX_LOGIN_FAILURES) throw new MockFailure(CODES.accountLocked, 'messages.accountLocked', { body: { leftTryTimes: 0 } });
  if (password !== user.password) {
    failures[user.usrNo] = (failures[user.usrNo] ?? 0) + 1;
    const leftTryTimes = MAX_LOGIN_FAILURES - failures[user.usrNo];
    if (leftTryTimes <= 0) throw new MockFailure(CODES.accountLocked, 'messages.accountLocked', { body: { leftTryTimes: 0 } });
    if (leftTryTimes === 1) throw new MockFailure(CODES.passwordWrongOneLeft, 'messages.passwordWrongOneLeft', { body: { leftTryTimes } });
    throw new MockFailure(CODES.passwordWrongTwoLeft, 'messages.passwordWrongTwoLeft', { body: { leftTryTimes } });
  }

  delete failures[user.usrNo];
  // Only after the password: a wrong guess learns nothing about the account's state.
  if (!staffMaySignIn(user)) throw new MockFailure(CODES.staffAccountFrozen, 'messages.staffAccountFrozen');
  markSignedIn(user);
  const token = startSession(user, body.deviceInfo);
  return { token, body: { token, usrNo: user.usrNo, mblNo: user.mblNoPlain, mercId: user.mercId } };
});

/**
 * What signing in leaves on the server: the session, the login device in use, the head office as the current
 * store when none was chosen yet. The test control that resets the data but keeps who is signed in replays it for
 * each kept token, so a kept session finds the server as a fresh login would.
 */
/** The stores the user works in (mocks/staffStores.ts): the owner's every store, staff their assigned ones. */
const storesOf = (user: UserAccount) => db().stores.filter((store) => store.mercId === user.mercId && worksIn(user, store.storeId));

/** The head office, or the first store when none is marked (a staff member's first assigned store). */
export const headOfficeAmong = <T extends { headOffFlg: string }>(stores: readonly T[]): T | undefined => stores.find((store) => store.headOffFlg === 'Y') ?? stores[0];

export const startSession = (user: UserAccount, deviceInfo: unknown, token = newToken()): string => {
  const deviceId = recordLoginDevice(user.usrNo, deviceInfo);
  runtime().sessions[token] = { usrNo: user.usrNo, lastSeen: now(), deviceId, deviceInfo: loginDeviceInfo(deviceInfo) };
  // The head office, or for staff not assigned to it the first store they work in.
  const first = headOfficeAmong(storesOf(user));
  if (!currentStoreId(user) && first) setCurrentStore(user, first.storeId);
  return token;
};

const loginDeviceInfo = (deviceInfo: unknown): LoginDeviceInfo => {
  const info = (deviceInfo && typeof deviceInfo === 'object' ? deviceInfo : {}) as Record<string, unknown>;
  return {
    deviceId: typeof info.deviceId === 'string' ? info.deviceId : undefined,
    userAgent: typeof info.userAgent === 'string' ? info.userAgent : undefined,
  };
};

defineAction('LoginOut', ({ token }) => {
  const device = db().devices.find((entry) => entry.deviceId === runtime().sessions[token]?.deviceId);
  if (device) device.useSts = '0';
  delete runtime().sessions[token];
});

const describeBrowser = (userAgent: string): string => {
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Chrom(e|ium)\//.test(userAgent) ? 'Chrome' : /Firefox\//.test(userAgent) ? 'Firefox' : /Safari\//.test(userAgent) ? 'Safari' : 'Browser';
  const system = /Windows/.test(userAgent) ? 'Windows' : /Android/.test(userAgent) ? 'Android' : /Mac OS X/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : 'Web';
  return `${system} · ${browser}`;
};

/** The server remembers each device a user logs in from ("Login device", spec 000 §3): it is in use now. */
const recordLoginDevice = (usrNo: string, deviceInfo: unknown): string | undefined => {
  const info = (deviceInfo && typeof deviceInfo === 'object' ? deviceInfo : {}) as { deviceId?: unknown; userAgent?: unknown };
  if (typeof info.deviceId !== 'string' || !info.deviceId) return undefined;
  const stamp = new Date(now());
  const pad = (value: number) => String(value).padStart(2, '0');
  const lastLoginDt = `${stamp.getFullYear()}${pad(stamp.getMonth() + 1)}${pad(stamp.getDate())}`;
  const lastLoginTm = `${pad(stamp.getHours())}${pad(stamp.getMinutes())}${pad(stamp.getSeconds())}`;
  const existing = db().devices.find((device) => device.deviceId === info.deviceId && device.usrNo === usrNo);
  if (existing) {
    Object.assign(existing, { lastLoginDt, lastLoginTm, useSts: '1', bindSts: 'Y' });
  } else {
    db().devices.push({
      deviceId: info.deviceId,
      usrNo,
      deviceName: describeBrowser(typeof info.userAgent === 'string' ? info.userAgent : ''),
      imei: '',
      lastLoginDt,
      lastLoginTm,
      useSts: '1',
      bindSts: 'Y',
    });
  }
  return info.deviceId;
};

defineAction('QryUserInformation', ({ user }) => {
  const merchant = db().merchants.find((entry) => entry.mercId === user.mercId);
  const stores = storesOf(user);
  const currentId = currentStoreId(user);
  const currentStore = stores.find((store) => store.storeId === currentId) ?? stores[0];
  return {
    body: {
      usrNo: user.usrNo,
      mercId: user.mercId,
      merchantOwnerNo: user.usrNo,
      mblNoPlain: user.mblNoPlain,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      idUploadFlag: user.idUploadFlag,
      businessSetupStatus: user.businessSetupStatus,
      planFlag: user.planFlag,
      mercTyp: merchant?.mercTyp ?? '',
      mercNm: merchant?.mercNm ?? '',
      mainFlag: merchant?.mainFlag ?? 'Y',
      mercAbbr: merchant?.mercAbbr ?? '',
      ciNo: merchant?.ciNo ?? '',
      businessType: merchant?.businessType ?? '',
      businessInfo: { level: user.kycLevel, kycSts: user.kycSts },
      personalInfo: { kycSts: user.kycSts, pelezaSts: user.pelezaSts ?? (user.kycSts === '02' ? 'success' : 'process') },
      kyc: user.kycLevel,
      roleName: user.roleName,
      superAdmin: user.superAdmin,
      // The console's: where a registration under way resumes (src/config/registerSteps.ts).
      ...(user.registerStep ? { registerStep: user.registerStep } : {}),
      storeList: stores.map(({ storeId, storeName, headOffFlg, storeStatus }) => ({ storeId, storeName, headOffFlg, storeStatus })),
      currentStore: currentStore ? { storeId: currentStore.storeId, storeName: currentStore.storeName } : null,
    },
  };
});

const roleFunctions = ({ user }: { user: UserAccount }) => ({
  body: {
    merRolFuncList: user.funcNos.map((funcNo) => ({ funcNo, funcNmEn: funcNo, funcDsc: funcNo, roleName: user.roleName })),
  },
});
defineAction('QryMerRolFuncList', roleFunctions);
defineAction('getNav', roleFunctions);
