// Whether the server has ended this tab's session while the page is shown: a session reaction on the transport's
// bus (SCM60401, MMCP5148…). A form then stops guarding its unsaved changes: what was typed is kept for the next
// sign-in (sessionDraft.ts), and a guard left on blocked the way to the login page, which react-admin then asked
// for again and again. Told at once (flushSync): the way to the login page loads it afresh (TransportReactions),
// and a guard still on a moment later asked "Leave site?" with nothing to lose.
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { onTransportEvent } from '../transport/events';

export const useSessionEnded = (): boolean => {
  const [ended, setEnded] = useState(false);
  useEffect(
    () =>
      onTransportEvent((event) => {
        if (event.type === 'reaction') flushSync(() => setEnded(true));
      }),
    [],
  );
  return ended;
};
