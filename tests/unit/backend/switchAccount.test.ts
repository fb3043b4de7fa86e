// Switching account (code 41): the owner works in a sub-merchant's own books and comes back; the tab they switched
// from keeps the main account; a disabled sub-merchant, another merchant's one, or a person holding the list (32)
// but not the switch (41) is refused in the spec's words.
import { describe, expect, it } from 'vitest';
import { callNamedAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { getSession, getToken, setToken } from '../../../src/transport/session';
import { backToMainAccount, startSwitchedSession } from '../../../src/auth/switchAccount';
import { db } from '../../../mocks/state';
import { CASHIER, loginAs, OWNER, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Body = Record<string, unknown>;
const call = <T = Body>(action: string, body: Body = {}) => callNamedAction<T>(action, body, { hideErrMsg: true });
const failureOf = async (action: string, body: Body = {}) => (await rejectionOf(call(action, body))) as MmcError;

describe('switch account', () => {
  it('works in the sub-merchant’s own books until the owner goes back, leaving the main account’s store and tab alone', async () => {
    await loginAs(OWNER);
    await call('ChangeStore', { storeId: 'S100002' });
    const mainBalance = (await call<{ avaBal: number }>('QueryAvailableBalance')).avaBal;
    const mainToken = getToken()!;

    await startSwitchedSession(await call('SwitchAccount', { subMercId: 'SM100001' }));
    expect(getSession()).toMatchObject({ subAccountName: 'Kamau Fresh Produce', storeName: 'Kamau Fresh Produce' });
    await expect(call('QryUserInformation')).resolves.toMatchObject({
      mainFlag: 'N',
      mercNm: 'Kamau Fresh Produce',
      storeList: [{ storeName: 'Kamau Fresh Produce', headOffFlg: 'Y' }],
    });
    await expect(call('QueryAvailableBalance')).resolves.toMatchObject({ avaBal: 0, acNm: 'Kamau Fresh Produce' });
    await expect(call('QuerySubMerchantList')).resolves.toMatchObject({ total: 0 });
    await expect(
      failureOf('AddSubMerchant', { subMercNm: 'Kamau Junior', mblNo: '722000111', city: 'Nakuru', physicalAddress: 'Stall 15', stlMethod: '0', stlPayMode: '1' }),
    ).resolves.toMatchObject({ code: 'MMCP3303', message: "A sub-merchant's account cannot add sub-merchants. Go back to your main account to add one." });

    // Another tab still holds the main account's session, at the store chosen there.
    const subToken = getToken()!;
    setToken(mainToken);
    await expect(call('QryUserInformation')).resolves.toMatchObject({ mainFlag: 'Y', currentStore: { storeId: 'S100002' } });
    setToken(subToken);

    await backToMainAccount();
    expect(getSession()?.subAccountName).toBeUndefined();
    await expect(call('QryUserInformation')).resolves.toMatchObject({ mainFlag: 'Y', mercNm: 'Mama Wanjiru Traders Ltd', currentStore: { storeId: 'S100002' } });
    await expect(call('QueryAvailableBalance')).resolves.toMatchObject({ avaBal: mainBalance });
    // The sub-merchant's session ended with the way back.
    setToken(subToken);
    await expect(failureOf('QryUserInformation')).resolves.toMatchObject({ code: 'SCM60401' });
  });

  it('opens the sub-merchant’s books once: switching again finds what was left there', async () => {
    await loginAs(OWNER);
    await startSwitchedSession(await call('SwitchAccount', { subMercId: 'SM100002' }));
    const first = getSession()!.mercId;
    await backToMainAccount();
    await startSwitchedSession(await call('SwitchAccount', { subMercId: 'SM100002' }));
    expect(getSession()!.mercId).toBe(first);
    expect(db().merchants.filter((merchant) => merchant.mercNm === 'Achieng Tailoring')).toHaveLength(1);
  });

  it('refuses a disabled sub-merchant and one the merchant does not have, in the spec’s words', async () => {
    await loginAs(OWNER);
    await expect(failureOf('SwitchAccount', { subMercId: 'SM100003' })).resolves.toMatchObject({
      code: 'MMCP3302',
      message: 'This sub-merchant is disabled. Enable it before switching to its account.',
    });
    await expect(failureOf('SwitchAccount', { subMercId: 'SM999999' })).resolves.toMatchObject({ code: 'MMCP0404' });
    await expect(call('QryUserInformation')).resolves.toMatchObject({ mainFlag: 'Y' });
  });

  it('lets a person holding the sub-merchant list (32) but not the switch (41) list them and not switch', async () => {
    db().users.find((user) => user.loginName === CASHIER.login)!.funcNos = ['32'];
    await loginAs(CASHIER);
    await expect(call('QuerySubMerchantList')).resolves.toMatchObject({ total: 3 });
    await expect(failureOf('SwitchAccount', { subMercId: 'SM100001' })).resolves.toMatchObject({ code: 'MMCP0403', message: 'no permission' });
  });
});
