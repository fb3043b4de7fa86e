// The single route of the provider's API: POST <anything>/mmc/mrpay/<Action>[.htm].
import { delay, http, HttpResponse } from 'msw';
import { isEncryptedEnvelope } from '../src/transport/crypto';
import { recordAudit } from './auditTrail';
import { now } from './clock';
import { openRequest, sealAnswer } from './crypto';
import { CODES, MockFailure, SUCCESS_CODE } from './failure';
import { takeFault } from './faults';
import { languageOf, renderMessage } from './messages';
import { findAction, type ActionAnswer } from './registry';
import { checkRequest } from './requestCheck';
import { commit, db, runtime } from './state';
import { actingAs } from './subMerchantAccounts';

/** The header the session token travels in, both ways; the console's default. */
export const TOKEN_HEADER = 'auth-token';
/** Sessions end after 30 minutes without a call. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

const envelope = (code: string, message: string, body?: Record<string, unknown>) => ({
  gda: { msg_cd: code, msg_inf: message },
  ...(body ? { body } : {}),
});

/** The signed-in user a token belongs to, if its session is alive (each call keeps it alive). */
export const sessionUser = (token: string | null) => {
  if (!token) return undefined;
  const session = runtime().sessions[token];
  if (!session) return undefined;
  if (now() - session.lastSeen > SESSION_IDLE_MS) {
    delete runtime().sessions[token];
    return undefined;
  }
  session.lastSeen = now();
  const user = db().users.find((candidate) => candidate.usrNo === session.usrNo);
  return user && session.actingMercId ? actingAs(user, session.actingMercId) : user;
};

export const dispatchAction = http.post('*/mmc/mrpay/:action', async ({ request, params }) => {
  const name = String(params.action).replace(/\.htm$/, '');
  const language = languageOf(request.headers.get('Accept-Language'));
  const say = (key: string, values?: Record<string, string | number>) => renderMessage(language, key, values);
  const fault = takeFault(name);
  if (fault?.latencyMs) await delay(fault.latencyMs);
  if (fault?.mode === 'no-response') return HttpResponse.error();
  if (fault?.mode === 'http500') {
    return HttpResponse.json({ message: fault.message ?? 'Internal Server Error' }, { status: 500 });
  }
  if (fault?.mode === 'malformed') {
    return new HttpResponse('{"gda": {"msg_cd": "MMC0', { status: 200, headers: { 'Content-Type': 'application/json' } });
  }

  let requestKey: CryptoKey | undefined;
  const answer = async (payload: unknown, token?: string | null) => {
    const headers: Record<string, string> = token ? { [TOKEN_HEADER]: token } : {};
    const json = requestKey ? await sealAnswer(requestKey, payload) : payload;
    return HttpResponse.json(json as Record<string, unknown>, { headers });
  };

  let body: Record<string, unknown>;
  try {
    // Bytes that are not UTF-8 make the body unreadable, as on the provider's server; a lenient decoder would
    // store U+FFFD in their place.
    const raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(await request.arrayBuffer())) as unknown;
    if (isEncryptedEnvelope(raw)) {
      const opened = await openRequest(raw);
      body = opened.body;
      requestKey = opened.requestKey;
    } else if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      body = raw as Record<string, unknown>;
    } else {
      throw new Error('not an object');
    }
  } catch {
    return answer(envelope(CODES.badRequest, say('messages.badJson')));
  }

  if (fault?.mode === 'code' && fault.code) {
    return answer(envelope(fault.code, fault.message ?? say('messages.injected', { code: fault.code })));
  }

  const action = findAction(name);
  if (!action) return answer(envelope(CODES.notFound, say('messages.unknownAction', { action: name })));

  const token = request.headers.get(TOKEN_HEADER);
  const user = sessionUser(token);
  if (!action.public && !user) return answer(envelope(CODES.sessionInvalid, say('messages.sessionInvalid')));

  try {
    checkRequest(name, body, language);
    const result: ActionAnswer = (await action.handle({ body, user, token: token ?? undefined, request })) ?? {};
    // Every change that succeeded goes into the merchant's audit trail (mocks/auditTrail.ts says which are changes).
    recordAudit(name, user, body, result);
    await commit();
    return answer(envelope(SUCCESS_CODE, say('messages.success'), result.body ?? {}), result.token ?? (user ? token : null));
  } catch (error) {
    if (error instanceof MockFailure) {
      await commit();
      return answer(envelope(error.code, say(error.messageKey, error.values), error.body), user ? token : null);
    }
    throw error;
  }
});
