// The embedded backend's lists on the large seed (10 000 customers, 10 050 tickets), end to end through the
// console's transport and MSW, as the list screens call them. The baseline, measured in the same run, is the
// cheapest signed-in call there is (the owner's 6 stores): a list's cost is read as a ratio to it, so the numbers
// mean the same on a fast laptop and on a busy CI machine.
import { bench, describe } from 'vitest';
import { authProvider } from '../src/auth/authProvider';
import { callNamedAction, configureTransport } from '../src/transport/client';
import { DEMO_ACCOUNTS } from '../mocks/db/demoAccounts';
import { createTestBackend } from '../mocks/node';
import { resetState } from '../mocks/state';
import { installMemoryStorage } from '../scripts/lib/memoryStorage';

installMemoryStorage();
const server = createTestBackend();
server.listen({ onUnhandledRequest: 'error' });
configureTransport({ baseUrl: 'http://mmc.test/mmc/mrpay/' });
await resetState('large');
const owner = DEMO_ACCOUNTS.find((account) => account.label === 'Owner')!;
await authProvider.login({ username: owner.login, password: owner.password });

const list = (action: string, params: Record<string, unknown>, page: number, perPage: number) =>
  callNamedAction(action, params, { paging: { page, perPage }, hideErrMsg: true });

describe('large seed lists, relative to the 6-store list', () => {
  bench('baseline: the owner’s 6 stores', () => list('QueryStoreList', {}, 1, 10).then(() => undefined));
  bench('customers, page 1 of 10 000 by createDt DESC', () => list('QueryCustomers', { sortField: 'createDt', sortOrder: 'DESC' }, 1, 10).then(() => undefined));
  bench('customers, page 500 by surname ASC', () => list('QueryCustomers', { sortField: 'surname', sortOrder: 'ASC' }, 500, 20).then(() => undefined));
  bench('customers, not blacklisted + search "an" + by email', () =>
    list('QueryCustomers', { blackFlg: 'N', searchKey: 'an', sortField: 'email', sortOrder: 'ASC' }, 3, 50).then(() => undefined),
  );
  bench('tickets, addressed, by requestDt DESC (10 050)', () =>
    list('TicketHistory', { status: '1', sortField: 'requestDt', sortOrder: 'DESC' }, 2, 10).then(() => undefined),
  );
});
