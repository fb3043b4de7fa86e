// Fault injection for tests and demos: make the next call (or every call of one action) slow, silent, broken
// or answered with a chosen response code.

export type FaultMode = 'latency' | 'no-response' | 'http500' | 'malformed' | 'code';

export interface Fault {
  mode: FaultMode;
  /** Only calls of this action; any action when absent. */
  action?: string;
  /** For mode 'code': the msg_cd to answer with, and its text. */
  code?: string;
  message?: string;
  /** For mode 'latency' (and added before any other mode). */
  latencyMs?: number;
  /** How many matching calls it affects; 0 means until cleared. Default 1. */
  times?: number;
}

let faults: Array<Fault & { remaining: number }> = [];

export const addFault = (fault: Fault): void => {
  faults.push({ ...fault, remaining: fault.times ?? 1 });
};

export const clearFaults = (): void => {
  faults = [];
};

/** The fault that applies to this call, consuming one use of it. */
export const takeFault = (action: string): Fault | undefined => {
  const index = faults.findIndex((fault) => !fault.action || fault.action === action);
  if (index < 0) return undefined;
  const fault = faults[index];
  if (fault.remaining > 0) {
    fault.remaining -= 1;
    if (fault.remaining === 0) faults.splice(index, 1);
  }
  return fault;
};
