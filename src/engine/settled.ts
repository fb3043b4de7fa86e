// Asking the server about what is being typed (a push message's cost, a loan's repayments): wait until typing
// pauses, then ask about the value as it then is. Shared by the engine's section preview and hand-written flows.
import { useEffect, useState } from 'react';

/** How long typing must pause before the server is asked again. */
export const SETTLE_MS = 400;

/** The value once it has stayed the same for `delay` ms. */
export const useSettled = <T,>(value: T, delay: number = SETTLE_MS): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
};
