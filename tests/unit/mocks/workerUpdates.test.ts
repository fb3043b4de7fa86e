// The embedded backend's worker in the browser (mocks/workerUpdates.ts): msw's unawaited check for a newer worker
// cannot end as an uncaught error when it fails.
import { describe, expect, it, vi } from 'vitest';
import { quietWorkerUpdates } from '../../../mocks/workerUpdates';

describe('quietWorkerUpdates', () => {
  it('turns a failed update of a registered worker into a warning; the registration answers as before', async () => {
    const registration = { update: vi.fn(() => Promise.reject(new TypeError('Failed to update a ServiceWorker'))) } as unknown as ServiceWorkerRegistration;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await quietWorkerUpdates({ getRegistrations: async () => [registration] });
    // As msw calls it: without await or catch. A rejection here would fail the test as unhandled.
    await expect(registration.update()).resolves.toBe(registration);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('checking for a newer one failed'), expect.any(TypeError));
    warn.mockRestore();
  });
});
