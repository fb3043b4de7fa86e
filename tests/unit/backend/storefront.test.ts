// Settings → Manage storefront: what the storefront tells shoppers is set whole by one action and checked against its
// schema; shoppers' reviews are answered once, and only by someone who manages the store (2002), not one who views it.
import { describe, expect, it } from 'vitest';
import { callNamedAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { db } from '../../../mocks/state';
import { wireDateNow } from '../../../mocks/resources/collections';
import { CASHIER, loginAs, OWNER, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Body = Record<string, unknown>;
const call = <T = Body>(action: string, body: Body = {}) => callNamedAction<T>(action, body, { hideErrMsg: true });
const failureOf = async (action: string, body: Body = {}) => (await rejectionOf(call(action, body))) as MmcError;

const STOREFRONT = {
  payMethods: ['01', '05'],
  address: 'Tom Mboya Street, Nairobi',
  openDays: ['1', '2', '3', '4', '5'],
  openTm: '080000',
  closeTm: '173000',
  contactMblNo: '712345678',
};

describe('storefront', () => {
  it('replaces what shoppers are told, refusing no payment method, an unknown one and an http link in the schema’s words', async () => {
    await loginAs(OWNER);
    await expect(call('QueryStoreFront')).resolves.toMatchObject({ payMethods: ['01', '02', '03'], closeTm: '200000' });
    const none = await failureOf('UpdateStoreFront', { ...STOREFRONT, payMethods: [] });
    expect(none.code).toBe('MMCP0001');
    expect(Object.keys(none.body?.fieldErrors ?? {})).toEqual(['payMethods']);
    expect((await failureOf('UpdateStoreFront', { ...STOREFRONT, payMethods: ['09'] })).code).toBe('MMCP0001');
    const http = await failureOf('UpdateStoreFront', { ...STOREFRONT, twitterUrl: 'http://x.com/mama' });
    expect(http.body?.fieldErrors).toEqual({ twitterUrl: 'Enter an address that starts with https://' });

    // The items shown first must be the store's own: an unknown item is refused.
    expect((await failureOf('UpdateStoreFront', { ...STOREFRONT, productItems: ['GD99999999999'] })).code).toBe('MMCP0001');
    await call('UpdateStoreFront', STOREFRONT);
    const kept = await call('QueryStoreFront');
    expect(kept).toMatchObject({ ...STOREFRONT, updateDt: wireDateNow() });
    // Replaced whole: the seeded return policy and Facebook page are gone with the form that left them out.
    expect(kept).toMatchObject({ facebookUrl: '', returnPolicy: '' });
    expect(db().storefronts).toHaveLength(1);
  });
});

describe('storefront reviews', () => {
  it('lists the reviews awaiting a reply, takes one reply, and refuses a second', async () => {
    await loginAs(OWNER);
    const waiting = await call<{ data: Body[]; total: number }>('ListMerchantComment', { replyFlg: 'N' });
    expect(waiting.total).toBe(3);
    expect(waiting.data.map((review) => review.usrNm)).toEqual(['Otieno J.', 'Achieng M.', 'Kiprop K.']);

    const reply = { commentId: 'RV100002', replyTxt: 'Pole sana, sugar is back on the shelf.' };
    await call('ReplyMerchantComment', reply);
    await expect(call('QueryMerchantCommentDetail', { commentId: 'RV100002' })).resolves.toMatchObject({
      replyFlg: 'Y',
      replyTxt: reply.replyTxt,
      replyDt: wireDateNow(),
    });
    expect((await call<{ total: number }>('ListMerchantComment', { replyFlg: 'N' })).total).toBe(2);
    const again = await failureOf('ReplyMerchantComment', { ...reply, replyTxt: 'Changed my mind.' });
    expect(again.code).toBe('MMCP0002');
    expect(db().storefrontReviews.find((review) => review.commentId === 'RV100002')?.replyTxt).toBe(reply.replyTxt);
  });

  it('lets a person who views stores (2001) but does not manage them (2002) neither read nor answer reviews', async () => {
    db().users.find((user) => user.loginName === CASHIER.login)!.funcNos = ['20', '2001'];
    await loginAs(CASHIER);
    expect((await failureOf('ListMerchantComment')).code).toBe('MMCP0403');
    expect((await failureOf('ReplyMerchantComment', { commentId: 'RV100001', replyTxt: 'Thanks!' })).code).toBe('MMCP0403');
    expect(db().storefrontReviews.find((review) => review.commentId === 'RV100001')?.replyFlg).toBe('N');
  });
});
