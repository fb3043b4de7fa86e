// The globalization setting kept for the tab's session (src/layout/rememberedGlobalization.ts): a page loaded again
// starts from it, and it is only ever the signed-in merchant's own.
import { afterEach, describe, expect, it } from 'vitest';
import { rememberedGlobalization, rememberGlobalization } from '../../../src/layout/rememberedGlobalization';
import { setSession } from '../../../src/transport/session';

afterEach(() => sessionStorage.clear());

const signIn = (mercId: string) => setSession({ usrNo: 'U000001', mblNo: '0712345678', mercId, firstName: 'Wanjiru', lastName: 'Kamau' });
const SETTING = { id: 'setting', ctryCd: 'KE', dateFmt: 'YYYY-MM-DD', timeFmt: '12', lang: 'zh-CN' } as const;

describe('the remembered globalization setting', () => {
  it('gives back what was read for the signed-in merchant, with when it was read', () => {
    signIn('M0001');
    rememberGlobalization(SETTING, 1_700_000_000_000);
    expect(rememberedGlobalization()).toEqual({ record: SETTING, at: 1_700_000_000_000 });
  });

  it("is not another merchant's: after a switch of account the console asks again", () => {
    signIn('M0001');
    rememberGlobalization(SETTING, 1_700_000_000_000);
    signIn('M0002');
    expect(rememberedGlobalization()).toBeUndefined();
  });

  it('keeps nothing without a session, and nothing when there is no setting yet', () => {
    rememberGlobalization(SETTING, 1_700_000_000_000);
    signIn('M0001');
    expect(rememberedGlobalization()).toBeUndefined();
    rememberGlobalization(undefined, 1_700_000_000_000);
    expect(rememberedGlobalization()).toBeUndefined();
  });

  it('a kept value that cannot be read counts as none', () => {
    signIn('M0001');
    sessionStorage.setItem('mc.globalization', '{not json');
    expect(rememberedGlobalization()).toBeUndefined();
  });
});
