// The standalone backend as any HTTP client sees it: a real process on a real port, plain JSON over HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PORT = 18787 + Math.floor(Math.random() * 1000);
const BASE = `http://127.0.0.1:${PORT}`;
let server: ChildProcess;

const post = async (action: string, body: unknown, token?: string) => {
  const response = await fetch(`${BASE}/mmc/mrpay/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'auth-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return { response, json: (await response.json()) as { gda: { msg_cd: string; msg_inf: string }; body?: Record<string, unknown> } };
};

const waitForHealth = async () => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/__mock__/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the standalone mock server did not start');
};

const runNode = (args: string[]) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'mocks/server/main.ts'], { env: { ...process.env, MOCK_PORT: String(PORT) }, stdio: 'ignore' });
  await waitForHealth();
}, 20_000);

afterAll(() => {
  server?.kill('SIGTERM');
});

describe('npm run mock:server', () => {
  it('answers a plain POST to QueryStoreList without a session with a gda.msg_cd error', async () => {
    const { response, json } = await post('QueryStoreList', {});
    expect(response.status).toBe(200);
    expect(json.gda.msg_cd).toBe('SCM60401');
    expect(json.gda.msg_inf).toBe('Session invalid. Please log in again.');
  });

  it('marks every answer as data a browser must not run, frame or sniff (a stored file opened directly included)', async () => {
    for (const response of [(await post('QueryStoreList', {})).response, await fetch(`${BASE}/mmc/file/download?file_id=nope`), await fetch(`${BASE}/nowhere`)]) {
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy.split('; ')).toEqual(expect.arrayContaining(["default-src 'none'", "frame-ancestors 'none'", 'sandbox']));
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers with the merchant\'s stores after logging in with npm run mock:login', async () => {
    const login = await runNode(['scripts/mock-login.ts', '0712345678', 'Owner@2026', BASE]);
    expect(login.code).toBe(0);
    const token = login.stdout.trim();
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const { json } = await post('QueryStoreList', {}, token);
    expect(json.gda.msg_cd).toBe('MMC00000');
    const stores = json.body?.data as Array<{ storeName: string; headOffFlg: string }>;
    expect(stores).toHaveLength(6);
    expect(stores.filter((store) => store.headOffFlg === 'Y')).toHaveLength(1);
  }, 20_000);

  it('refuses a wrong password from the login tool with the spec message', async () => {
    const login = await runNode(['scripts/mock-login.ts', '0744000333', 'Wrong@pass1', BASE]);
    expect(login.code).toBe(1);
    expect(login.stderr).toContain('You have supplied an error Password, Try again.');
  }, 20_000);

  it('refuses a request body over 1 MB to a named action with 413, and goes on answering', async () => {
    const huge = JSON.stringify({ sendNumber: '712345678', otpBusinessType: '11', padding: 'x'.repeat(2 * 1024 * 1024) });
    const response = await fetch(`${BASE}/mmc/mrpay/SendOtp`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: huge });
    expect(response.status).toBe(413);
    const { json } = await post('QueryStoreList', {});
    expect(json.gda.msg_cd).toBe('SCM60401');
  }, 20_000);

  it('keeps an idle kept-alive connection open past Node\'s 5 s, so a test\'s next call on it is answered', async () => {
    // Playwright's request context keeps connections alive; one the server closed as it was reused hung up a test.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const health = () =>
      new Promise<{ status?: number; reused: boolean }>((resolve, reject) => {
        const request = get(`${BASE}/__mock__/health`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode, reused: request.reusedSocket }));
        });
        request.on('error', reject);
      });
    expect(await health()).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await health()).toEqual({ status: 200, reused: true });
    agent.destroy();
  }, 20_000);

  it('drops the connection for an injected no-response fault', async () => {
    await fetch(`${BASE}/__mock__/faults`, { method: 'POST', body: JSON.stringify({ mode: 'no-response', action: 'QueryStoreList' }) });
    await expect(fetch(`${BASE}/mmc/mrpay/QueryStoreList`, { method: 'POST', body: '{}' })).rejects.toThrow();
  });
});
