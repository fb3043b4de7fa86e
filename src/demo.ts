// Whether the console runs on its embedded backend (the MSW service worker) rather than a real server.
const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

export const isDemoBackend = (): boolean => env.VITE_BACKEND !== 'real';

/** The worker answers in the browser; with VITE_BACKEND=proxy the standalone mock answers through the dev proxy. */
export const usesServiceWorker = (): boolean => isDemoBackend() && env.VITE_BACKEND !== 'proxy';
