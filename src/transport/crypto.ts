// Browser-side encryption with WebCrypto. The console only ever holds the server's PUBLIC keys: passwords and
// PINs are encrypted with RSA-OAEP (SHA-256); bodies, when encryption is on, with a fresh AES-GCM key per
// request that is itself wrapped with the public key, and the server answers with that same key.

const subtle = (): SubtleCrypto => globalThis.crypto.subtle;

export const bytesToBase64 = (bytes: ArrayBuffer | Uint8Array): string => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 1) binary += String.fromCharCode(view[i]);
  return btoa(binary);
};

export const base64ToBytes = (base64: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** Imports a server public key given as base64 SPKI (DER). */
export const importPublicKey = (spkiBase64: string): Promise<CryptoKey> =>
  subtle().importKey('spki', base64ToBytes(spkiBase64), RSA_OAEP, false, ['encrypt']);

export const encryptWithPublicKey = async (publicKey: CryptoKey, text: string): Promise<string> =>
  bytesToBase64(await subtle().encrypt({ name: 'RSA-OAEP' }, publicKey, new TextEncoder().encode(text)));

/** What travels instead of a plain JSON body when body encryption is on. */
export interface EncryptedEnvelope {
  /** The per-request AES-256 key, RSA-OAEP-wrapped with the server's public key. */
  encKey?: string;
  /** 12-byte AES-GCM nonce. */
  iv: string;
  /** AES-GCM ciphertext of the JSON text. */
  data: string;
}

export const isEncryptedEnvelope = (value: unknown): value is EncryptedEnvelope =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EncryptedEnvelope).iv === 'string' &&
  typeof (value as EncryptedEnvelope).data === 'string';

export const aesEncryptJson = async (key: CryptoKey, value: unknown): Promise<{ iv: string; data: string }> => {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const cipher = await subtle().encrypt({ name: 'AES-GCM', iv }, key, plain);
  return { iv: bytesToBase64(iv), data: bytesToBase64(cipher) };
};

export const aesDecryptJson = async <T = unknown>(key: CryptoKey, envelope: { iv: string; data: string }): Promise<T> => {
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv: base64ToBytes(envelope.iv) },
    key,
    base64ToBytes(envelope.data),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as T;
};

/** Seals a request body: a new AES key for this request only, wrapped with the server's public key. */
export const sealBody = async (
  serverPublicKey: CryptoKey,
  body: unknown,
): Promise<{ envelope: EncryptedEnvelope; requestKey: CryptoKey }> => {
  const requestKey = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
  const rawKey = await subtle().exportKey('raw', requestKey);
  const wrapped = await subtle().encrypt({ name: 'RSA-OAEP' }, serverPublicKey, rawKey);
  const sealed = await aesEncryptJson(requestKey, body);
  return { envelope: { encKey: bytesToBase64(wrapped), ...sealed }, requestKey };
};
