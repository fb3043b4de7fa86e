// Test controls under /__mock__/: inject faults, reset data, read the last one-time code, move the clock.
// They exist only in the embedded backend; a real server has no such routes.
import { http, HttpResponse } from 'msw';
import { advanceClock } from './clock';
import type { SeedSize } from './db/types';
import { addFault, clearFaults, type Fault } from './faults';
import { getState, resetState, runtime } from './state';

export const controlHandlers = [
  http.get('*/__mock__/health', () => HttpResponse.json({ ok: true, size: getState().size })),
  http.post('*/__mock__/faults', async ({ request }) => {
    const fault = (await request.json()) as Fault;
    addFault(fault);
    return HttpResponse.json({ ok: true });
  }),
  http.delete('*/__mock__/faults', () => {
    clearFaults();
    return HttpResponse.json({ ok: true });
  }),
  http.post('*/__mock__/reset', async ({ request }) => {
    const size = new URL(request.url).searchParams.get('size') as SeedSize | null;
    clearFaults();
    await resetState(size ?? undefined);
    return HttpResponse.json({ ok: true, size: getState().size });
  }),
  http.get('*/__mock__/otp', ({ request }) => {
    const target = new URL(request.url).searchParams.get('target');
    const latest = Object.values(runtime().otps)
      .filter((otp) => !target || otp.target === target)
      .sort((a, b) => b.sentAt - a.sentAt)[0];
    return HttpResponse.json({ jrnNo: latest?.jrnNo ?? null, code: latest?.code ?? null });
  }),
  http.post('*/__mock__/clock', async ({ request }) => {
    const { advanceMs } = (await request.json()) as { advanceMs: number };
    advanceClock(advanceMs);
    return HttpResponse.json({ ok: true });
  }),
];
