// The transport runs outside React. It announces what the user must see (error toasts, session reactions) on
// this bus, and the app shell, which owns notifications, dialogs and the router, listens.
import type { SessionReaction } from './reactions';

export type TransportEvent =
  | { type: 'error'; code: string; message: string; messageKey?: string; action: string }
  | { type: 'reaction'; reaction: SessionReaction; code: string; action: string };

type Listener = (event: TransportEvent) => void;

const listeners = new Set<Listener>();

// The first list's rows are asked for before the app is drawn (src/main.tsx), so their answer, an expired session
// for one, can come before the shell listens. What is said before anyone has listened is kept for the first
// listener; a few at most, for a page where no shell ever listens (a unit test of the transport alone).
const UNHEARD_KEPT = 10;
let unheard: TransportEvent[] | undefined = [];

export const onTransportEvent = (listener: Listener): (() => void) => {
  listeners.add(listener);
  const kept = unheard;
  unheard = undefined;
  kept?.forEach((event) => listener(event));
  return () => listeners.delete(listener);
};

export const emitTransportEvent = (event: TransportEvent): void => {
  if (unheard) {
    unheard.push(event);
    if (unheard.length > UNHEARD_KEPT) unheard.shift();
    return;
  }
  listeners.forEach((listener) => listener(event));
};
