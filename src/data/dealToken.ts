// The deal-discovery service's bearer token (spec 002 §7.5): SetDiscoverAuth exchanges the console session for an
// access and a refresh token, the first time a deal page needs one. The pair is kept in sessionStorage next to the
// console's session and is bound to it: a token issued for another session (a new login, a session cleared by a
// response code) is never sent. Logout clears it with the rest of the storage.
import { callNamedAction, type CallOptions } from '../transport/client';
import { getSession, getToken, tabStorage as storage } from '../transport/session';

export const DEAL_TOKEN_KEY = 'mc.dealToken';

/** What SetDiscoverAuth answers on success: code 200 and the tokens under data.token. */
const SUCCESS_CODE = 200;

interface StoredDealToken {
  accessToken: string;
  refreshToken: string;
  /** The console session token the pair was issued for. */
  session: string;
}

type ActionCall = (action: string, params: Record<string, unknown>, options?: CallOptions) => Promise<Record<string, unknown>>;

/** A failure to obtain the token; `message` is a locale key or the server's text. */
export class DealAuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DealAuthError';
  }
}


const readStored = (): StoredDealToken | null => {
  const raw = storage()?.getItem(DEAL_TOKEN_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDealToken>;
    return typeof parsed.accessToken === 'string' && typeof parsed.session === 'string' ? (parsed as StoredDealToken) : null;
  } catch {
    return null;
  }
};

/** The access token to send, if one was issued for the current session. */
export const getDealAccessToken = (): string | null => {
  const stored = readStored();
  return stored && stored.session === getToken() ? stored.accessToken : null;
};

export const getDealRefreshToken = (): string | null => {
  const stored = readStored();
  return stored && stored.session === getToken() ? stored.refreshToken : null;
};

export const clearDealToken = (): void => storage()?.removeItem(DEAL_TOKEN_KEY);

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** Asks SetDiscoverAuth for a new pair and keeps it; several deal calls at once share one request. */
const authorise = async (call: ActionCall): Promise<string> => {
  const sessionToken = getToken();
  const session = getSession();
  // The spec's "missing user info" case: without the console session there is nothing to exchange.
  if (!sessionToken || !session?.mercId) throw new DealAuthError('errors.discoverUserMissing');
  // sessionValue: the console session token; userValue: the merchant the deals belong to (the spec names the
  // fields only; QueryDiscoverUser, its sibling, is by merchant id).
  const answer = await call('SetDiscoverAuth', { sessionValue: sessionToken, neoUserType: 'MERCHANT', userValue: session.mercId }, { hideErrMsg: true });
  const token = asRecord(asRecord(answer.data)?.token);
  const accessToken = token?.accessToken;
  if (Number(answer.code) !== SUCCESS_CODE || typeof accessToken !== 'string' || !accessToken) {
    throw new DealAuthError(typeof answer.message === 'string' && answer.message ? answer.message : 'errors.discoverAuthFailed');
  }
  const stored: StoredDealToken = { accessToken, refreshToken: typeof token?.refreshToken === 'string' ? token.refreshToken : '', session: sessionToken };
  storage()?.setItem(DEAL_TOKEN_KEY, JSON.stringify(stored));
  return accessToken;
};

let pending: Promise<string> | null = null;

/**
 * A fresh access token from SetDiscoverAuth, replacing any held. Calls made while one request is under way wait
 * for it rather than asking again.
 */
export const renewDealToken = (call: ActionCall = callNamedAction): Promise<string> => {
  clearDealToken();
  pending ??= authorise(call).finally(() => {
    pending = null;
  });
  return pending;
};

/** The held access token, or a new one when none was issued for this session. */
export const ensureDealToken = async (call: ActionCall = callNamedAction): Promise<string> => getDealAccessToken() ?? (await renewDealToken(call));
