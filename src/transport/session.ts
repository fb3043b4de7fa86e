// The signed-in session lives in sessionStorage: it is scoped to the tab and gone when the tab closes, so a
// token never outlives the browser session (spec: tokens in session-scoped storage).

export interface SessionInfo {
  usrNo: string;
  mblNo: string;
  mercId: string;
  firstName: string;
  lastName: string;
  storeId?: string;
  storeName?: string;
  /** The sub-merchant's name while the session works in its account (switch account); absent in the main account. */
  subAccountName?: string;
}

const TOKEN_KEY = 'mc.token';
const SESSION_KEY = 'mc.session';

/** The tab's session storage, where there is one (not in a test without a DOM): what the console keeps for the tab. */
export const tabStorage = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export const getToken = (): string | null => tabStorage()?.getItem(TOKEN_KEY) ?? null;

export const setToken = (token: string): void => tabStorage()?.setItem(TOKEN_KEY, token);

export const getSession = (): SessionInfo | null => {
  const raw = tabStorage()?.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionInfo;
  } catch {
    return null;
  }
};

export const setSession = (session: SessionInfo): void => tabStorage()?.setItem(SESSION_KEY, JSON.stringify(session));

export const updateSession = (changes: Partial<SessionInfo>): void => {
  const current = getSession();
  if (current) setSession({ ...current, ...changes });
};

export const isLoggedIn = (): boolean => Boolean(getToken() && getSession());

/** Spec 001 §4: logout clears the token, the session, local and session storage. */
export const clearAllStorage = (): void => {
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof localStorage !== 'undefined') localStorage.clear();
};

/** Clears only the session (URMP229, MMCP9999, MMCP5148), keeping the user's local preferences. */
export const clearSession = (): void => {
  tabStorage()?.removeItem(TOKEN_KEY);
  tabStorage()?.removeItem(SESSION_KEY);
};
