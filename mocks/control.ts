// Test controls under /__mock__/: inject faults, reset data, read the last one-time code, move the clock.
// They exist only in the embedded backend; a real server has no such routes.
import { http, HttpResponse } from 'msw';
import { startSession } from './actions/session';
import { advanceClock, resetClock } from './clock';
import type { SeedSize } from './db/types';
import { checkClockMove, checkFault } from './controlInput';
import { addFault, clearFaults } from './faults';
import { commit, db, getState, resetState, runtime } from './state';
import { buyDeal } from './dealOrders';

const SEED_SIZES: readonly SeedSize[] = ['demo', 'large'];

const refused = (message: string) => HttpResponse.json({ ok: false, message }, { status: 400 });

/** Whether the backend is up (and with which data): harmless, so it stays when the controls are off. */
/** The outbox's messages sent one way (to one recipient, when named), newest first. */
const sent = (channel: 'sms' | 'email', to: string | null) =>
  runtime()
    .outbox.filter((message) => (message.channel ?? 'sms') === channel && (!to || message.to === to))
    .slice()
    .reverse();

export const healthHandler = http.get('*/__mock__/health', () => HttpResponse.json({ ok: true, size: getState().size }));

export const controlHandlers = [
  http.post('*/__mock__/faults', async ({ request }) => {
    const fault = checkFault(await request.json().catch(() => undefined));
    if (!fault.ok) return refused(fault.message);
    addFault(fault.value);
    return HttpResponse.json({ ok: true });
  }),
  // A customer buys a deal on Discover Deals: {dealId, customerName?} → the paid order with its redemption code.
  http.post('*/__mock__/deal-orders', async ({ request }) => {
    const body = (await request.json().catch(() => undefined)) as { dealId?: unknown; customerName?: unknown } | undefined;
    const order = typeof body?.dealId === 'string' ? buyDeal(body.dealId, typeof body.customerName === 'string' ? body.customerName : undefined) : undefined;
    if (!order) return refused('dealId must name a deal');
    return HttpResponse.json({ ok: true, order });
  }),
  http.delete('*/__mock__/faults', () => {
    clearFaults();
    return HttpResponse.json({ ok: true });
  }),
  // `keepSessions=<token>,<token>` (or `1`: all) reseeds the data but keeps those sessions, signed in as at their
  // login: end-to-end tests sign in once per worker and reset before every test.
  http.post('*/__mock__/reset', async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const size = query.get('size');
    if (size !== null && !SEED_SIZES.includes(size as SeedSize)) {
      return refused(`size must be one of ${SEED_SIZES.join(', ')}`);
    }
    const keep = query.get('keepSessions')?.split(',') ?? [];
    const kept = Object.entries(runtime().sessions).filter(([token]) => keep.includes('1') || keep.includes(token));
    clearFaults();
    resetClock();
    await resetState((size as SeedSize | null) ?? undefined);
    for (const [token, session] of kept) {
      const user = db().users.find((candidate) => candidate.usrNo === session.usrNo);
      if (user) startSession(user, session.deviceInfo, token);
    }
    await commit();
    return HttpResponse.json({ ok: true, size: getState().size, sessionsKept: kept.length });
  }),
  http.get('*/__mock__/otp', ({ request }) => {
    const target = new URL(request.url).searchParams.get('target');
    const latest = Object.values(runtime().otps)
      .filter((otp) => !target || otp.target === target)
      .sort((a, b) => b.sentAt - a.sentAt)[0];
    return HttpResponse.json({ jrnNo: latest?.jrnNo ?? null, code: latest?.code ?? null });
  }),
  // What the provider would have sent by SMS to a number (a staff member's first password), newest first.
  http.get('*/__mock__/sms', ({ request }) => HttpResponse.json({ messages: sent('sms', new URL(request.url).searchParams.get('to')) })),
  // What the provider would have e-mailed to an address (a loan or overdraft offer with its reference number), newest first.
  http.get('*/__mock__/email', ({ request }) => HttpResponse.json({ messages: sent('email', new URL(request.url).searchParams.get('to')) })),
  http.post('*/__mock__/clock', async ({ request }) => {
    const move = checkClockMove(await request.json().catch(() => undefined));
    if (!move.ok) return refused(move.message);
    advanceClock(move.value);
    return HttpResponse.json({ ok: true });
  }),
];
