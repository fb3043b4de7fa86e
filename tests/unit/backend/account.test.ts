// QueryUserBaseInfo: the signed-in person's own details for the Account Profile page.
import { describe, expect, it } from 'vitest';
import { callNamedAction as callAction } from '../../../src/transport/client';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

describe('QueryUserBaseInfo', () => {
  it("answers the owner's name, mobile, e-mail, role and business", async () => {
    await loginAs();
    await expect(callAction('QueryUserBaseInfo')).resolves.toMatchObject({
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      mblNoPlain: '712345678',
      email: 'wanjiru.kamau@mamawanjiru.co.ke',
      loginName: '',
      roleName: 'Owner',
      mercId: 'M100001',
      mercNm: 'Mama Wanjiru Traders Ltd',
    });
  });

  it("answers the cashier's own details, with his staff username", async () => {
    await loginAs(CASHIER);
    await expect(callAction('QueryUserBaseInfo')).resolves.toMatchObject({ firstName: 'Brian', loginName: 'cashier', roleName: 'Cashier', mercNm: 'Mama Wanjiru Traders Ltd' });
  });

  it('needs a session', async () => {
    await expect(rejectionOf(callAction('QueryUserBaseInfo', {}, { hideErrMsg: true }))).resolves.toMatchObject({ code: 'SCM60401' });
  });
});
