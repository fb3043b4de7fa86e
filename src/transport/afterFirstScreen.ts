// Calls the first screen does not show (the bell's unread count, the storefront status) wait until the first
// screen's own request has come back and the browser is idle, so they never compete with it for the backend or the
// main thread (issue #12: they used to start before the first list's request). A screen that makes no request
// lets them go after FALLBACK_MS.
import { useEffect, useState } from 'react';

const FALLBACK_MS = 1500;

let markSettled: () => void = () => undefined;
const firstCallSettled = new Promise<void>((resolve) => {
  markSettled = resolve;
});

/** Called by the transport when a call of the console (not a key fetch) has been answered or has failed. */
export const noteCallSettled = (): void => markSettled();

/** Runs `then` once the browser is idle, or after `timeoutMs` if it never is; the returned function cancels it. */
export const whenIdle = (then: () => void, timeoutMs: number): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(then, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(then, 0);
  return () => clearTimeout(handle);
};

/** Resolves once the browser is idle, or after `timeoutMs` if it never is. */
export const browserIdle = (timeoutMs: number): Promise<void> => new Promise((resolve) => whenIdle(resolve, timeoutMs));

const IDLE_TIMEOUT_MS = 500;

let ready: Promise<void> | undefined;

/** Resolves once the first screen has had its data (or FALLBACK_MS has passed) and the browser is idle. */
export const afterFirstScreen = (): Promise<void> => {
  ready ??= Promise.race([firstCallSettled, new Promise<void>((resolve) => setTimeout(resolve, FALLBACK_MS))]).then(() =>
    browserIdle(IDLE_TIMEOUT_MS),
  );
  return ready;
};

let done = false;

/** False until afterFirstScreen has resolved: the `enabled` of a background query. */
export const useAfterFirstScreen = (): boolean => {
  const [now, setNow] = useState(done);
  useEffect(() => {
    if (now) return;
    let live = true;
    void afterFirstScreen().then(() => {
      done = true;
      if (live) setNow(true);
    });
    return () => {
      live = false;
    };
  }, [now]);
  return now;
};
