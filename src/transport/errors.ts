// Failures the transport reports. The error carries the code and server text so that react-admin (which shows
// error.message) and callers (which branch on error.code) both have what they need.

export type FailureKind = 'code' | 'network' | 'timeout' | 'http' | 'malformed';

export class MmcError extends Error {
  readonly code: string;
  readonly kind: FailureKind;
  readonly action: string;
  readonly status?: number;
  /** The answer's payload, when the server sent one (e.g. leftTryTimes on a wrong password). */
  readonly body?: Record<string, unknown>;

  constructor(params: {
    message: string;
    code: string;
    kind: FailureKind;
    action: string;
    status?: number;
    body?: Record<string, unknown>;
  }) {
    super(params.message);
    this.name = 'MmcError';
    this.code = params.code;
    this.kind = params.kind;
    this.action = params.action;
    this.status = params.status;
    this.body = params.body;
  }
}

export const isMmcError = (value: unknown): value is MmcError => value instanceof MmcError;

/** The spec's text for a request that got no response at all. */
export const NO_CONNECTION_KEY = 'errors.noConnection';
export const NO_CONNECTION_TEXT =
  'Missing or No Internet Connection. Please activate mobile data or Wi-Fi connection to proceed.';
/** Local codes for failures that never reached the server's classification. */
export const NETWORK_CODE = 'NETWORK';
export const TIMEOUT_CODE = 'TIMEOUT';
export const MALFORMED_CODE = 'MALFORMED';
