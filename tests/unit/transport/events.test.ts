// The transport's bus: what it says before the app shell listens (the first list's rows are asked for before the
// app is drawn) reaches the shell when it starts listening, once; after that, only what is said while it listens.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransportEvent } from '../../../src/transport/events';

let bus: typeof import('../../../src/transport/events');
beforeEach(async () => {
  vi.resetModules();
  bus = await import('../../../src/transport/events');
});

const expired: TransportEvent = { type: 'reaction', reaction: 'sessionAbnormal', code: 'MMCP5148', action: 'QueryCustomers' };
const refused = (action: string): TransportEvent => ({ type: 'error', code: 'MMCP2007', message: 'Service temporarily unavailable.', action });

describe('the transport bus', () => {
  it('hands what was said before anyone listened to the first listener, in order, and to no one after it', () => {
    bus.emitTransportEvent(refused('QryUserInformation'));
    bus.emitTransportEvent(expired);
    const shell: TransportEvent[] = [];
    bus.onTransportEvent((event) => shell.push(event));
    expect(shell).toEqual([refused('QryUserInformation'), expired]);

    const later: TransportEvent[] = [];
    bus.onTransportEvent((event) => later.push(event));
    expect(later).toEqual([]);
  });

  it('tells every listener what is said while they listen, and keeps nothing once someone has listened', () => {
    const shell: TransportEvent[] = [];
    const stop = bus.onTransportEvent((event) => shell.push(event));
    bus.emitTransportEvent(expired);
    stop();
    bus.emitTransportEvent(refused('QueryCustomers'));
    const next: TransportEvent[] = [];
    bus.onTransportEvent((event) => next.push(event));
    expect(shell).toEqual([expired]);
    expect(next).toEqual([]);
  });

  it('keeps only the last ten when no one ever listens', () => {
    for (let index = 0; index < 25; index += 1) bus.emitTransportEvent(refused(`Action${index}`));
    const shell: TransportEvent[] = [];
    bus.onTransportEvent((event) => shell.push(event));
    expect(shell.map((event) => event.action)).toEqual(Array.from({ length: 10 }, (_, index) => `Action${index + 15}`));
  });
});
