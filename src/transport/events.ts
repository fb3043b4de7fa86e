// The transport runs outside React. It announces what the user must see (error toasts, session reactions) on
// this bus, and the app shell, which owns notifications, dialogs and the router, listens.
import type { SessionReaction } from './reactions';

export type TransportEvent =
  | { type: 'error'; code: string; message: string; messageKey?: string; action: string }
  | { type: 'reaction'; reaction: SessionReaction; code: string; action: string };

type Listener = (event: TransportEvent) => void;

const listeners = new Set<Listener>();

export const onTransportEvent = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const emitTransportEvent = (event: TransportEvent): void => {
  listeners.forEach((listener) => listener(event));
};
