// The one way the console talks to the provider: POST a JSON body to <base><Action>, read gda.msg_cd, classify.
import { isSilentCode, isSuccessCode } from './classify';
import type { AnswerOf, KnownAction, RequestOf } from '../generated/actionTypes';
import { actionTxTypes } from '../generated/actionFacts';
import { HTM_ACTIONS, transportConfig, type TransportConfig } from './config';
import { aesDecryptJson, encryptWithPublicKey, isEncryptedEnvelope, sealBody } from './crypto';
import { getDeviceInfo } from './device';
import {
  isMmcError,
  MALFORMED_CODE,
  MmcError,
  NETWORK_CODE,
  NO_CONNECTION_KEY,
  NO_CONNECTION_TEXT,
  TIMEOUT_CODE,
  type FailureKind,
} from './errors';
import { noteCallSettled } from './afterFirstScreen';
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

/**
 * The fields every body carries (spec 002 §7.1). The signed-in user's mobile travels as usrMblNo, not mblNo:
 * stores, customers and staff have an mblNo of their own, and the two must never be confused.
 */
export const commonFields = (txTyp?: string): Record<string, unknown> => ({
  channel: config.channel,
  version: config.appVersion,
  usrMblNo: getSession()?.mblNo ?? '',
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

/** Seals the body when encryption is on. A key fetch that fails is reported as the caller's own failure. */
const prepareBody = async (
  action: string,
  body: Record<string, unknown>,
  options: CallOptions,
): Promise<{ payload: unknown; requestKey?: CryptoKey }> => {
  const encrypt = !KEY_ACTIONS.has(action) && (options.encrypt ?? config.encryptBodies);
  if (!encrypt) return { payload: body };
  try {
    if ((await loadServerKeys(rawCall)).isEncrypt !== 'Y') return { payload: body };
    const sealed = await sealBody(await loadBodyKey(rawCall), body);
    return { payload: sealed.envelope, requestKey: sealed.requestKey };
  } catch (error) {
    if (!isMmcError(error)) throw error;
    const { kind, code, message, status } = error;
    const messageKey = kind === 'network' ? NO_CONNECTION_KEY : kind === 'code' ? `errors.${code}` : `errors.${kind}`;
    return fail(action, options, { kind, code, message, messageKey, status });
  }
};

/** fetch with the configured time-out; a caller's own cancellation is passed through unannounced. */
const fetchWithTimeout = async (action: string, url: string, init: RequestInit, options: CallOptions): Promise<Response> => {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? config.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await fetch(url, { ...init, credentials: 'include', signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) {
      return fail(action, options, { kind: 'timeout', code: TIMEOUT_CODE, message: 'The request timed out.', messageKey: 'errors.timeout' });
    }
    return fail(action, options, { kind: 'network', code: NETWORK_CODE, message: NO_CONNECTION_TEXT, messageKey: NO_CONNECTION_KEY });
  }
};

interface Envelope {
  gda?: { msg_cd?: string; msg_inf?: string };
  message?: unknown;
  [key: string]: unknown;
}

const parseJson = (text: string): Envelope | undefined => {
  try {
    const value: unknown = text ? JSON.parse(text) : undefined;
    return value && typeof value === 'object' ? (value as Envelope) : undefined;
  } catch {
    return undefined;
  }
};

/** "An HTTP error shows the message from the response": gda text, a `message` field, plain text, or the status. */
const httpFailure = (action: string, options: CallOptions, response: Response, text: string): never => {
  const envelope = parseJson(text);
  const code = envelope?.gda?.msg_cd;
  const reaction = code ? reactionFor(code) : undefined;
  if (reaction && code) emitTransportEvent({ type: 'reaction', reaction, code, action });
  const plain = envelope ? undefined : text.trim() && !text.trimStart().startsWith('<') ? text.trim() : undefined;
  const message =
    envelope?.gda?.msg_inf ??
    (typeof envelope?.message === 'string' ? envelope.message : undefined) ??
    plain ??
    `HTTP ${response.status} ${response.statusText}`.trim();
  return fail(action, options, { kind: 'http', code: code ?? `HTTP${response.status}`, message, status: response.status });
};

/**
 * Keeps the token the server sent back, in place of the one the request carried. Only while that one is still the
 * tab's: an answer that arrives after the session ended (a logout cleared it) or after another sign-in must not
 * bring the old session back.
 */
const refreshToken = (response: Response, sentHeaders: Record<string, string>) => {
  const refreshed = response.headers.get(config.tokenHeader);
  const sent = sentHeaders[config.tokenHeader];
  if (refreshed && sent && getToken() === sent) setToken(refreshed);
};

/**
 * Calls a named action and resolves with the answer's payload (the object under `body`), or rejects with an
 * MmcError after announcing it (toast, session reaction) as the spec prescribes. Untyped: for action names that
 * come from configuration (resource files, checked against the catalogue by `npm run check:config`). Code that
 * names an action itself uses callAction, which the catalogue types.
 */
export function callNamedAction<T = Record<string, unknown>>(
  action: string,
  params: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<T> {
  const call = sendAction<T>(action, params, options);
  // Background calls wait for the first screen's first answer (afterFirstScreen); key fetches do not count.
  call.then(noteCallSettled, noteCallSettled);
  return call;
}

async function sendAction<T>(action: string, params: Record<string, unknown>, options: CallOptions): Promise<T> {
  const body = {
    ...commonFields(options.txTyp ?? actionTxTypes[action]),
    ...(options.paging ? toLimitOffset(options.paging) : {}),
    ...params,
  };
  const { payload, requestKey } = await prepareBody(action, body, options);
  const headers = requestHeaders();
  const response = await fetchWithTimeout(action, actionUrl(action), { method: 'POST', headers, body: JSON.stringify(payload) }, options);
  refreshToken(response, headers);
  const text = await response.text();
  if (!response.ok) return httpFailure(action, options, response, text);

  let answer: unknown = parseJson(text);
  if (answer === undefined) {
    return fail(action, options, {
      kind: 'malformed',
      code: MALFORMED_CODE,
      message: 'The server sent an answer the console cannot read.',
      messageKey: 'errors.malformed',
      status: response.status,
    });
  }
  if (requestKey && isEncryptedEnvelope(answer)) answer = await aesDecryptJson(requestKey, answer);

  const envelope = answer as Envelope;
  const code = envelope.gda?.msg_cd ?? '';
  const result = (envelope[config.responseBodyKey] ?? {}) as Record<string, unknown>;
  if (isSuccessCode(code)) return result as T;

  const reaction = reactionFor(code);
  if (reaction) emitTransportEvent({ type: 'reaction', reaction, code, action });
  return fail(action, options, {
    kind: 'code',
    code: code || MALFORMED_CODE,
    message: envelope.gda?.msg_inf ?? code,
    messageKey: `errors.${code}`,
    status: response.status,
    body: result,
  });
}

/** The arguments of a typed call: the body may be left out when the action's request has no required field. */
type CallArguments<A extends KnownAction> = object extends RequestOf<A>
  ? [body?: RequestOf<A>, options?: CallOptions]
  : [body: RequestOf<A>, options?: CallOptions];

/**
 * Calls an action of the catalogue (schemas/actions/<action>.json), typed by its name: the body must be the
 * action's request (a misspelt or unknown field is a type error) and the promise holds its answer. The common
 * fields and the catalogue's transaction type are added by the transport.
 */
export function callAction<A extends KnownAction>(action: A, ...[body, options]: CallArguments<A>): Promise<AnswerOf<A>> {
  return callNamedAction<AnswerOf<A>>(action, (body ?? {}) as Record<string, unknown>, options);
}

/** Key fetches bypass the error toasts: a console that cannot reach its backend says so on first real use. */
const rawCall = (action: string, params: Record<string, unknown>) => sendAction<Record<string, unknown>>(action, params, { hideErrMsg: true });

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
  const response = await fetchWithTimeout(action, `${actionUrl(action)}?${query}`, { method: 'GET', headers }, options);
  refreshToken(response, headers);
  if (!response.ok) return httpFailure(action, options, response, await response.text().catch(() => ''));
  // A refusal (no permission, a period the server will not make a file for) comes as the usual JSON envelope.
  if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
    const envelope = parseJson(await response.clone().text()) as Envelope | undefined;
    const code = envelope?.gda?.msg_cd;
    if (code && !isSuccessCode(code)) {
      const reaction = reactionFor(code);
      if (reaction) emitTransportEvent({ type: 'reaction', reaction, code, action });
      const body = (envelope[config.responseBodyKey] ?? {}) as Record<string, unknown>;
      return fail(action, options, { kind: 'code', code, message: envelope.gda?.msg_inf ?? code, messageKey: `errors.${code}`, status: response.status, body });
    }
  }
  return response.blob();
}

/** What the file service keeps of an upload: its id (what records store) and the name it was sent with. */
export interface UploadedFile {
  fileId: string;
  fileName: string;
}

/**
 * Sends one file to the file service (spec 002 §7.4 Files): 'upload' with the session token when signed in,
 * 'merchantUpload' before. The answer lists the stored files; a refusal carries the server's message, shown as is.
 */
export async function uploadFile(file: File, options: CallOptions = {}): Promise<UploadedFile> {
  const path = getToken() ? 'upload' : 'merchantUpload';
  const headers = requestHeaders();
  delete headers['Content-Type']; // the browser sets the multipart boundary
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetchWithTimeout(path, `${config.fileServiceUrl}${path}`, { method: 'POST', headers, body: form }, options);
  refreshToken(response, headers);
  const text = await response.text();
  if (!response.ok) return httpFailure(path, options, response, text);
  const answer = parseJson(text) as { file_list?: { file_id?: unknown; file_name?: unknown }[]; message?: unknown } | undefined;
  const stored = answer?.file_list?.[0];
  if (typeof stored?.file_id !== 'string' || !stored.file_id) {
    const message = typeof answer?.message === 'string' && answer.message ? answer.message : 'The server sent an answer the console cannot read.';
    return fail(path, options, { kind: 'malformed', code: MALFORMED_CODE, message, status: response.status });
  }
  return { fileId: stored.file_id, fileName: typeof stored.file_name === 'string' ? stored.file_name : file.name };
}

/** Where a stored file is fetched from. */
export const fileDownloadUrl = (fileId: string, fileName = ''): string =>
  `${config.fileServiceUrl}download?${new URLSearchParams({ file_id: fileId, file_name: fileName })}`;

/**
 * A stored file's bytes, fetched with the session token: the file service serves a merchant's files to that
 * merchant's sessions only, so a picture cannot be a plain <img src> (which sends no token).
 */
export async function fetchStoredFile(fileId: string, fileName = '', options: CallOptions = {}): Promise<Blob> {
  const headers = requestHeaders();
  delete headers['Content-Type'];
  const response = await fetchWithTimeout('download', fileDownloadUrl(fileId, fileName), { method: 'GET', headers }, options);
  refreshToken(response, headers);
  if (!response.ok) return httpFailure('download', options, response, await response.text().catch(() => ''));
  return response.blob();
}
