// Starts the console: a new version's clean slate, the embedded backend when running on it, the server keys, the language, then the app.
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { reloadOnVersionChange } from './app/appVersion';
import { holdFrameForListAt, prefetchFirstPage, screenAddress } from './app/services';
import { createStyleCache } from './app/styleCache';
import { preloadPageAt } from './engine/resources';
import { createI18nProvider } from './i18n/i18nProvider';
import { prefetchServerKeys } from './transport/client';

const start = async () => {
  if (reloadOnVersionChange()) return;
  // Inline (not through src/demo.ts) so that builds without the embedded backend leave it out entirely.
  if (import.meta.env.VITE_BACKEND !== 'real' && import.meta.env.VITE_BACKEND !== 'proxy') {
    const { startBrowserBackend } = await import('../mocks/browser');
    await startBrowserBackend();
  }
  const path = screenAddress(window.location.pathname.slice(import.meta.env.BASE_URL.length - 1));
  // The first render waits for the server keys and the language, the first list's code does not: they are asked for
  // first, and the list's two dozen files a task later. Over HTTP/1.1 a browser opens six connections to a server and
  // queues the rest in the order asked, so the keys and the language waited behind the list's files (issue #12).
  const serverKeys = prefetchServerKeys();
  holdFrameForListAt(path);
  const language = createI18nProvider();
  setTimeout(() => {
    const firstList = preloadPageAt(path);
    // The rows go out once the server keys are in (an encrypted body needs them), beside the language.
    if (firstList) {
      void Promise.all([firstList, serverKeys]).then(
        ([definition]) => prefetchFirstPage(definition, path, window.location.search),
        // The list itself fetches (and reports) what failed here.
        () => undefined,
      );
    }
  });
  const [i18nProvider] = await Promise.all([language, serverKeys]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <CacheProvider value={createStyleCache()}>
        <App i18nProvider={i18nProvider} />
      </CacheProvider>
    </StrictMode>,
  );
};

void start();
