// How the engine's pages report a failed call: the server's text as an error notification, except for silent
// codes, session reactions and missing permissions, which are shown elsewhere (spec 002 §8.1).
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { isQuietFailure } from '../../data/errors';

/** `fallback`: the message key when the failure carries no text of its own. */
export const useFailureNotifier = (fallback: string | ((error: unknown) => string) = 'ra.notification.http_error') => {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      if (isQuietFailure(error)) return;
      const message = error instanceof Error ? error.message : typeof fallback === 'function' ? fallback(error) : fallback;
      notify(message, { type: 'error' });
    },
    [notify, fallback],
  );
};
