// The typed client: callAction('<Action>', body) is typed by the catalogue (schemas/actions/). The lines marked as
// expected type errors are the test: `tsc` (npm run typecheck, part of npm test) fails if any of them compiles, i.e. if a
// misspelt field, a wrong field type or an unknown action name stopped being a type error. At run time the
// typed call sends what callNamedAction sends, with the catalogue's transaction type.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerOf, RequestOf } from '../../../src/generated/actionTypes';
import { callAction } from '../../../src/transport/client';
import { useTestTransport } from '../helpers/events';

// Never called: only compiled.
export const typeLevelChecks = async (): Promise<void> => {
  const goodsList = [{ goodsName: 'Sukuma', goodsPrice: 5_000, goodsNum: 2 }];
  const order: AnswerOf<'CreateGoodsOrder'> = await callAction('CreateGoodsOrder', { goodsList, discountType: 'P', discountVal: 10 });
  order.ordSts satisfies string;
  // @ts-expect-error a misspelt request field (goodList for goodsList)
  await callAction('CreateGoodsOrder', { goodList: goodsList });
  // @ts-expect-error a field the action does not take
  await callAction('ConfirmPayment', { orderNo: 'O1', payType: '0008', rcvAmount: 100, tip: 5 });
  // @ts-expect-error a value outside the field's enum
  await callAction('ConfirmPayment', { orderNo: 'O1', payType: 'cash' });
  // @ts-expect-error a required field left out
  await callAction('ChangeStore', {});
  // @ts-expect-error an action the catalogue does not declare
  await callAction('CreateGoodsOrders', { goodsList });
  // @ts-expect-error the answer has no such field
  (await callAction('SelectUnreadCount', { usrNo: 'U1' })).unreadCnt;
  const request: RequestOf<'QueryStoreList'> = { storeName: 'Main', limit: 10, offset: 0 };
  await callAction('QueryStoreList', request);
  await callAction('QryUserInformation');
};

describe('callAction typed by the catalogue', () => {
  const bodies: Record<string, unknown>[] = [];
  const server = setupServer(
    http.post('*/mmc/mrpay/:action', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ gda: { msg_cd: 'MMC00000', msg_inf: 'ok' }, body: { unreadCount: 3 } });
    }),
  );
  useTestTransport();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => (bodies.length = 0));
  afterAll(() => server.close());

  it('sends the body with the common fields and the transaction type the catalogue gives the action', async () => {
    await callAction('CreateGoodsOrder', { goodsList: [{ goodsName: 'Sukuma', goodsPrice: 5_000, goodsNum: 2 }] });
    expect(bodies[0]).toMatchObject({ goodsList: [{ goodsName: 'Sukuma' }], txTyp: '117', channel: 'WEB' });
    await expect(callAction('SelectUnreadCount', { usrNo: 'U1' })).resolves.toEqual({ unreadCount: 3 });
    expect(bodies[1]).toMatchObject({ usrNo: 'U1', txTyp: '' });
  });
});
