// The mock server's key pair. It is generated when the backend starts (never stored in any bundle), so the
// browser build carries no private key even when the embedded backend runs inside the page.
import { aesDecryptJson, aesEncryptJson, base64ToBytes, bytesToBase64, type EncryptedEnvelope } from '../src/transport/crypto';

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

interface KeyPair {
  privateKey: CryptoKey;
  publicKeyBase64: string;
}

let keyPair: Promise<KeyPair> | null = null;

export const serverKeyPair = (): Promise<KeyPair> => {
  keyPair ??= (async () => {
    const pair = await crypto.subtle.generateKey({ ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, false, [
      'encrypt',
      'decrypt',
    ]);
    const spki = await crypto.subtle.exportKey('spki', pair.publicKey);
    return { privateKey: pair.privateKey, publicKeyBase64: bytesToBase64(spki) };
  })();
  return keyPair;
};

/** Decrypts an RSA-OAEP secret (password or PIN) the console sent. */
export const decryptSecret = async (cipherBase64: string): Promise<string> => {
  const { privateKey } = await serverKeyPair();
  const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, base64ToBytes(cipherBase64));
  return new TextDecoder().decode(plain);
};

/** Opens an encrypted request body and returns the request's AES key so the answer can be sealed with it. */
export const openRequest = async (envelope: EncryptedEnvelope): Promise<{ body: Record<string, unknown>; requestKey: CryptoKey }> => {
  if (!envelope.encKey) throw new Error('encrypted body without a wrapped key');
  const { privateKey } = await serverKeyPair();
  const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, base64ToBytes(envelope.encKey));
  const requestKey = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
  return { body: await aesDecryptJson<Record<string, unknown>>(requestKey, envelope), requestKey };
};

export const sealAnswer = (requestKey: CryptoKey, answer: unknown) => aesEncryptJson(requestKey, answer);
