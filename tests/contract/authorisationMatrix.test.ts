// Authorisation matrix: every catalogue action × four callers, each sending the owner's valid request (what the
// owner of Mama Wanjiru Traders may do), against the entry's `session` and `access` and record ownership:
//   no token              → a session action answers SCM60401 'Session invalid. Please log in again.'
//   forged token          → the same (32 hex digits, never issued)
//   staff without a code  → the cashier holding every code but the action's: MMCP0403 'no permission'
//   other merchant        → Kiprono Agrovet's owner (every code): a request naming the first merchant's record is
//                           refused (a list filtered by one answers nothing of it); any answer holds none of the
//                           first merchant's identifiers, and the first merchant's records are left as they were
// The deal service (REST) answers 401 and 403 with its texts. Actions with session false are public: listed in the
// output, and their answers to a stranger hold none of the owner's data. The counts go to the console.
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES } from '../../src/auth/permissionCodes';
import { actionFacts } from '../../src/generated/actionFacts';
import { commonFields } from '../../src/transport/client';
import { getToken } from '../../src/transport/session';
import { authProvider } from '../../src/auth/authProvider';
import { DEMO_ACCOUNTS, OWNER_MERCHANT_ID } from '../../mocks/db/demoAccounts';
import { renderMessage } from '../../mocks/messages';
import { db } from '../../mocks/state';
import { useTestBackend } from '../unit/helpers/backend';
import { call, catalogue, OWNER, startAs, validRequestOf, type Body } from './support/catalogueCalls';
import { codeOf, send, thrown, type Answer } from './support/entryPoint';
import { firstMerchantIdentifiers, firstMerchantRecords } from './support/merchantData';

const CASHIER = DEMO_ACCOUNTS.find((account) => account.label === 'Cashier')!;
const OTHER_OWNER = DEMO_ACCOUNTS.find((account) => account.label === 'KYC pending owner')!;
const FORGED_TOKEN = '0123456789abcdef0123456789abcdef';
const say = (key: string) => renderMessage('en-US', key);
/**
 * Public actions whose request proves who is asking: their answer is that account's. Logging in by its password;
 * joining a business by a code to the joiner's phone and the owner's invitation.
 */
const PROVES_IDENTITY = new Set(['MerchantLogin', 'JoinBusiness']);
/**
 * Reads every signed-in user needs whatever their codes (the header's store switcher): without the code, the
 * answer holds only these fields of each record (mocks/resources/generic.ts OPEN_READS).
 */
const OPEN_READS: Readonly<Record<string, readonly string[]>> = { QueryStoreList: ['storeId', 'storeName', 'headOffFlg', 'storeStatus'] };
const SESSION_INVALID = { code: 'SCM60401', message: say('messages.sessionInvalid') };
const NO_PERMISSION = { code: 'MMCP0403', message: say('messages.noPermission') };

type Caller = 'no token' | 'forged token' | 'staff without the code' | 'other merchant';
const outcomes = new Map<string, number>();
const publicActions: string[] = [];
const note = (caller: Caller, outcome: string) => outcomes.set(`${caller}: ${outcome}`, (outcomes.get(`${caller}: ${outcome}`) ?? 0) + 1);

/** Signs `who` in (the owner's session stays alive) and answers their token. */
const tokenOf = async (who: typeof OWNER): Promise<string> => {
  await authProvider.login({ username: who.login, password: who.password });
  return getToken()!;
};

/** The cashier's codes become every code but these (a staff member without the action's code, holding the rest). */
const withoutCodes = (codes: readonly string[]) => {
  db().users.find((user) => user.loginName === CASHIER.login)!.funcNos = ALL_PERMISSION_CODES.filter((code) => !codes.includes(code));
};

const named = async (action: string, body: Body, token?: string): Promise<Answer> => {
  const facts = actionFacts[action]!;
  const headers: Record<string, string> = { 'Accept-Language': 'en-US', ...(token ? { 'auth-token': token } : {}) };
  if (facts.transfer === 'download') return send(`/mmc/mrpay/${action}?_t=1`, { headers });
  return send(`/mmc/mrpay/${action}${facts.htm ? '.htm' : ''}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
};

const refusal = (answer: Answer) => ({ code: codeOf(answer), message: answer.json?.gda?.msg_inf });

/** The first merchant's identifiers the action's own fields name (at any depth; not the common fields). */
const namesFirstMerchantRecord = (body: Body): string[] => {
  const common = new Set(Object.keys(commonFields()));
  const ids = new Set(firstMerchantIdentifiers(true));
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string' && ids.has(value)) found.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  Object.entries(body).forEach(([field, value]) => common.has(field) || visit(value));
  return found;
};

/** What the first merchant's identifiers an answer gives away. */
const leaks = (answer: Answer): string[] => firstMerchantIdentifiers().filter((id) => answer.text.includes(id));

describe('authorisation matrix: every action × no token, forged token, staff without the code, other merchant', () => {
  useTestBackend();

  afterAll(() => {
    console.log(`authorisation matrix: ${catalogue.length} actions × 4 callers; public (no session): ${publicActions.join(', ')}`);
    console.table(Object.fromEntries([...outcomes].sort()));
  });

  for (const action of catalogue.filter((name) => actionFacts[name]!.service === 'mmc')) {
    const facts = actionFacts[action]!;
    it(action, async () => {
      await startAs(OWNER);
      const body: Body = { ...commonFields(facts.txTyp), ...(facts.transfer === 'download' ? {} : await validRequestOf(action)) };

      if (!facts.session) {
        publicActions.push(action);
        for (const [caller, token] of [['no token', undefined], ['forged token', FORGED_TOKEN]] as const) {
          const answer = await named(action, body, token);
          note(caller, `public ${codeOf(answer)}`);
          expect(answer.status).toBeLessThan(500);
          if (!PROVES_IDENTITY.has(action)) expect(leaks(answer), `${action} tells a stranger the owner's data`).toEqual([]);
        }
      } else {
        for (const [caller, token] of [['no token', undefined], ['forged token', FORGED_TOKEN]] as const) {
          const answer = await named(action, body, token);
          note(caller, codeOf(answer));
          expect(refusal(answer), `${action} with ${caller}`).toEqual(SESSION_INVALID);
        }
      }

      if (facts.session) {
        const cashier = await tokenOf(CASHIER);
        withoutCodes(facts.access);
        const answer = await named(action, body, cashier);
        if (OPEN_READS[action]) {
          note('staff without the code', `open read ${codeOf(answer)}`);
          expect(codeOf(answer)).toBe('MMC00000');
          const records = answer.json!.body!.data as Array<Record<string, unknown>>;
          expect(records.length).toBeGreaterThan(0);
          for (const record of records) expect(Object.keys(record).filter((field) => !OPEN_READS[action]!.includes(field)), `${action} without ${facts.access.join(' or ')}`).toEqual([]);
        } else if (facts.access.length > 0) {
          note('staff without the code', codeOf(answer));
          expect(refusal(answer), `${action} by a staff member without ${facts.access.join(' or ')}`).toEqual(NO_PERMISSION);
        } else {
          // No code needed: the staff member's session is enough (a record of the owner's may still be refused).
          note('staff without the code', `open to every signed-in user (${codeOf(answer) || answer.status})`);
          expect(codeOf(answer), `${action} needs no code`).not.toBe(SESSION_INVALID.code);
        }
      }

      const stranger = await tokenOf(OTHER_OWNER);
      const before = JSON.stringify(firstMerchantRecords());
      const answer = await named(action, body, facts.session ? stranger : undefined);
      note('other merchant', codeOf(answer) || String(answer.status));
      expect(answer.status).toBeLessThan(500);
      expect(leaks(answer), `${action} shows the other merchant the first merchant's data`).toEqual([]);
      const namedRecords = namesFirstMerchantRecord(body);
      // A list filtered by another merchant's id answers an empty page (the leak check above holds it to that).
      if (facts.session && !facts.paged && namedRecords.length > 0) expect(codeOf(answer), `${action} by the other merchant on ${namedRecords.join(', ')}`).not.toBe('MMC00000');
      expect(JSON.stringify(firstMerchantRecords()), `${action} by the other merchant changed the first merchant's records`).toBe(before);
      expect(thrown.map(String)).toEqual([]);
    });
  }

  // The neighbouring codes: a user holding a list code but not its command codes gets the list, not the commands.
  const NEIGHBOURS = [
    // The cashier's staff record assigns stores: the list holds those, as full records (contacts, address).
    { code: '2001', list: 'QueryStoreList', fields: ['storeId', 'contactPerson', 'mblNo', 'county'], commands: ['AddStore', 'EditStore', 'updateStoreFront', 'UpdateMerchantStorePushTyp'] },
    { code: '2106', list: 'QueryCustomers', fields: ['custId', 'firstName', 'mblNo'], commands: ['EditCustomer', 'DeleteCustomer', 'AddCustomers'] },
  ];
  for (const { code, list, fields, commands } of NEIGHBOURS) {
    it(`a user holding only ${code}: ${list} answers full records, ${commands.join(', ')} are refused`, async () => {
      await startAs(OWNER);
      const cashier = await tokenOf(CASHIER);
      db().users.find((user) => user.loginName === CASHIER.login)!.funcNos = [code];
      const answer = await named(list, {}, cashier);
      expect(codeOf(answer)).toBe('MMC00000');
      const records = answer.json!.body!.data as Array<Record<string, unknown>>;
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) expect(Object.keys(record)).toEqual(expect.arrayContaining(fields));
      for (const command of commands) expect(refusal(await named(command, await validRequestOf(command), cashier)), command).toEqual(NO_PERMISSION);
    });
  }

  describe('the deal service', () => {
    const dealToken = async (who: typeof OWNER) => {
      const token = await tokenOf(who);
      const answer = (await call('SetDiscoverAuth', { sessionValue: token, neoUserType: 'MERCHANT', userValue: db().users.find((user) => user.usrNo === who.usrNo)!.mercId })) as {
        data: { token: { accessToken: string } };
      };
      return answer.data.token.accessToken;
    };
    const ownerDeal = () => db().deals.find((deal) => deal.merchantId === OWNER_MERCHANT_ID)!.id;
    const get = (path: string, bearer?: string) => send(`/deals-api/${path}`, { headers: { 'Accept-Language': 'en-US', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) } });
    const paths = () => ({ listDeals: `deals?page=0&size=10&merchantId=${OWNER_MERCHANT_ID}`, getDeal: `deals/${ownerDeal()}` });

    it('listDeals and getDeal: 401 without or with a forged token, 403 for staff without 2301/2302, nothing of another merchant', async () => {
      await startAs(OWNER);
      for (const [action, path] of Object.entries(paths())) {
        for (const [caller, bearer] of [['no token', undefined], ['forged token', `dsa_${FORGED_TOKEN}`]] as const) {
          const answer = await get(path, bearer);
          note(caller, `deals ${answer.status}`);
          expect({ status: answer.status, message: answer.json?.message }, `${action} ${caller}`).toEqual({ status: 401, message: say('messages.dealTokenInvalid') });
        }
      }
      db().users.find((user) => user.loginName === CASHIER.login)!.funcNos = [...ALL_PERMISSION_CODES];
      const cashier = await dealToken(CASHIER);
      withoutCodes(['2301', '2302']);
      const stranger = await dealToken(OTHER_OWNER);
      for (const [action, path] of Object.entries(paths())) {
        const staff = await get(path, cashier);
        note('staff without the code', `deals ${staff.status}`);
        expect({ status: staff.status, message: staff.json?.message }, `${action} staff`).toEqual({ status: 403, message: NO_PERMISSION.message });
        const other = await get(path, stranger);
        note('other merchant', `deals ${other.status}`);
        expect({ status: other.status, message: other.json?.message }, `${action} other merchant`).toEqual(
          action === 'getDeal' ? { status: 404, message: say('messages.recordMissing') } : { status: 403, message: NO_PERMISSION.message },
        );
      }
    });
  });
});
