// Whether the server has ended this tab's session while the page is shown: a session reaction on the transport's
// bus (SCM60401, MMCP5148…). A form then stops guarding its unsaved changes: what was typed is kept for the next
// sign-in (sessionDraft.ts). Told at once (flushSync), before the login page is loaded afresh (TransportReactions):
// a guard still on asked "Leave site?" with nothing to lose.
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
