// Where the console finds its backend and how it speaks to it. Every value the spec leaves open is chosen here
// once and can be overridden at build time with a VITE_ variable (see README "Connecting to a real backend").

const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : value === 'true' || value === '1';

export interface TransportConfig {
  /** Base of the named actions; the spec's default is /mmc/mrpay/. */
  baseUrl: string;
  /** Host of the deal-discovery REST service (spec 002 §7.5). */
  dealServiceUrl: string;
  /** The file service: POST <url>upload (signed in) or merchantUpload, GET <url>download (spec 002 §7.4 Files). */
  fileServiceUrl: string;
  /** Header carrying the session token both ways (the spec names an "auth-token header" for uploads). */
  tokenHeader: string;
  /** 180000 ms is the first reading of the spec, 900000 ms the other. */
  timeoutMs: number;
  /** Encrypt request bodies with a per-request AES-GCM key wrapped by the server's public key. */
  encryptBodies: boolean;
  /** Common body fields (spec 002 §7.1). */
  channel: string;
  appVersion: string;
  /** Where the server's answer keeps its payload next to `gda`. */
  responseBodyKey: string;
  /** Spec 001 §6: "Check passes if … permissions are disabled". */
  permissionsEnabled: boolean;
}

export const transportConfig: TransportConfig = {
  baseUrl: env.VITE_MMC_BASE_URL || '/mmc/mrpay/',
  dealServiceUrl: env.VITE_DEAL_SERVICE_URL || '/deals-api/',
  fileServiceUrl: env.VITE_FILE_SERVICE_URL || '/mmc/file/',
  tokenHeader: env.VITE_TOKEN_HEADER || 'auth-token',
  timeoutMs: Number(env.VITE_REQUEST_TIMEOUT_MS) || 180_000,
  encryptBodies: flag(env.VITE_ENCRYPT_BODIES, false),
  channel: env.VITE_CHANNEL || 'WEB',
  appVersion: env.VITE_APP_VERSION || '1.0.289',
  responseBodyKey: env.VITE_RESPONSE_BODY_KEY || 'body',
  permissionsEnabled: flag(env.VITE_PERMISSIONS_ENABLED, true),
};
import { htmActions } from '../generated/actionFacts';

/** Named actions whose path carries the .htm suffix (spec 002 §7.2): the catalogue's entries with "htm": true. */
export const HTM_ACTIONS: ReadonlySet<string> = new Set(htmActions);
