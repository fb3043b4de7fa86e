// The embedded backend inside the browser: a service worker intercepts /mmc/ and the handlers answer from data
// kept in IndexedDB, so the demo survives a reload (and logout, which empties local and session storage).
import { get, set } from 'idb-keyval';
import { setupWorker } from 'msw/browser';
import type { SeedSize } from './db/types';
import { handlers } from './handlers';
import { initState, type MockState } from './state';
import { quietWorkerUpdates } from './workerUpdates';

const STORAGE_KEY = 'merchant-console-mock-state';

export const startBrowserBackend = async (): Promise<void> => {
  const requested = new URLSearchParams(window.location.search).get('seed');
  const size: SeedSize | undefined = requested === 'large' || requested === 'demo' ? requested : undefined;
  await initState({
    size,
    persistence: {
      load: () => get<MockState>(STORAGE_KEY),
      save: (state) => set(STORAGE_KEY, state),
    },
  });
  await quietWorkerUpdates();
  await setupWorker(...handlers).start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
};
