// The push-message actions on the embedded backend (resources/pushMessages.json, mocks/resources/pushMessageEffects.ts):
// the server counts the recipients and computes the total cost (PushInfoCost, PushInfoAdd), a new message goes under
// review, one being sent is locked with MMCP2302, and the lists by send status.
import { describe, expect, it } from 'vitest';
import { callNamedAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';
import { daysFromToday, HOUR, later } from '../helpers/time';

useTestBackend();

type Row = Record<string, unknown>;
const PAGED = new Set(['PushInfoList', 'QueryCustomers']);
const call = (action: string, body: Row = {}) =>
  callNamedAction<Row>(action, body, { hideErrMsg: true, ...(PAGED.has(action) ? { paging: { page: 1, perPage: 100 } } : {}) });
const failureOf = async (action: string, body: Row) => (await rejectionOf(call(action, body))) as MmcError;

const toCustomers = (custIds: string[], changes: Row = {}): Row => ({
  title: 'Weekend offer',
  msgTyp: '01',
  content: 'Ten percent off flour and rice this weekend.',
  targetReach: '01',
  custIds,
  msgChannel: ['S'],
  frequency: 'W',
  quantity: 2,
  startDt: '20261201',
  endDt: '20261215',
  ...changes,
});

const someCustomers = async (): Promise<Row[]> => ((await call('QueryCustomers', { blackFlg: 'N' })).data as Row[]).slice(0, 5);

describe('push messages', () => {
  it('the server counts the recipients and computes the cost before and on submitting; the message goes under review', async () => {
    await loginAs();
    const customers = await someCustomers();
    const ids = customers.map((customer) => String(customer.custId));
    // SMS at KES 1.00 each, five customers, twice.
    expect(await call('PushInfoCost', { targetReach: '01', custIds: ids, msgChannel: ['S'], quantity: 2 })).toEqual({
      recipients: 5,
      unitPrice: 100,
      totalCost: 1_000,
    });
    const added = await call('PushInfoAdd', toCustomers(ids));
    expect(added).toMatchObject({ sendSts: 'RU', recipients: 5, totalCost: 1_000 });
    // Only the women among them, by e-mail at KES 0.20.
    const women = customers.filter((customer) => customer.gender === 'F').length;
    const byEmail = await call('PushInfoAdd', toCustomers(ids, { gender: 'F', msgChannel: ['E'], quantity: 3 }));
    expect(byEmail).toMatchObject({ recipients: women, totalCost: women * 20 * 3 });
    // By SMS and e-mail and in the app: each recipient gets all three, and each channel is paid for.
    expect(await call('PushInfoCost', { targetReach: '01', custIds: ids, msgChannel: ['S', 'E', 'A'], quantity: 2 })).toEqual({
      recipients: 5,
      unitPrice: 120,
      totalCost: 5 * 120 * 2,
    });
    // Phonebook numbers: each distinct number once, whichever way it is written.
    const phonebook = await call('PushInfoAdd', {
      ...toCustomers([]),
      custIds: undefined,
      targetReach: '02',
      mblNos: '0712 000 111, +254712000111\n0722000222;733000333',
      quantity: 1,
    });
    expect(phonebook).toMatchObject({ recipients: 3, totalCost: 300 });
    expect(phonebook.custIds).toBeUndefined();
  });

  it('refuses in the spec’s words: no customer, numbers in the wrong shape, dates out of order, a message being sent, someone who may not manage', async () => {
    await loginAs();
    const [customer] = await someCustomers();
    const noCustomer = await failureOf('PushInfoAdd', toCustomers([]));
    expect(noCustomer.body?.fieldErrors).toEqual({ custIds: 'Choose at least one customer.' });
    const noChannel = await failureOf('PushInfoAdd', toCustomers([String(customer!.custId)], { msgChannel: [] }));
    expect(noChannel.body?.fieldErrors).toEqual({ msgChannel: 'Choose at least one channel.' });
    expect(
      (await failureOf('PushInfoAdd', { ...toCustomers([]), custIds: undefined, targetReach: '02', mblNos: '0712 34' })).body?.fieldErrors,
    ).toEqual({
      mblNos: 'Enter Kenyan mobile numbers, e.g. 0712 345 678, separated by commas or new lines.',
    });
    expect((await failureOf('PushInfoAdd', toCustomers([String(customer!.custId)], { endDt: '20261130' }))).body?.fieldErrors).toEqual({
      endDt: 'The end date cannot be before the start date.',
    });
    const [sending] = (await call('PushInfoList', { sendSts: 'SP' })).data as Row[];
    const locked = await failureOf('PushInfoModify', { pushId: sending!.pushId, title: 'Eggs all week' });
    expect(locked.code).toBe('MMCP2302');
    expect(locked.message).toBe('This push message is being reviewed or sent and can no longer be changed.');
    // Under review it may still be amended, and its cost is computed again.
    const [waiting] = (await call('PushInfoList', { sendSts: 'RU' })).data as Row[];
    const amended = await call('PushInfoModify', { pushId: waiting!.pushId, quantity: 2 });
    expect(amended).toMatchObject({ sendSts: 'RU', recipients: waiting!.recipients, totalCost: (waiting!.totalCost as number) * 2 });
    await loginAs(CASHIER);
    expect((await failureOf('PushInfoList', {})).code).toBe('MMCP0403');
    expect((await failureOf('PushInfoCost', { targetReach: '02', mblNos: '0712000111', msgChannel: ['S'], quantity: 1 })).code).toBe('MMCP0403');
  });

  it('is about an ongoing promotion or none: a paused or ended one is refused as the form would not offer it', async () => {
    await loginAs();
    const [customer] = await someCustomers();
    const promotions = (await call('PromotionStatisticalList', {})).data as Row[];
    const named = (name: string) => promotions.find((promotion) => promotion.proNm === name)!.proId;
    const aboutOngoing = await call('PushInfoAdd', toCustomers([String(customer!.custId)], { proId: named('Back to school') }));
    expect(aboutOngoing).toMatchObject({ proId: named('Back to school'), sendSts: 'RU' });
    for (const notRunning of ['Weekend breakfast', 'Harvest festival']) {
      const refused = await failureOf('PushInfoAdd', toCustomers([String(customer!.custId)], { proId: named(notRunning) }));
      expect(refused.body?.fieldErrors).toEqual({ proId: 'This choice is not among yours. Choose again from the list.' });
    }
  });

  it('counts the messages and the promotions of each status as their lists show them (the tabs’ counts)', async () => {
    await loginAs();
    const messages = (await call('PushInfoList')).data as Row[];
    const pushCounts = await call('QryProPushStatusCount', { cntTyp: '02' });
    expect(pushCounts).toEqual({ cntTyp: '02', counts: { RU: 1, RW: 1, RS: 0, RF: 1, SP: 1, SS: 1, SF: 1 }, total: messages.length });
    // A new message is one more under review.
    const [customer] = await someCustomers();
    await call('PushInfoAdd', toCustomers([String(customer!.custId)]));
    expect((await call('QryProPushStatusCount', { cntTyp: '02' })).counts).toMatchObject({ RU: 2 });

    const promotions = (await callNamedAction<Row>('PromotionStatisticalList', {}, { hideErrMsg: true, paging: { page: 1, perPage: 100 } })).data as Row[];
    const promotionCounts = await call('QryProPushStatusCount', { cntTyp: '01' });
    expect(promotionCounts.total).toBe(promotions.length);
    for (const status of ['01', '02', '03', '04', '07', '08']) {
      expect((promotionCounts.counts as Record<string, number>)[status], `promotions of status ${status}`).toBe(
        promotions.filter((promotion) => promotion.status === status).length,
      );
    }
    await loginAs(CASHIER);
    expect((await failureOf('QryProPushStatusCount', { cntTyp: '02' })).code).toBe('MMCP0403');
  });

  it('a submitted message is reviewed a day later, then waits for its start date, sends within its dates and is sent after them; the seed’s stay as they were', async () => {
    await loginAs();
    const [customer] = await someCustomers();
    const { pushId } = await call('PushInfoAdd', toCustomers([String(customer!.custId)], { startDt: daysFromToday(3), endDt: daysFromToday(5) }));
    const statusOf = async (id: unknown) => ((await call('PushInfoList', { pushId: id })).data as Row[])[0]!.sendSts;
    const seeded = ((await call('PushInfoList', { sendSts: 'RU' })).data as Row[]).find((message) => message.pushId !== pushId)!;
    await later(23 * HOUR);
    expect(await statusOf(pushId)).toBe('RU');
    await later(2 * HOUR);
    // Approved, and waiting for its start date: processing, counted on its tab.
    expect(await statusOf(pushId)).toBe('RS');
    expect(((await call('QryProPushStatusCount', { cntTyp: '02' })).counts as Record<string, number>).RS).toBe(1);
    await later(2 * 24 * HOUR);
    expect(await statusOf(pushId)).toBe('SP');
    await later(3 * 24 * HOUR);
    expect(await statusOf(pushId)).toBe('SS');
    expect(await statusOf(seeded.pushId)).toBe('RU');
  });

  it('lists the messages by send status', async () => {
    await loginAs();
    const all = (await call('PushInfoList')).data as Row[];
    expect(new Set(all.map((message) => message.sendSts))).toEqual(new Set(['RU', 'RW', 'RF', 'SP', 'SS', 'SF']));
    const sent = (await call('PushInfoList', { sendSts: 'SS' })).data as Row[];
    expect(sent.map((message) => message.title)).toEqual(['Back to school offer']);
    expect(sent[0]).toMatchObject({ recipients: 6, totalCost: 600 });
  });
});
