// How the engine's pages report a failed call: the server's text as an error notification, except for silent
// codes, session reactions and missing permissions, which are shown elsewhere (spec 002 §8.1).
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { isQuietFailure } from '../../data/errors';

type Fallback = string | ((error: unknown) => string);

/** The text a failure is reported with, or null for one reported elsewhere (or not at all). */
export const failureMessage = (error: unknown, fallback: Fallback): string | null => {
  if (isQuietFailure(error)) return null;
  return error instanceof Error ? error.message : typeof fallback === 'function' ? fallback(error) : fallback;
};

/** `fallback`: the message key when the failure carries no text of its own. */
export const useFailureNotifier = (fallback: Fallback = 'ra.notification.http_error') => {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const message = failureMessage(error, fallback);
      if (message !== null) notify(message, { type: 'error' });
    },
    [notify, fallback],
  );
};
