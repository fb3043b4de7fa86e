// The transport against hand-written handlers: what goes on the wire and what the user is shown.
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SILENT_CODES } from '../../../src/transport/classify';
import { actionUrl, callNamedAction as callAction, configureTransport, downloadAction } from '../../../src/transport/client';
import { transportConfig } from '../../../src/transport/config';
import { MmcError, NO_CONNECTION_TEXT } from '../../../src/transport/errors';
import { forgetServerKeys } from '../../../src/transport/keys';
import { setLanguageSource } from '../../../src/transport/language';
import { getToken, setSession, setToken } from '../../../src/transport/session';
import { captureTransportEvents, rejectionOf, TEST_BASE_URL, useTestTransport } from '../helpers/events';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  forgetServerKeys();
});
afterAll(() => server.close());

useTestTransport();
const events = captureTransportEvents();

const ok = (body: Record<string, unknown> = {}, init?: ResponseInit) =>
  HttpResponse.json({ gda: { msg_cd: 'MMC00000', msg_inf: 'Success' }, body }, init);
const coded = (code: string, message: string, body?: Record<string, unknown>) =>
  HttpResponse.json({ gda: { msg_cd: code, msg_inf: message }, ...(body ? { body } : {}) });

interface Seen {
  url: URL;
  method: string;
  headers: Headers;
  credentials: RequestCredentials;
  body: Record<string, unknown> | undefined;
}

/** Answers `action` with `reply` and records the request it got. */
const answer = (action: string, reply: () => Response | Promise<Response> = () => ok()): Seen[] => {
  const seen: Seen[] = [];
  server.use(
    http.all(`${TEST_BASE_URL}${action}`, async ({ request }) => {
      const text = request.method === 'GET' ? '' : await request.text();
      seen.push({
        url: new URL(request.url),
        method: request.method,
        headers: request.headers,
        credentials: request.credentials,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
      });
      return reply();
    }),
  );
  return seen;
};

describe('request: POST JSON to <base><Action>', () => {
  it('posts to <base><Action> with credentials included', async () => {
    const seen = answer('QueryStoreList');
    await callAction('QueryStoreList');
    expect(seen).toHaveLength(1);
    expect(seen[0].url.href).toBe('http://mmc.test/mmc/mrpay/QueryStoreList');
    expect(seen[0].method).toBe('POST');
    expect(seen[0].credentials).toBe('include');
    expect(seen[0].headers.get('Content-Type')).toBe('application/json');
  });

  it('"the .htm suffix for QryEncryptionkey and QryPswEncryptionkey", and for no other action', async () => {
    const keys = answer('QryEncryptionkey.htm', () => ok({ isEncrypt: 'N' }));
    const pwdKeys = answer('QryPswEncryptionkey.htm', () => ok({ pwdPubKey: '' }));
    const random = answer('QryRandomNo', () => ok({ randomNo: '1' }));
    await callAction('QryEncryptionkey');
    await callAction('QryPswEncryptionkey');
    await callAction('QryRandomNo');
    expect(keys[0].url.pathname).toBe('/mmc/mrpay/QryEncryptionkey.htm');
    expect(pwdKeys[0].url.pathname).toBe('/mmc/mrpay/QryPswEncryptionkey.htm');
    expect(random[0].url.pathname).toBe('/mmc/mrpay/QryRandomNo');
  });

  it('the base defaults to /mmc/mrpay/, the token header to auth-token and the time-out to 180000 ms', () => {
    expect(transportConfig.baseUrl).toBe('/mmc/mrpay/');
    expect(transportConfig.tokenHeader).toBe('auth-token');
    expect(transportConfig.timeoutMs).toBe(180_000);
    configureTransport({ baseUrl: transportConfig.baseUrl });
    expect(actionUrl('QueryStoreList')).toBe('/mmc/mrpay/QueryStoreList');
    expect(actionUrl('QryEncryptionkey')).toBe('/mmc/mrpay/QryEncryptionkey.htm');
    expect(actionUrl('QryPswEncryptionkey')).toBe('/mmc/mrpay/QryPswEncryptionkey.htm');
  });

  it('the body is JSON with the common fields channel, version, usrMblNo, txTyp, deviceInfo and the params', async () => {
    setSession({ usrNo: 'U1', mblNo: '712345678', mercId: 'M1', firstName: 'A', lastName: 'B' });
    const seen = answer('QueryStoreList');
    await callAction('QueryStoreList', { storeName: 'Thika' }, { txTyp: '117' });
    const body = seen[0].body!;
    expect(body).toMatchObject({ channel: 'WEB', version: '1.0.289', usrMblNo: '712345678', txTyp: '117', storeName: 'Thika' });
    expect(body).not.toHaveProperty('mblNo');
    expect(body.deviceInfo).toMatchObject({ platform: 'WEB', deviceId: expect.any(String) });
    expect((body.deviceInfo as { deviceId: string }).deviceId).not.toBe('');
  });

  it('without a session usrMblNo and txTyp are sent empty, not left out', async () => {
    const seen = answer('QryRandomNo');
    await callAction('QryRandomNo');
    expect(seen[0].body).toMatchObject({ usrMblNo: '', txTyp: '' });
  });

  it('the device id stays the same from call to call', async () => {
    const seen = answer('QryRandomNo');
    await callAction('QryRandomNo');
    await callAction('QryRandomNo');
    const ids = seen.map((request) => (request.body!.deviceInfo as { deviceId: string }).deviceId);
    expect(ids[0]).toBe(ids[1]);
  });

  it.each([
    [{ page: 1, perPage: 10 }, { limit: 10, offset: 0 }],
    [{ page: 3, perPage: 20 }, { limit: 20, offset: 40 }],
    [{ page: 2, perPage: 25 }, { limit: 25, offset: 25 }],
  ])('paging %j is sent as %j', async (paging, expected) => {
    const seen = answer('QueryStoreList');
    await callAction('QueryStoreList', {}, { paging });
    expect(seen[0].body).toMatchObject(expected);
    expect(seen[0].body).not.toHaveProperty('page');
    expect(seen[0].body).not.toHaveProperty('perPage');
  });

  it('no paging means no limit/offset in the body', async () => {
    const seen = answer('QueryStoreList');
    await callAction('QueryStoreList');
    expect(seen[0].body).not.toHaveProperty('limit');
    expect(seen[0].body).not.toHaveProperty('offset');
  });
});

describe('headers', () => {
  it('Accept-Language follows the current locale and switches with it', async () => {
    const seen = answer('QryRandomNo');
    await callAction('QryRandomNo');
    let locale = 'zh-CN';
    setLanguageSource(() => locale);
    await callAction('QryRandomNo');
    locale = 'en-US';
    await callAction('QryRandomNo');
    expect(seen.map((request) => request.headers.get('Accept-Language'))).toEqual(['en-US', 'zh-CN', 'en-US']);
  });

  it('the auth-token header is absent when no token is stored', async () => {
    const seen = answer('QryRandomNo');
    await callAction('QryRandomNo');
    expect(seen[0].headers.has('auth-token')).toBe(false);
  });

  it('the auth-token header carries the token stored in sessionStorage', async () => {
    setToken('tok-123');
    const seen = answer('QueryStoreList');
    await callAction('QueryStoreList');
    expect(seen[0].headers.get('auth-token')).toBe('tok-123');
  });

  it('the token is refreshed from the same response header and used by the next call', async () => {
    setToken('old-token');
    let reply = 0;
    const seen = answer('QueryStoreList', () => ok({}, { headers: reply++ === 0 ? { 'auth-token': 'new-token' } : {} }));
    await callAction('QueryStoreList');
    expect(getToken()).toBe('new-token');
    expect(sessionStorage.getItem('mc.token')).toBe('new-token');
    await callAction('QueryStoreList');
    expect(seen[1].headers.get('auth-token')).toBe('new-token');
    expect(getToken()).toBe('new-token'); // an answer without the header keeps the token
  });

  /** Holds the answer to `action` (which sends `token` back) until released; `arrived` once the server has the call. */
  const heldAnswer = (action: string, token: string) => {
    let arrive = () => {};
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    answer(action, async () => {
      arrive();
      await released;
      return ok({}, { headers: { 'auth-token': token } });
    });
    return { arrived, release };
  };

  it('an answer that arrives after the session ended does not bring its token back', async () => {
    setToken('ended-session');
    const held = heldAnswer('SelectUnreadCount', 'ended-session');
    const late = callAction('SelectUnreadCount');
    await held.arrived;
    sessionStorage.clear(); // a session code on another call logged the user out meanwhile
    held.release();
    await late;
    expect(getToken()).toBeNull();
  });

  it('an answer for the session before another sign-in does not replace the new token', async () => {
    setToken('first-user');
    const held = heldAnswer('SelectUnreadCount', 'first-user-refreshed');
    const late = callAction('SelectUnreadCount');
    await held.arrived;
    setToken('second-user');
    held.release();
    await late;
    expect(getToken()).toBe('second-user');
  });

  it('a token in an error answer is kept too', async () => {
    setToken('before-rotation');
    answer('QueryStoreList', () =>
      HttpResponse.json({ gda: { msg_cd: 'URMP1002', msg_inf: 'no' } }, { headers: { 'auth-token': 'rotated' } }),
    );
    await rejectionOf(callAction('QueryStoreList', {}, { hideErrMsg: true }));
    expect(getToken()).toBe('rotated');
  });
});

describe('answers', () => {
  it('resolves with the payload under `body` on a success code', async () => {
    answer('QueryStoreList', () => ok({ total: 2, data: [{ storeId: 'S1' }, { storeId: 'S2' }] }));
    await expect(callAction('QueryStoreList')).resolves.toEqual({ total: 2, data: [{ storeId: 'S1' }, { storeId: 'S2' }] });
    expect(events.all).toEqual([]);
  });

  it('an SSO code is a success', async () => {
    answer('SsoLogin', () => coded('SSO10001', 'ok', { ticket: 't' }));
    await expect(callAction('SsoLogin')).resolves.toEqual({ ticket: 't' });
    expect(events.all).toEqual([]);
  });

  it('a success without a body resolves with an empty object', async () => {
    answer('LoginOut', () => HttpResponse.json({ gda: { msg_cd: 'MMC00000', msg_inf: 'Success' } }));
    await expect(callAction('LoginOut')).resolves.toEqual({});
  });

  it('an error code rejects with an MmcError and announces the server text as an error event', async () => {
    answer('MerchantLogin', () => coded('URMP1002', 'You have supplied an error Password, Try again.', { leftTryTimes: 2 }));
    const error = await rejectionOf(callAction('MerchantLogin'));
    expect(error).toBeInstanceOf(MmcError);
    expect(error).toMatchObject({
      code: 'URMP1002',
      kind: 'code',
      action: 'MerchantLogin',
      message: 'You have supplied an error Password, Try again.',
      body: { leftTryTimes: 2 },
    });
    expect(events.errors()).toEqual([
      expect.objectContaining({ type: 'error', code: 'URMP1002', message: 'You have supplied an error Password, Try again.', action: 'MerchantLogin' }),
    ]);
    expect(events.reactions()).toEqual([]);
  });

  it('an answer without a code is an error, not a success', async () => {
    answer('QueryStoreList', () => HttpResponse.json({ body: { total: 1 } }));
    const error = await rejectionOf(callAction('QueryStoreList'));
    expect(error).toBeInstanceOf(MmcError);
    expect(events.errors()).toHaveLength(1);
  });

  it.each([...SILENT_CODES])('silent code %s rejects without a toast', async (code) => {
    answer('AnyAction', () => coded(code, `text for ${code}`, { detail: code }));
    const error = await rejectionOf(callAction('AnyAction'));
    expect(error).toBeInstanceOf(MmcError);
    expect(error).toMatchObject({ code, message: `text for ${code}`, body: { detail: code } });
    expect(events.errors()).toEqual([]);
  });

  it('hideErrMsg silences an ordinary error code but still rejects with code, message and body', async () => {
    answer('VerifyPasscodeTrans', () => coded('MMCP2051', 'You have supplied an error PIN, Try again. One attempt left.', { leftTryTimes: 1 }));
    const error = await rejectionOf(callAction('VerifyPasscodeTrans', {}, { hideErrMsg: true }));
    expect(error).toBeInstanceOf(MmcError);
    expect(error).toMatchObject({
      code: 'MMCP2051',
      message: 'You have supplied an error PIN, Try again. One attempt left.',
      body: { leftTryTimes: 1 },
    });
    expect(events.all).toEqual([]);
  });

  it('the same code without hideErrMsg is announced', async () => {
    answer('VerifyPasscodeTrans', () => coded('MMCP2051', 'wrong PIN'));
    await rejectionOf(callAction('VerifyPasscodeTrans'));
    expect(events.errors().map((event) => event.message)).toEqual(['wrong PIN']);
  });
});

describe('session reactions', () => {
  it.each([
    ['SCM60401', 'logout'],
    ['URMP229', 'clearSessionToLogin'],
    ['MMCP9999', 'clearSessionToLogin'],
    ['MMCP5148', 'sessionAbnormal'],
  ])('%s announces the reaction %s and rejects', async (code, reaction) => {
    answer('QueryStoreList', () => coded(code, `server says ${code}`));
    const error = await rejectionOf(callAction('QueryStoreList'));
    expect(error).toMatchObject({ code });
    expect(events.reactions()).toEqual([{ type: 'reaction', reaction, code, action: 'QueryStoreList' }]);
  });

  it('the reaction is announced even when the call hides its error message', async () => {
    answer('QueryStoreList', () => coded('SCM60401', 'Session invalid.'));
    await rejectionOf(callAction('QueryStoreList', {}, { hideErrMsg: true }));
    expect(events.reactions().map((event) => event.reaction)).toEqual(['logout']);
    expect(events.errors()).toEqual([]);
  });

  it('MMCP5148 opens the Session Abnormal dialog without an error toast (it is a silent code)', async () => {
    answer('QueryStoreList', () => coded('MMCP5148', 'abnormal'));
    await rejectionOf(callAction('QueryStoreList'));
    expect(events.errors()).toEqual([]);
    expect(events.reactions().map((event) => event.reaction)).toEqual(['sessionAbnormal']);
  });

  it('an ordinary error code has no reaction', async () => {
    answer('QueryStoreList', () => coded('URMP1002', 'wrong'));
    await rejectionOf(callAction('QueryStoreList'));
    expect(events.reactions()).toEqual([]);
  });
});

describe('failures that never reached classification', () => {
  it('no response → the "Missing or No Internet Connection" toast', async () => {
    answer('QueryStoreList', () => HttpResponse.error());
    const error = await rejectionOf(callAction('QueryStoreList'));
    expect(error).toBeInstanceOf(MmcError);
    expect(error).toMatchObject({ kind: 'network', message: NO_CONNECTION_TEXT });
    expect(NO_CONNECTION_TEXT).toBe('Missing or No Internet Connection. Please activate mobile data or Wi-Fi connection to proceed.');
    expect(events.errors()).toEqual([expect.objectContaining({ type: 'error', message: NO_CONNECTION_TEXT, action: 'QueryStoreList' })]);
  });

  it('no response with hideErrMsg rejects quietly', async () => {
    answer('QueryStoreList', () => HttpResponse.error());
    const error = await rejectionOf(callAction('QueryStoreList', {}, { hideErrMsg: true }));
    expect(error).toMatchObject({ kind: 'network' });
    expect(events.all).toEqual([]);
  });

  it('HTTP 500 with {message} → error event with that message', async () => {
    answer('QueryStoreList', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }));
    const error = await rejectionOf(callAction('QueryStoreList'));
    expect(error).toBeInstanceOf(MmcError);
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Database unavailable' });
    expect(events.errors()).toEqual([expect.objectContaining({ message: 'Database unavailable' })]);
  });

  it('an HTTP error whose body is not JSON (a proxy page) is still an HTTP failure with its status', async () => {
    answer('QueryStoreList', () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    const error = await rejectionOf(callAction('QueryStoreList'));
    expect(error).toBeInstanceOf(MmcError);
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(events.errors()).toHaveLength(1);
  });

  it('malformed JSON → a "malformed" failure, announced', async () => {
    answer('QueryStoreList', () => new HttpResponse('{"gda": {"msg_cd": "MMC0', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const error = await rejectionOf(callAction('QueryStoreList'));
    expect(error).toBeInstanceOf(MmcError);
    expect(error).toMatchObject({ kind: 'malformed' });
    expect(events.errors()).toHaveLength(1);
  });

  it('a call that outlasts timeoutMs fails as a time-out and is announced', async () => {
    answer('QueryStoreList', async () => {
      await delay(2_000);
      return ok();
    });
    const started = Date.now();
    const error = await rejectionOf(callAction('QueryStoreList', {}, { timeoutMs: 50 }));
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(error).toBeInstanceOf(MmcError);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(events.errors()).toHaveLength(1);
  });

  it('the configured time-out applies when the call sets none', async () => {
    configureTransport({ timeoutMs: 50 });
    answer('QueryStoreList', async () => {
      await delay(2_000);
      return ok();
    });
    const error = await rejectionOf(callAction('QueryStoreList'));
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('a call answered within its time-out succeeds', async () => {
    answer('QueryStoreList', async () => {
      await delay(20);
      return ok({ total: 0 });
    });
    await expect(callAction('QueryStoreList', {}, { timeoutMs: 1_000 })).resolves.toEqual({ total: 0 });
  });

  it('a call the caller aborts rejects without any announcement', async () => {
    answer('QueryStoreList', async () => {
      await delay(2_000);
      return ok();
    });
    const controller = new AbortController();
    const pending = callAction('QueryStoreList', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await rejectionOf(pending);
    expect(error).not.toBeInstanceOf(MmcError);
    expect(events.all).toEqual([]);
  });
});

describe('downloadAction', () => {
  it('GETs <base><Action> with the params and a `_t` timestamp, and returns a Blob', async () => {
    setToken('tok-dl');
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]);
    const seen = answer('DownloadStatement', () => new HttpResponse(pdf, { headers: { 'Content-Type': 'application/pdf' } }));
    const before = Date.now();
    const blob = await downloadAction('DownloadStatement', { statementId: 'ST1' });
    const after = Date.now();
    expect(seen).toHaveLength(1);
    const request = seen[0];
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/mmc/mrpay/DownloadStatement');
    expect(request.url.searchParams.get('statementId')).toBe('ST1');
    const stamp = Number(request.url.searchParams.get('_t'));
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(after);
    expect(request.headers.get('auth-token')).toBe('tok-dl');
    expect(request.headers.get('Accept-Language')).toBe('en-US');
    expect(request.credentials).toBe('include');
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdf);
  });

  it('two downloads carry different `_t` values (no cached file)', async () => {
    const seen = answer('DownloadStatement', () => new HttpResponse('x'));
    await downloadAction('DownloadStatement');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await downloadAction('DownloadStatement');
    expect(seen[0].url.searchParams.get('_t')).not.toBe(seen[1].url.searchParams.get('_t'));
  });

  it('no response → the no-connection toast', async () => {
    answer('DownloadStatement', () => HttpResponse.error());
    const error = await rejectionOf(downloadAction('DownloadStatement'));
    expect(error).toMatchObject({ kind: 'network', message: NO_CONNECTION_TEXT });
    expect(events.errors().map((event) => event.message)).toEqual([NO_CONNECTION_TEXT]);
  });

  it('a download that outlasts timeoutMs fails as a time-out, not as a lost connection', async () => {
    answer('DownloadStatement', async () => {
      await delay(2_000);
      return new HttpResponse('late');
    });
    const error = await rejectionOf(downloadAction('DownloadStatement', {}, { timeoutMs: 50 }));
    expect(error).toBeInstanceOf(MmcError);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(events.errors().map((event) => event.message)).not.toContain(NO_CONNECTION_TEXT);
    expect(events.errors()).toHaveLength(1);
  });

  it('an HTTP error → error event with the response\'s message', async () => {
    answer('DownloadStatement', () => HttpResponse.json({ message: 'Statement not found' }, { status: 404 }));
    const error = await rejectionOf(downloadAction('DownloadStatement'));
    expect(error).toBeInstanceOf(MmcError);
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'Statement not found' });
    expect(events.errors().map((event) => event.message)).toEqual(['Statement not found']);
  });
});

describe('body encryption switched on but the server says isEncrypt N', () => {
  it('bodies go in clear', async () => {
    configureTransport({ encryptBodies: true });
    answer('QryEncryptionkey.htm', () => ok({ isEncrypt: 'N', messPubKey: '' }));
    const seen = answer('QryRandomNo', () => ok({ randomNo: '42' }));
    await expect(callAction('QryRandomNo')).resolves.toEqual({ randomNo: '42' });
    expect(seen[0].body).toMatchObject({ channel: 'WEB' });
    expect(seen[0].body).not.toHaveProperty('data');
  });
});

describe('body encryption switched on and the backend unreachable', () => {
  it('the call that needed the keys still tells the user there is no connection', async () => {
    configureTransport({ encryptBodies: true });
    answer('QryEncryptionkey.htm', () => HttpResponse.error());
    const seen = answer('QueryStoreList');
    const error = await rejectionOf(callAction('QueryStoreList'));
    expect(error).toBeInstanceOf(MmcError);
    expect(error).toMatchObject({ kind: 'network' });
    expect(seen).toEqual([]); // nothing may go out unsealed
    expect(events.errors().map((event) => event.message)).toEqual([NO_CONNECTION_TEXT]);
  });
});
