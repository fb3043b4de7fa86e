// The real embedded backend (mocks/) behind MSW in the test process, reset between tests.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { authProvider } from '../../../src/auth/authProvider';
import { forgetServerKeys } from '../../../src/transport/keys';
import { resetClock } from '../../../mocks/clock';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../../mocks/db/demoAccounts';
import { clearFaults } from '../../../mocks/faults';
import { createTestBackend } from '../../../mocks/node';
import { resetState } from '../../../mocks/state';
import { useTestTransport } from './events';
import type { TransportConfig } from '../../../src/transport/config';

export type TestBackend = ReturnType<typeof createTestBackend>;

/** The backend's data, faults and clock as seeded, and no server keys cached by the console. */
const resetBackend = async (): Promise<void> => {
  clearFaults();
  resetClock();
  forgetServerKeys();
  // The demo seed, whatever the test switched to: reset without a size keeps the one it finds (the large seed).
  await resetState('demo');
};

/**
 * Starts the mock backend for the calling file and resets its data, faults and clock and forgets the keys the
 * console cached, before the file's first test (the files before it in the worker share these modules) and after
 * each test. The transport's own settings are restored by useTestTransport.
 */
export const useTestBackend = (changes: Partial<TransportConfig> = {}): TestBackend => {
  const server = createTestBackend();
  beforeAll(async () => {
    await resetBackend();
    server.listen({ onUnhandledRequest: 'error' });
  });
  useTestTransport(changes);
  afterEach(async () => {
    server.resetHandlers();
    server.events.removeAllListeners();
    await resetBackend();
  });
  afterAll(() => server.close());
  return server;
};

const account = (label: string): DemoAccount => {
  const found = DEMO_ACCOUNTS.find((entry) => entry.label === label);
  if (!found) throw new Error(`no demo account ${label}`);
  return found;
};

export const OWNER = account('Owner');
export const CASHIER = account('Cashier');

/** Logs in through the console's own authProvider, as the login page does. */
export const loginAs = async (who: DemoAccount = OWNER): Promise<void> => {
  await authProvider.login({ username: who.login, password: who.password });
};
