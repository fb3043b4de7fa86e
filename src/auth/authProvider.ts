// react-admin's authProvider over the provider's session actions.
import type { AuthProvider, UserIdentity } from 'react-admin';
import { callAction, encryptSecret } from '../transport/client';
import { isMmcError } from '../transport/errors';
import { reactionFor } from '../transport/reactions';
import { clearDealToken } from '../data/dealToken';
import { clearAllStorage, clearSession, getSession, isLoggedIn, setSession, setToken, updateSession } from '../transport/session';
import { isRegisterStep, stepPath } from '../config/registerSteps';
import { parseLoginId } from './loginId';
import type { AnswerOf } from '../generated/actionTypes';
import { storeForLogin } from './loginStore';
import { endTour, isTourMode } from './tour';
import { getPermissionCodes, mayAccess, storePermissions } from './permissions';
import { draftPathFor, dropSessionDraft, readSessionDraft, writeSessionDraft } from './sessionDraft';
import { resumePath } from '../config/businessSetup/setupSteps';

export interface LoginParams {
  username: string;
  password: string;
}

export interface LogoutParams {
  /** Where to go afterwards; forced logouts go to /login, a chosen logout to /growBusiness. */
  redirectTo?: string;
  /** The server already ended the session (SCM60401, PIN chances run out): don't call LoginOut. */
  sessionAlreadyEnded?: boolean;
  /** URMP229/MMCP9999 clear the session only, keeping local preferences. */
  sessionOnly?: boolean;
}

type UserInformation = AnswerOf<'QryUserInformation'>;

const USER_INFO_KEY = 'mc.userInfo';

/** The full QryUserInformation answer, for screens that need merchant flags (setup status, KYC, plan). */
export const getUserInformation = (): UserInformation | null => {
  const raw = sessionStorage.getItem(USER_INFO_KEY);
  return raw ? (JSON.parse(raw) as UserInformation) : null;
};

export const refreshUserInformation = async (): Promise<UserInformation> => {
  const askedFor = getSession()?.usrNo;
  const info = await callAction('QryUserInformation');
  // An answer that comes after a logout or another user's sign-in belongs to a session the tab no longer holds.
  if (getSession()?.usrNo !== askedFor) return info;
  sessionStorage.setItem(USER_INFO_KEY, JSON.stringify(info));
  updateSession({
    firstName: info.firstName,
    lastName: info.lastName ?? '',
    storeId: info.currentStore?.storeId,
    storeName: info.currentStore?.storeName,
    subAccountName: info.mainFlag === 'N' ? info.mercNm : undefined,
  });
  return info;
};

/** Makes `storeId` the current store on the server, then reloads the user information that names it. */
export const changeCurrentStore = async (storeId: string): Promise<UserInformation> => {
  await callAction('ChangeStore', { storeId });
  return refreshUserInformation();
};

/**
 * Loads the user's information and functions again: once the business is set up (status Y) the menu and function
 * list are the business's (spec 001 §Store), and a paid plan opens the subscription-only entries.
 */
export const reloadMerchantFunctions = async (): Promise<void> => {
  await refreshUserInformation();
  const { merRolFuncList } = await callAction('QryMerRolFuncList');
  storePermissions(merRolFuncList ?? []);
};

/** Where a business setup the merchant has started (and not finished) continues; null when there is none. */
const setupInProgress = async (): Promise<string | null> => {
  if (getUserInformation()?.businessSetupStatus === 'Y') return null;
  const setup = await callAction('QueryBusinessSetup', {}, { hideErrMsg: true }).catch(() => null);
  const step = setup?.step;
  return step && step !== 'type' ? resumePath({ step, planFlag: getUserInformation()?.planFlag ?? 'N' }) : null;
};

/** After login, the spec's store rule: the only store, else the head office, whatever the server remembered. */
const settleLoginStore = async (info: UserInformation): Promise<void> => {
  const wanted = storeForLogin(info.storeList ?? []);
  if (wanted && wanted.storeId !== info.currentStore?.storeId) await changeCurrentStore(wanted.storeId);
};

export const LOGIN_FAILED = 'LOGIN_FAILED';

type LoginAnswer = Pick<AnswerOf<'MerchantLogin'>, 'token' | 'usrNo' | 'mblNo' | 'mercId'>;

/**
 * What every way in (login, the first login that completes a registration, joining a business) does with the
 * server's session: keep it, load the user, their store and permissions. Answers the user information. A switch of
 * account keeps the store the server remembers for that account (the login rule would undo a choice made there).
 */
export const startConsoleSession = async (answer: LoginAnswer, { settleStore = true } = {}): Promise<UserInformation> => {
  setToken(answer.token);
  setSession({ usrNo: answer.usrNo, mblNo: answer.mblNo, mercId: answer.mercId, firstName: '', lastName: '' });
  try {
    const info = await refreshUserInformation();
    if (settleStore) await settleLoginStore(info);
    const { merRolFuncList } = await callAction('QryMerRolFuncList');
    storePermissions(merRolFuncList ?? []);
    endTour();
    return info;
  } catch (error) {
    clearSession(); // half a session is worse than none: the next screen would fail in confusing ways
    throw error;
  }
};

/** A signed-in tab, or a visitor on the onboarding tour (the layout covers every page with the lock overlay). */
const mayEnter = (): boolean => isLoggedIn() || isTourMode();

const identityNow = (): UserIdentity | undefined => {
  const session = getSession();
  if (!session) return undefined;
  const fullName = [session.firstName, session.lastName].filter(Boolean).join(' ');
  return {
    id: session.usrNo,
    fullName: fullName || session.mblNo,
    storeId: session.storeId,
    storeName: session.storeName,
    subAccountName: session.subAccountName,
  };
};

/**
 * What the provider below would answer now to react-admin's question (the query key: 'auth', the method, its
 * parameters), for the questions it answers from the tab's session alone; undefined where it has to ask (a check
 * without a session fails its own way, through react-admin's redirect).
 */
export const answerFromSession = (method: unknown, params: unknown): unknown => {
  if (method === 'checkAuth') return mayEnter() || undefined;
  if (!isLoggedIn()) return undefined;
  // useCanAccessResources asks about several resources at once (an array): not answered here.
  const { resource, action } = (params ?? {}) as { resource?: unknown; action?: unknown };
  if (method === 'canAccess') return typeof resource === 'string' && typeof action === 'string' ? mayAccess(resource, action) : undefined;
  if (method === 'getPermissions') return getPermissionCodes();
  if (method === 'getIdentity') return identityNow();
  return undefined;
};

export const authProvider: AuthProvider = {
  async login({ username, password }: LoginParams) {
    const id = parseLoginId(username);
    if (!id) throw new Error('auth.invalidLoginId');
    const { randomNo } = await callAction('QryRandomNo', {}, { hideErrMsg: true });
    const answer = await callAction(
      'MerchantLogin',
      { ...id, password: await encryptSecret(password, randomNo), randomNo },
      { hideErrMsg: true },
    );
    const info = await startConsoleSession(answer);
    // A registration under way resumes at its step (saved on the server as each was done).
    if (isRegisterStep(info.registerStep)) return { redirectTo: stepPath(info.registerStep) };
    // Back to the page whose form the ended session interrupted, when it was this user's; else a business setup
    // under way resumes at the step reached.
    return { redirectTo: draftPathFor(answer.usrNo) ?? (await setupInProgress()) ?? '/home' };
  },

  async logout(params?: LogoutParams) {
    if (isLoggedIn() && !params?.sessionAlreadyEnded) {
      await callAction('LoginOut', {}, { hideErrMsg: true }).catch(() => undefined);
    }
    // A session the server ended keeps what the user was typing for their next sign-in; a chosen logout does not.
    // (react-admin also calls logout when a page finds no session: that is still the ended session.)
    const draft = params?.sessionAlreadyEnded || !isLoggedIn() ? readSessionDraft() : undefined;
    if (params?.sessionOnly) {
      clearSession();
      clearDealToken();
      sessionStorage.removeItem(USER_INFO_KEY);
    } else {
      clearAllStorage();
    }
    if (draft) writeSessionDraft(draft);
    else dropSessionDraft();
    return params?.redirectTo ?? '/growBusiness';
  },

  async checkAuth() {
    if (!mayEnter()) throw { redirectTo: '/login', message: false };
  },

  // The session codes' clean-up (clearing storage, the Session Abnormal dialog) is carried out once for every
  // call, react-admin's or not, by layout/TransportReactions. Here react-admin only learns that the page it was
  // loading cannot continue: it goes to /login without logging out a second time.
  async checkError(error: unknown) {
    if (!isMmcError(error)) return;
    const reaction = reactionFor(error.code);
    if (reaction === 'logout' || reaction === 'clearSessionToLogin' || error.status === 401) {
      throw { redirectTo: '/login', logoutUser: false, message: false };
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const identity = identityNow();
    if (!identity) throw new Error('not logged in');
    return identity;
  },

  async getPermissions() {
    return getPermissionCodes();
  },

  async canAccess({ resource, action }: { resource: string; action: string }) {
    return mayAccess(resource, action);
  },
};
