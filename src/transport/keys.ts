// Start-up key fetch (spec 002 §7.2). The answers are kept for the session. The original portal also received a
// private key (messPriKey); this console ignores one if sent and never needs it.
import { importPublicKey } from './crypto';

export interface ServerKeys {
  isEncrypt: 'Y' | 'N';
  messPubKey: string;
  pwdPubKey: string;
}

type RawCall = (action: string, params: Record<string, unknown>) => Promise<Partial<ServerKeys>>;

let serverKeys: Promise<ServerKeys> | null = null;
let passwordKey: Promise<CryptoKey> | null = null;
let bodyKey: Promise<CryptoKey> | null = null;

const KEY_REQUEST = { controlTyp: 'WEB', businessType: 'MERCHANT' };

const toKeys = (answer: Partial<ServerKeys>): ServerKeys => ({
  isEncrypt: answer.isEncrypt === 'Y' ? 'Y' : 'N',
  messPubKey: answer.messPubKey ?? '',
  pwdPubKey: answer.pwdPubKey ?? '',
});

/** QryEncryptionkey.htm: whether bodies are encrypted and the message key. Fetched once per page load. */
export const loadServerKeys = (call: RawCall): Promise<ServerKeys> => {
  serverKeys ??= call('QryEncryptionkey', KEY_REQUEST)
    .then(toKeys)
    .catch((error) => {
      serverKeys = null; // a failed start-up fetch is retried by the next caller instead of poisoning the session
      throw error;
    });
  return serverKeys;
};

/** QryPswEncryptionkey.htm: the key passwords and PINs are encrypted with. */
export const loadPasswordKey = (call: RawCall): Promise<CryptoKey> => {
  passwordKey ??= call('QryPswEncryptionkey', KEY_REQUEST)
    .then((answer) => importPublicKey(toKeys(answer).pwdPubKey))
    .catch((error) => {
      passwordKey = null;
      throw error;
    });
  return passwordKey;
};

export const loadBodyKey = (call: RawCall): Promise<CryptoKey> => {
  bodyKey ??= loadServerKeys(call)
    .then((keys) => importPublicKey(keys.messPubKey))
    .catch((error) => {
      bodyKey = null;
      throw error;
    });
  return bodyKey;
};

/** Forgets every key, e.g. when the backend restarts with new ones or in tests. */
export const forgetServerKeys = (): void => {
  serverKeys = null;
  passwordKey = null;
  bodyKey = null;
};
