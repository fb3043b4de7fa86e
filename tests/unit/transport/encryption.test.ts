// Passwords/PINs are RSA-OAEP encrypted with a one-time number; bodies can be sealed with a per-request AES-GCM
// key wrapped by the server's public key. Checked against the real embedded backend.
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/auth/authProvider';
import { callNamedAction as callAction, encryptSecret } from '../../../src/transport/client';
import { aesDecryptJson, base64ToBytes, bytesToBase64, importPublicKey, sealBody } from '../../../src/transport/crypto';
import { MmcError } from '../../../src/transport/errors';
import { decryptSecret, openRequest, sealAnswer, serverKeyPair } from '../../../mocks/crypto';
import { OWNER, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const flipByte = (base64: string, index: number): string => {
  const bytes = base64ToBytes(base64);
  bytes[index] ^= 0x01;
  return bytesToBase64(bytes);
};

describe('encryptSecret: passwords and PINs under the server public key, prefixed by a one-time number', () => {
  useTestBackend();

  it('produces base64 that is not the plain text, and the server recovers nonce+secret', async () => {
    const cipher = await encryptSecret('Owner@2026', '0123456789');
    expect(cipher).toMatch(BASE64);
    expect(cipher).not.toContain('Owner@2026');
    expect(base64ToBytes(cipher)).toHaveLength(256); // one RSA-2048 block
    await expect(decryptSecret(cipher)).resolves.toBe('0123456789Owner@2026');
  });

  it('encrypting the same PIN twice gives different ciphertexts (OAEP is randomised)', async () => {
    const first = await encryptSecret('1234', '42');
    const second = await encryptSecret('1234', '42');
    expect(first).not.toBe(second);
    await expect(decryptSecret(first)).resolves.toBe('421234');
    await expect(decryptSecret(second)).resolves.toBe('421234');
  });
});

describe('body encryption on (configureTransport({ encryptBodies: true }))', () => {
  const server = useTestBackend({ encryptBodies: true });

  /** Bodies of every request to the mock, as they travelled. */
  const recordWire = () => {
    const bodies: Array<Promise<{ action: string; text: string }>> = [];
    server.events.on('request:start', ({ request }) => {
      const action = new URL(request.url).pathname.split('/').pop() ?? '';
      bodies.push(request.clone().text().then((text) => ({ action, text })));
    });
    return () => Promise.all(bodies);
  };

  it('logs in the owner and reads QryUserInformation, with every body sealed on the wire', async () => {
    const wire = recordWire();
    await authProvider.login({ username: OWNER.login, password: OWNER.password });
    const info = await callAction<{ firstName: string; lastName: string }>('QryUserInformation');
    expect(info.firstName).toBe('Wanjiru');
    expect(info.lastName).toBe('Kamau');

    const seen = await wire();
    const login = seen.find((entry) => entry.action === 'MerchantLogin');
    expect(login).toBeDefined();
    const sealed = JSON.parse(login!.text) as Record<string, unknown>;
    expect(Object.keys(sealed).sort()).toEqual(['data', 'encKey', 'iv']);
    expect(login!.text).not.toContain('loginId');
    expect(login!.text).not.toContain('712345678');

    // Every action except the two key fetches travels sealed.
    for (const entry of seen) {
      if (entry.action.startsWith('QryEncryptionkey') || entry.action.startsWith('QryPswEncryptionkey')) {
        expect(entry.text).toContain('"channel"');
      } else {
        expect(Object.keys(JSON.parse(entry.text) as object).sort(), entry.action).toEqual(['data', 'encKey', 'iv']);
        expect(entry.text, entry.action).not.toContain('"channel"');
      }
    }
    expect(seen.map((entry) => entry.action)).toEqual(expect.arrayContaining(['QryRandomNo', 'MerchantLogin', 'QryUserInformation']));
  });

  it('the server answers sealed too, with the key of that request', async () => {
    const answers: Array<Promise<string>> = [];
    server.events.on('response:mocked', ({ response }) => {
      answers.push(response.clone().text());
    });
    const { randomNo } = await callAction<{ randomNo: string }>('QryRandomNo');
    expect(randomNo).toMatch(/^\d{10}$/);
    const texts = await Promise.all(answers);
    const last = JSON.parse(texts[texts.length - 1]) as Record<string, unknown>;
    expect(Object.keys(last).sort()).toEqual(['data', 'iv']);
    expect(texts[texts.length - 1]).not.toContain(randomNo);
  });

  it('an error answer is sealed and still reaches the caller with its code and payload', async () => {
    const error = await rejectionOf(authProvider.login({ username: OWNER.login, password: 'Wrong@2026' }));
    expect(error).toBeInstanceOf(MmcError);
    expect(error).toMatchObject({ code: 'URMP1002', message: 'You have supplied an error Password, Try again.', body: { leftTryTimes: 2 } });
  });
});

describe('sealBody / aesDecryptJson', () => {
  const body = { loginId: '712345678', amount: 1500, nested: { note: 'Asante sana' } };

  it('the server opens what the console sealed, and the console opens the answer sealed with that key', async () => {
    const publicKey = await importPublicKey((await serverKeyPair()).publicKeyBase64);
    const { envelope, requestKey } = await sealBody(publicKey, body);
    expect(envelope.encKey).toMatch(BASE64);
    expect(base64ToBytes(envelope.iv)).toHaveLength(12);
    expect(JSON.stringify(envelope)).not.toContain('712345678');

    const opened = await openRequest(envelope);
    expect(opened.body).toEqual(body);
    await expect(aesDecryptJson(requestKey, envelope)).resolves.toEqual(body);

    const reply = await sealAnswer(opened.requestKey, { gda: { msg_cd: 'MMC00000' }, body: { ok: 'Y' } });
    await expect(aesDecryptJson(requestKey, reply)).resolves.toEqual({ gda: { msg_cd: 'MMC00000' }, body: { ok: 'Y' } });
  });

  it('every request gets a fresh key and nonce', async () => {
    const publicKey = await importPublicKey((await serverKeyPair()).publicKeyBase64);
    const first = await sealBody(publicKey, body);
    const second = await sealBody(publicKey, body);
    expect(first.envelope.encKey).not.toBe(second.envelope.encKey);
    expect(first.envelope.iv).not.toBe(second.envelope.iv);
    expect(first.envelope.data).not.toBe(second.envelope.data);
    await expect(aesDecryptJson(second.requestKey, first.envelope)).rejects.toThrow();
  });

  it('a tampered ciphertext or nonce is rejected', async () => {
    const publicKey = await importPublicKey((await serverKeyPair()).publicKeyBase64);
    const { envelope, requestKey } = await sealBody(publicKey, body);
    await expect(aesDecryptJson(requestKey, { ...envelope, data: flipByte(envelope.data, 0) })).rejects.toThrow();
    await expect(aesDecryptJson(requestKey, { ...envelope, iv: flipByte(envelope.iv, 3) })).rejects.toThrow();
    await expect(openRequest({ ...envelope, data: flipByte(envelope.data, 5) })).rejects.toThrow();
  });
});
