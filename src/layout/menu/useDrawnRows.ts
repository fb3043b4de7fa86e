// How many of the side menu's rows are drawn: those a window shows at first, then the rest once the first screen has
// its data, ROWS_PER_IDLE at a time whenever the browser is idle (issue #12). Drawn at once, the 50 rows below the
// fold (about 1 000 components) held the main thread for tens of milliseconds just as a person clicks the first
// list's row; a few rows at a time, a click waits for one small batch at most.
import { useEffect, useState } from 'react';
import { useAfterFirstScreen, whenIdle } from '../../transport/afterFirstScreen';

const ROWS_PER_IDLE = 8;
// The rows still come when the browser is never idle (a page that keeps animating), this long after being asked.
const IDLE_TIMEOUT_MS = 1000;

/** The rows to draw: `inView` at first, growing to `total`. */
export const useDrawnRows = (inView: number, total: number): number => {
  const firstScreenDone = useAfterFirstScreen();
  const [drawn, setDrawn] = useState(inView);
  useEffect(() => {
    if (!firstScreenDone || drawn >= total) return;
    return whenIdle(() => setDrawn(drawn + ROWS_PER_IDLE), IDLE_TIMEOUT_MS);
  }, [firstScreenDone, drawn, total]);
  return firstScreenDone ? Math.max(drawn, inView) : inView;
};
