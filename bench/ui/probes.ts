// What the bench runs inside the page (passed to page.evaluate / addInitScript, so each function is self-contained):
// "painted" is the first animation frame in which the visible thing is there, timed just after that frame's paint
// (a message posted from requestAnimationFrame runs once the frame is drawn), never a fixed sleep.

export type Visible =
  /** The list's nth data row holds text (not a loading skeleton). */
  | { kind: 'rows'; count: number }
  /** The address ends with `path` and the element holds the text. */
  | { kind: 'text'; path: string; selector: string; text: string };

declare global {
  interface Window {
    __benchDone?: Promise<number>;
    __benchClickAt?: number;
    __benchKeys?: number[];
  }
}

/** Installed before the app's own scripts: signs in (storage), then watches for the first list's rows. */
export const atDocumentStart = (args: { origin: string; local: Record<string, string>; session: Record<string, string>; rows: number }) => {
  if (location.origin !== args.origin) return;
  for (const [key, value] of Object.entries(args.local)) localStorage.setItem(key, value);
  for (const [key, value] of Object.entries(args.session)) sessionStorage.setItem(key, value);
  window.__benchDone = new Promise<number>((resolve) => {
    const check = () => {
      const row = document.querySelectorAll('table tbody tr')[args.rows - 1] as HTMLElement | undefined;
      if (row && row.innerText.trim() !== '') {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
};

/** Starts watching for `visible`, and notes when the next click lands; window.__benchDone is when it painted. */
export const watch = (visible: Visible) => {
  window.__benchClickAt = undefined;
  addEventListener('click', (event) => (window.__benchClickAt ??= event.timeStamp), { capture: true, once: true });
  window.__benchDone = new Promise<number>((resolve) => {
    const shown = () => {
      if (visible.kind === 'rows') {
        const row = document.querySelectorAll('table tbody tr')[visible.count - 1] as HTMLElement | undefined;
        return Boolean(row && row.innerText.trim() !== '');
      }
      const element = document.querySelector(visible.selector) as HTMLElement | null;
      return location.pathname.endsWith(visible.path) && Boolean(element?.innerText.includes(visible.text));
    };
    const check = () => {
      if (shown()) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
};

/** Per keystroke: from the key event to just after the next frame is painted. */
export const watchKeys = () => {
  window.__benchKeys = [];
  addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => window.__benchKeys!.push(performance.now() - start);
        channel.port2.postMessage(0);
      });
    },
    { capture: true },
  );
};

/** API requests the page had started before `until` (ms since navigation), by path. */
export const requestsBefore = (until: number) =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.startTime < until)
    .map((entry) => ({ path: new URL(entry.name).pathname, type: entry.initiatorType }));
