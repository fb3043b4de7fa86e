// What a form says about its saves. A refused save is reported; but the notices of earlier refusals still
// waiting their turn (react-admin shows one notice at a time, each for a few seconds) are dropped when the form
// is saved again, so after a few failed tries the successful save says "Customer added", not a stale "The form
// is not valid".
import { useCallback, useRef } from 'react';
import { useNotificationContext, useNotify } from 'react-admin';
import { fieldErrorsOf } from '../../data/errors';
import type { ResourceDefinition } from '../../config/definitions';
import { withoutSkippedSections } from '../../config/sections';
import type { EntityDescriptor } from '../../validation/entityTypes';
import { toWireRecord } from './saving';
import { failureMessage } from './useFailureNotifier';

/** react-admin's notice for a save tried with mistakes in the form. */
const INVALID_FORM = 'ra.message.invalid_form';

const saveFailureFallback = (error: unknown) => (fieldErrorsOf(error) ? INVALID_FORM : 'ra.notification.http_error');

export const useSaveNotices = (entity: EntityDescriptor, definition?: ResourceDefinition) => {
  const notify = useNotify();
  const { setNotifications } = useNotificationContext();
  // What this form has reported, so only its own stale notices are dropped.
  const reported = useRef(new Set<unknown>([INVALID_FORM]));

  const dropStaleFailures = useCallback(() => {
    setNotifications((queue) => queue.filter((notice) => !(notice.type === 'error' && reported.current.has(notice.message))));
  }, [setNotifications]);

  const onError = useCallback(
    (error: unknown) => {
      const message = failureMessage(error, saveFailureFallback);
      if (message === null) return;
      dropStaleFailures();
      reported.current.add(message);
      notify(message, { type: 'error' });
    },
    [notify, dropStaleFailures],
  );

  /** The record as sent; called as each save starts, which is when earlier refusals stop being news. */
  const transform = useCallback(
    <T extends Record<string, unknown>>(data: T): T => {
      dropStaleFailures();
      return toWireRecord(entity, definition ? withoutSkippedSections(definition, data) : data) as T;
    },
    [entity, definition, dropStaleFailures],
  );

  return { onError, transform };
};
