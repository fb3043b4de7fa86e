// The embedded backend's memory: the seeded database plus the server-side session state. Where it is kept
// depends on where the backend runs (IndexedDB in the browser so demo data survives a reload; memory in Node).
import { createSeed, SCHEMA_VERSION } from './db/seed';
import type { MockDatabase, SeedSize } from './db/types';

export interface OtpChallenge {
  jrnNo: string;
  code: string;
  target: string;
  otpBusinessType: string;
  /** The account the number belongs to, for codes that prove the account's own contact (mocks/actions/otp.ts). */
  usrNo?: string;
  sentAt: number;
  failures: number;
  verified: boolean;
  verifiedAt?: number;
}

/** The device a session signed in from, as its login request described it. */
export interface LoginDeviceInfo {
  deviceId?: string;
  userAgent?: string;
}

export interface SessionRecord {
  usrNo: string;
  lastSeen: number;
  deviceId?: string;
  deviceInfo?: LoginDeviceInfo;
  /** A session switched to a sub-merchant's account works in that merchant's books (SwitchAccount). */
  actingMercId?: string;
}

export interface MockRuntime {
  /** token → who and when last seen (sessions expire after idling). */
  sessions: Record<string, SessionRecord>;
  /** One-time numbers handed out by QryRandomNo, with their expiry. */
  nonces: Record<string, number>;
  loginFailures: Record<string, number>;
  pinFailures: Record<string, number>;
  pinLockedUntil: Record<string, number>;
  otps: Record<string, OtpChallenge>;
  /** send target → when the 1-minute cool-down after too many wrong codes ends. */
  otpCooldownUntil: Record<string, number>;
  /** Deal-service access tokens from SetDiscoverAuth → whose and until when (mocks/deals.ts). */
  dealTokens: Record<string, { usrNo: string; mercId: string; expiresAt: number; /** the console session it was issued for */ session?: string }>;
  /** staffId → the 8-digit code of the member's outstanding invitation (mocks/staffInvitations.ts); gone once cancelled. */
  staffInvitations: Record<string, { code: string; sentAt: number }>;
  /** Texts the provider would have sent by SMS (a staff member's first password) or e-mail (a loan or overdraft offer), newest last; test controls read them. */
  outbox: SentMessage[];
}

export interface SentMessage {
  /** The mobile number, 9 national digits; for an e-mail, the address. */
  to: string;
  /** How it was sent: SMS unless said. */
  channel?: 'sms' | 'email';
  text: string;
  sentAt: number;
}

export interface MockState {
  db: MockDatabase;
  runtime: MockRuntime;
  size: SeedSize;
}

export interface Persistence {
  load(): Promise<MockState | undefined>;
  save(state: MockState): Promise<void>;
}

/**
 * A table keyed by what requests send (tokens, one-time numbers, journal numbers, user numbers): it has no
 * prototype, so `__proto__`, `constructor` or `toString` sent as a key find nothing and write nowhere else.
 */
export const keyedTable = <T>(entries: Record<string, T> = {}): Record<string, T> => Object.assign(Object.create(null) as Record<string, T>, entries);

const RUNTIME_TABLES = ['sessions', 'nonces', 'loginFailures', 'pinFailures', 'pinLockedUntil', 'otps', 'otpCooldownUntil', 'dealTokens', 'staffInvitations'] as const;
const DATABASE_TABLES = ['files', 'currentStore', 'quickAccess'] as const;

/** Every keyed table as a prototype-less one; persisted state comes back from IndexedDB as plain objects. */
const withKeyedTables = (state: MockState): MockState => {
  const runtime = { ...state.runtime, outbox: state.runtime.outbox ?? [] };
  for (const name of RUNTIME_TABLES) (runtime as Record<string, unknown>)[name] = keyedTable<unknown>(state.runtime[name] ?? {});
  const db = { ...state.db };
  for (const name of DATABASE_TABLES) (db as Record<string, unknown>)[name] = keyedTable<unknown>(state.db[name] ?? {});
  return { ...state, runtime, db };
};

const emptyRuntime = (): MockRuntime => ({ ...Object.fromEntries(RUNTIME_TABLES.map((name) => [name, {}])), outbox: [] }) as unknown as MockRuntime;

/**
 * The demo seed, made once: it depends on nothing but its size (no clock, no randomness of the moment), and
 * end-to-end tests reset to it before every test, where a copy costs a fraction of a new seed. The large seed is
 * made anew each time rather than kept twice in a browser's memory.
 */
let demoSeed: MockDatabase | undefined;
const seedOf = (size: SeedSize): MockDatabase => {
  if (size !== 'demo') return createSeed({ size });
  demoSeed ??= createSeed({ size });
  return structuredClone(demoSeed);
};

const fresh = (size: SeedSize): MockState => withKeyedTables({ db: seedOf(size), runtime: emptyRuntime(), size });

let state: MockState | null = null;
let persistence: Persistence | null = null;
let saving: Promise<void> = Promise.resolve();

/** Starts the backend's memory: restores what was persisted when it matches this build, else seeds anew. */
export const initState = async (options: { size?: SeedSize; persistence?: Persistence } = {}): Promise<MockState> => {
  persistence = options.persistence ?? null;
  const restored = await persistence?.load().catch(() => undefined);
  // Without an explicit size, keep whatever size the persisted data was made with.
  const size = options.size ?? restored?.size ?? 'demo';
  const usable = restored && restored.db.schemaVersion === SCHEMA_VERSION && restored.size === size;
  state = usable ? withKeyedTables(restored) : fresh(size);
  return state;
};

export const getState = (): MockState => {
  state ??= fresh('demo');
  return state;
};

export const db = (): MockDatabase => getState().db;
export const runtime = (): MockRuntime => getState().runtime;

/**
 * Saves the state before the answer leaves, as a database commits before it replies: a person who reloads the
 * page right after logging in must still be logged in. Saves run one after another, never interleaved.
 */
export const commit = (): Promise<void> => {
  if (!persistence || !state) return Promise.resolve();
  const target = persistence;
  const snapshot = state;
  saving = saving.then(() => target.save(snapshot)).catch(() => undefined);
  return saving;
};

/** "Reset demo data": back to the seed, sessions included. */
export const resetState = async (size?: SeedSize): Promise<void> => {
  state = fresh(size ?? state?.size ?? 'demo');
  await persistence?.save(state);
};
