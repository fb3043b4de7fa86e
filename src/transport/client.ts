// The one way the console talks to the provider: POST a JSON body to <base><Action>, read gda.msg_cd, classify.
import { isSilentCode, isSuccessCode } from './classify';
import { HTM_ACTIONS, transportConfig, type TransportConfig } from './config';
import { aesDecryptJson, encryptWithPublicKey, isEncryptedEnvelope, sealBody } from './crypto';
import { getDeviceInfo } from './device';
import {
  MALFORMED_CODE,
  MmcError,
  NETWORK_CODE,
  NO_CONNECTION_KEY,
  NO_CONNECTION_TEXT,
  TIMEOUT_CODE,
  type FailureKind,
} from './errors';
import { emitTransportEvent } from './events';
import { loadBodyKey, loadPasswordKey, loadServerKeys } from './keys';
import { getLanguage } from './language';
import { reactionFor } from './reactions';
import { getSession, getToken, setToken } from './session';

export interface Paging {
  page: number;
  perPage: number;
}

export interface CallOptions {
  /** Do not show an error notification for a failure of this call (spec 002 §8.1 hideErrMsg). */
  hideErrMsg?: boolean;
  /** Transaction-type id sent as a common field (e.g. 117 checkout, 132 till settle). */
  txTyp?: string;
  /** react-admin paging, converted to limit/offset. */
  paging?: Paging;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Overrides the configured body encryption for this call. */
  encrypt?: boolean;
}

const config: TransportConfig = { ...transportConfig };

/** Tests and the README's backend settings change the configuration here, never by editing call sites. */
export const configureTransport = (changes: Partial<TransportConfig>): void => {
  Object.assign(config, changes);
};

export const getTransportConfig = (): Readonly<TransportConfig> => config;

export const actionUrl = (action: string): string =>
  `${config.baseUrl}${action}${HTM_ACTIONS.has(action) ? '.htm' : ''}`;

/** Paging as the provider expects it: limit and offset. */
export const toLimitOffset = ({ page, perPage }: Paging): { limit: number; offset: number } => ({
  limit: perPage,
  offset: Math.max(0, (page - 1) * perPage),
});

/** The fields every body carries (spec 002 §7.1). */
export const commonFields = (txTyp?: string): Record<string, unknown> => ({
  channel: config.channel,
  version: config.appVersion,
  mblNo: getSession()?.mblNo ?? '',
  txTyp: txTyp ?? '',
  deviceInfo: getDeviceInfo(),
});

const requestHeaders = (): Record<string, string> => {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'Accept-Language': getLanguage(),
  };
  const token = getToken();
  if (token) headers[config.tokenHeader] = token;
  return headers;
};

const KEY_ACTIONS = new Set(['QryEncryptionkey', 'QryPswEncryptionkey']);

interface Attempt {
  response: Response;
  requestKey?: CryptoKey;
}

const fail = (
  action: string,
  options: CallOptions,
  params: { kind: FailureKind; code: string; message: string; messageKey?: string; status?: number; body?: Record<string, unknown> },
): never => {
  if (!options.hideErrMsg && !isSilentCode(params.code)) {
    emitTransportEvent({ type: 'error', code: params.code, message: params.message, messageKey: params.messageKey, action });
  }
  throw new MmcError({ ...params, action });
};

const send = async (action: string, body: Record<string, unknown>, options: CallOptions): Promise<Attempt> => {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? config.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const encrypt = !KEY_ACTIONS.has(action) && (options.encrypt ?? config.encryptBodies);
  let payload: unknown = body;
  let requestKey: CryptoKey | undefined;
  if (encrypt && (await loadServerKeys(rawCall)).isEncrypt === 'Y') {
    const sealed = await sealBody(await loadBodyKey(rawCall), body);
    payload = sealed.envelope;
    requestKey = sealed.requestKey;
  }
  try {
    const response = await fetch(actionUrl(action), {
      method: 'POST',
      headers: requestHeaders(),
      body: JSON.stringify(payload),
      credentials: 'include',
      signal,
    });
    return { response, requestKey };
  } catch (error) {
    if (options.signal?.aborted) throw error; // the caller cancelled (react-query): not a failure to report
    if (timeout.aborted) {
      return fail(action, options, { kind: 'timeout', code: TIMEOUT_CODE, message: 'The request timed out.', messageKey: 'errors.timeout' });
    }
    return fail(action, options, { kind: 'network', code: NETWORK_CODE, message: NO_CONNECTION_TEXT, messageKey: NO_CONNECTION_KEY });
  }
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
};

interface Envelope {
  gda?: { msg_cd?: string; msg_inf?: string };
  [key: string]: unknown;
}

/**
 * Calls a named action and resolves with the answer's payload (the object under `body`), or rejects with an
 * MmcError after announcing it (toast, session reaction) as the spec prescribes.
 */
export async function callAction<T = Record<string, unknown>>(
  action: string,
  params: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<T> {
  const body = {
    ...commonFields(options.txTyp),
    ...(options.paging ? toLimitOffset(options.paging) : {}),
    ...params,
  };
  const { response, requestKey } = await send(action, body, options);

  const refreshed = response.headers.get(config.tokenHeader);
  if (refreshed) setToken(refreshed);

  let answer: unknown;
  try {
    answer = await readJson(response);
  } catch {
    return fail(action, options, {
      kind: 'malformed',
      code: MALFORMED_CODE,
      message: 'The server sent an answer the console cannot read.',
      messageKey: 'errors.malformed',
      status: response.status,
    });
  }
  if (requestKey && isEncryptedEnvelope(answer)) answer = await aesDecryptJson(requestKey, answer);

  const envelope = (answer ?? {}) as Envelope;
  if (!response.ok) {
    const message =
      envelope.gda?.msg_inf ?? (typeof envelope.message === 'string' ? envelope.message : `HTTP ${response.status} ${response.statusText}`.trim());
    return fail(action, options, { kind: 'http', code: envelope.gda?.msg_cd ?? `HTTP${response.status}`, message, status: response.status });
  }

  const code = envelope.gda?.msg_cd ?? '';
  const payload = (envelope[config.responseBodyKey] ?? {}) as Record<string, unknown>;
  if (isSuccessCode(code)) return payload as T;

  const reaction = reactionFor(code);
  if (reaction) emitTransportEvent({ type: 'reaction', reaction, code, action });
  return fail(action, options, {
    kind: 'code',
    code: code || MALFORMED_CODE,
    message: envelope.gda?.msg_inf ?? code,
    messageKey: `errors.${code}`,
    status: response.status,
    body: payload,
  });
}

/** Key fetches bypass the error toasts: a console that cannot reach its backend says so on first real use. */
const rawCall = (action: string, params: Record<string, unknown>) => callAction(action, params, { hideErrMsg: true });

/** Loads the keys at start-up without failing the start-up when the backend is away. */
export const prefetchServerKeys = (): Promise<void> =>
  loadServerKeys(rawCall).then(
    () => undefined,
    () => undefined,
  );

/** Encrypts a password or PIN with the server's password key, prefixed with a one-time server nonce. */
export const encryptSecret = async (secret: string, nonce = ''): Promise<string> =>
  encryptWithPublicKey(await loadPasswordKey(rawCall), `${nonce}${secret}`);

/** Download calls: GET with a `_t` timestamp and a binary answer (spec 002 §7.1). */
export async function downloadAction(action: string, params: Record<string, string> = {}, options: CallOptions = {}): Promise<Blob> {
  const query = new URLSearchParams({ ...params, _t: String(Date.now()) });
  const headers = requestHeaders();
  delete headers['Content-Type'];
  let response: Response;
  try {
    response = await fetch(`${actionUrl(action)}?${query}`, {
      method: 'GET',
      headers,
      credentials: 'include',
      signal: AbortSignal.timeout(options.timeoutMs ?? config.timeoutMs),
    });
  } catch {
    return fail(action, options, { kind: 'network', code: NETWORK_CODE, message: NO_CONNECTION_TEXT, messageKey: NO_CONNECTION_KEY });
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    return fail(action, options, { kind: 'http', code: `HTTP${response.status}`, message: text || `HTTP ${response.status}`, status: response.status });
  }
  return response.blob();
}
