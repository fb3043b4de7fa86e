// @vitest-environment jsdom
// A form's notices about its saves: refusals waiting their turn in react-admin's one-at-a-time queue are dropped
// when the form is saved again, so the save that goes through is announced at once, not after stale refusals.
import '../../declaredScreensProvided';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, useNotificationContext, useNotify } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { useSaveNotices } from '../../../src/engine/pages/useSaveNotices';
import { getEntity } from '../../../src/engine/registry';

const wrapper = ({ children }: { children: ReactNode }) => <AdminContext>{children}</AdminContext>;

const useForm = () => ({ ...useSaveNotices(getEntity('customer')), notify: useNotify(), queue: useNotificationContext().notifications });

describe('useSaveNotices', () => {
  it('drops the refusals still queued when the form is saved again, and only its own', () => {
    const { result } = renderHook(useForm, { wrapper });
    act(() => {
      result.current.notify('Another page failed', { type: 'error' });
      // react-admin's own notice for a save tried with mistakes, three times, then a refusal by the server.
      for (let tries = 0; tries < 3; tries += 1) result.current.notify('ra.message.invalid_form', { type: 'error' });
      result.current.onError(new Error('A customer with this mobile number already exists.'));
    });
    expect(result.current.queue.map((notice) => notice.message)).toEqual(['Another page failed', 'A customer with this mobile number already exists.']);

    act(() => {
      result.current.notify('ra.message.invalid_form', { type: 'error' });
      result.current.transform({ firstName: '  Akinyi ' });
    });
    expect(result.current.queue.map((notice) => notice.message)).toEqual(['Another page failed']);
  });

  it('sends the record as a save sends it', () => {
    const { result } = renderHook(useForm, { wrapper });
    expect(result.current.transform({ firstName: '  Akinyi ', surname: 'Odhiambo ' })).toEqual({ firstName: 'Akinyi', surname: 'Odhiambo' });
  });
});
