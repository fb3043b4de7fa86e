// What the /__mock__/ controls accept. A shared mock server takes these from anyone who can reach it, so a bad
// value is refused with a sentence instead of wedging the backend (a clock moved by "abc" minutes, a fault that
// holds an action forever).
import type { Fault, FaultMode } from './faults';

const FAULT_MODES: readonly FaultMode[] = ['latency', 'no-response', 'http500', 'malformed', 'code'];
const MAX_LATENCY_MS = 120_000;
const MAX_TIMES = 1_000;
const MAX_CLOCK_MOVE_MS = 10 * 366 * 24 * 3600 * 1000;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const wholeNumberIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

export const checkFault = (input: unknown): Checked<Fault> => {
  if (!isObject(input)) return { ok: false, message: 'a fault is a JSON object' };
  const { mode, action, code, message, latencyMs, times } = input;
  if (!FAULT_MODES.includes(mode as FaultMode)) return { ok: false, message: `mode must be one of ${FAULT_MODES.join(', ')}` };
  // An action name, or a deal-service path template as its resource file writes it (dashboard/{id}).
  if (action !== undefined && (typeof action !== 'string' || !/^[A-Za-z][A-Za-z0-9_./{}-]{0,79}$/.test(action))) {
    return { ok: false, message: 'action must be an action name or a deal-service path' };
  }
  if (code !== undefined && (typeof code !== 'string' || !/^[A-Z0-9]{3,12}$/.test(code))) return { ok: false, message: 'code must be a response code such as MMCP5148' };
  if (mode === 'code' && code === undefined) return { ok: false, message: "mode 'code' needs a code" };
  if (message !== undefined && (typeof message !== 'string' || message.length > 500)) return { ok: false, message: 'message must be a text of at most 500 characters' };
  if (latencyMs !== undefined && !wholeNumberIn(latencyMs, 0, MAX_LATENCY_MS)) return { ok: false, message: `latencyMs must be a whole number from 0 to ${MAX_LATENCY_MS}` };
  if (times !== undefined && !wholeNumberIn(times, 0, MAX_TIMES)) return { ok: false, message: `times must be a whole number from 0 to ${MAX_TIMES}` };
  return { ok: true, value: { mode: mode as FaultMode, action, code, message, latencyMs, times } as Fault };
};

export const checkClockMove = (input: unknown): Checked<number> => {
  const advanceMs = isObject(input) ? input.advanceMs : undefined;
  if (!wholeNumberIn(advanceMs, -MAX_CLOCK_MOVE_MS, MAX_CLOCK_MOVE_MS)) return { ok: false, message: 'advanceMs must be a whole number of milliseconds, at most ten years' };
  return { ok: true, value: advanceMs };
};

/** `1` or `0` decides; unset, only a server that listens on loopback (no one else can reach it). */
const loopbackUnlessSet = (host: string, setting: string | undefined): boolean => {
  if (setting === '1') return true;
  if (setting === '0') return false;
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
};

/**
 * Whether the standalone server offers the controls: `MOCK_CONTROLS=1` or `0` decides; unset, only a server that
 * listens on loopback does (anyone else who can reach a shared server must not reset or rewind it).
 */
export const controlsEnabled = (host: string, setting: string | undefined): boolean => loopbackUnlessSet(host, setting);

/** Whether the one-time codes travel in SendOtp's answer (mocks/demoCodes.ts): `MOCK_DEMO_CODES`, by the same rule. */
export const demoCodesEnabled = (host: string, setting: string | undefined): boolean => loopbackUnlessSet(host, setting);
