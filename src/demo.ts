// Which backend the build talks to, from VITE_BACKEND:
//   (unset) the embedded backend in a service worker — `npm start`, demos, the production preview;
//   proxy   the standalone mock (or any server) behind the dev/preview proxy — end-to-end tests;
//   real    a real provider server — no mock code, no demo accounts in the bundle.
// The comparisons are written on import.meta.env directly so that Vite replaces them with constants and the
// bundler drops the mock's code from builds that do not use it.

export const isDemoBackend = (): boolean => import.meta.env.VITE_BACKEND !== 'real';

export const usesServiceWorker = (): boolean => import.meta.env.VITE_BACKEND !== 'real' && import.meta.env.VITE_BACKEND !== 'proxy';
