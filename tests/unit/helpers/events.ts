// Shared test helpers: capture what the transport announces (toasts, session reactions) and put the transport
// back the way it was after each test.
import { afterEach, beforeEach } from 'vitest';
import { configureTransport, getTransportConfig } from '../../../src/transport/client';
import { onTransportEvent, type TransportEvent } from '../../../src/transport/events';
import { setLanguageSource } from '../../../src/transport/language';
import type { TransportConfig } from '../../../src/transport/config';

/** Base URL every Node test talks to: Node's fetch needs an absolute URL, and the mock routes match any host. */
export const TEST_BASE_URL = 'http://mmc.test/mmc/mrpay/';
export const TEST_ORIGIN = 'http://mmc.test';

export interface EventLog {
  readonly all: TransportEvent[];
  errors(): Array<Extract<TransportEvent, { type: 'error' }>>;
  reactions(): Array<Extract<TransportEvent, { type: 'reaction' }>>;
}

/**
 * Registers beforeEach/afterEach hooks that subscribe to transport events for every test and unsubscribe after it.
 * The returned log starts empty for each test.
 */
export const captureTransportEvents = (): EventLog => {
  const all: TransportEvent[] = [];
  let stop: (() => void) | undefined;
  beforeEach(() => {
    stop = onTransportEvent((event) => all.push(event));
    // The bus hands its first listener what was said before anyone listened: in a worker's shared module graph,
    // that is an earlier file's, not this test's.
    all.length = 0;
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
  });
  return {
    all,
    errors: () => all.filter((event): event is Extract<TransportEvent, { type: 'error' }> => event.type === 'error'),
    reactions: () => all.filter((event): event is Extract<TransportEvent, { type: 'reaction' }> => event.type === 'reaction'),
  };
};

/**
 * Points the transport at TEST_BASE_URL (plus any extra settings) for the tests of the calling file, and restores
 * the configuration, the language source and both storages after each test.
 */
export const useTestTransport = (changes: Partial<TransportConfig> = {}): void => {
  let saved: TransportConfig | undefined;
  beforeEach(() => {
    saved = { ...getTransportConfig() };
    configureTransport({ baseUrl: TEST_BASE_URL, ...changes });
  });
  afterEach(() => {
    if (saved) configureTransport(saved);
    setLanguageSource(() => 'en-US');
    sessionStorage.clear();
    localStorage.clear();
  });
};

/** Runs a promise that must reject and returns what it rejected with. */
export const rejectionOf = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, but it succeeded');
};
