// Permission codes are checked where the data is: the backend refuses a role without the code, and the console's
// data provider does not even ask (spec 001 §6; a hidden page is not security).
import { describe, expect, it, vi } from 'vitest';
import { createResourceDataProvider, NO_PERMISSION_CODE } from '../../../src/data/resourceDataProvider';
import { readOnlyFields } from '../../../src/engine/registry';
import { callNamedAction as callAction } from '../../../src/transport/client';
import { CASHIER, loginAs, OWNER, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';
import { resourceDefinitions } from '../../declaredScreens';

useTestBackend();

describe('the backend checks permission codes', () => {
  it('refuses the cashier (no 2001, 2106, 40) the store, customer and ticket actions with "no permission"', async () => {
    await loginAs(CASHIER);
    const refused: Array<[string, Record<string, unknown>]> = [
      ['QueryStoreDetail', { storeId: 'S100002' }],
      ['QueryCustomers', {}],
      ['TicketHistory', {}],
      ['GetDevice', {}],
    ];
    for (const [action, params] of refused) {
      await expect(rejectionOf(callAction(action, params, { hideErrMsg: true }))).resolves.toMatchObject({ code: 'MMCP0403', message: 'no permission' });
    }
    await expect(rejectionOf(callAction('EditStore', { storeId: 'S100002', storeStatus: 'C' }, { hideErrMsg: true }))).resolves.toMatchObject({ code: 'MMCP0403' });
  });

  it('still lists the cashier their own store: the header store switcher needs it for every role', async () => {
    await loginAs(CASHIER);
    await expect(callAction('QueryStoreList', {})).resolves.toMatchObject({ total: 1 });
  });

  it('serves the owner, who holds every code', async () => {
    await loginAs(OWNER);
    await expect(callAction('QueryStoreList', {})).resolves.toMatchObject({ total: 6 });
  });
});

describe('the data provider checks before it calls', () => {
  it('rejects with NO_PERMISSION and sends nothing when the user may not perform the action', async () => {
    const call = vi.fn();
    const provider = createResourceDataProvider({ definitions: resourceDefinitions, readOnlyFields, call, allowed: (_, action) => action === 'list' });
    await expect(provider.getOne('stores', { id: 'S100001' })).rejects.toMatchObject({ status: 403, body: { code: NO_PERMISSION_CODE } });
    await expect(provider.update('stores', { id: 'S100001', data: {}, previousData: { id: 'S100001' } })).rejects.toMatchObject({ status: 403 });
    expect(call).not.toHaveBeenCalled();
  });
});
