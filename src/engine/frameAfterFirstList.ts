// Opened signed in on a list's address (a reload, a bookmark, a link), the console paints the list's rows first and
// the frame's tools right after: the side menu's entries, the header's store switcher, bell, language and user menu,
// and the open-page tabs. Drawn in the same render as the rows, they made the rows wait for them (issue #12: the
// whole frame was ≈ 300 ms of a 1 500 ms cold load). The header bar with its menu button and the page's title, the
// side menu's panel and the strip's room are there from the first paint, so nothing moves when the tools arrive.
// Any other first page, and every later move, draws the frame with the page as before.
import { useSyncExternalStore } from 'react';

/**
 * The tools come by then, counted from the first render, whatever the list is doing: on a slow network, the list's
 * code may take seconds to come, and the side menu would stay empty all that time.
 */
const LATEST_MS = 1000;

let held = false;
let drawn = false;
let timerStarted = false;
let idleWaitStarted = false;
const listeners = new Set<() => void>();

const drawFrame = () => {
  if (drawn) return;
  drawn = true;
  listeners.forEach((listener) => listener());
};

/** At boot, before the first render: the first page is a list that shows at once (app/services.ts). */
export const holdFrameForFirstList = (): void => {
  if (!drawn) held = true;
};

/**
 * The first list is on the page and waits for its rows: while the browser has nothing else to do, the frame may as
 * well draw. (Not before: waiting for the list's own code, an idle moment says nothing of when it comes.)
 */
export const noteFirstListWaiting = (): void => {
  if (!held || drawn || idleWaitStarted) return;
  idleWaitStarted = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(drawFrame);
  else setTimeout(drawFrame, 0);
};

/**
 * The first list has drawn what it shows (its rows, its empty page or its error): the frame draws once that is
 * painted, not in the same frame.
 */
export const noteFirstListShown = (): void => {
  if (!held || drawn) return;
  requestAnimationFrame(() => setTimeout(drawFrame, 0));
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (held && !drawn && !timerStarted) {
    timerStarted = true;
    setTimeout(drawFrame, LATEST_MS);
  }
  return () => void listeners.delete(listener);
};

const isDrawn = () => drawn || !held;

/** Whether a frame part draws its tools yet (always, unless the console opened on a list still drawing its rows). */
export const useFrameDrawn = (): boolean => useSyncExternalStore(subscribe, isDrawn, () => true);
