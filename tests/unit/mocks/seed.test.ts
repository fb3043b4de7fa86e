import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES } from '../../../src/auth/permissionCodes';
import { createRandom, isValidYyyyMMdd } from '../../../mocks/db/random';
import { COUNTIES, FIRST_NAMES, SURNAMES } from '../../../mocks/db/kenya';
import { DEMO_ACCOUNTS } from '../../../mocks/db/demoAccounts';
import { createSeed, SCHEMA_VERSION, SEED_TODAY } from '../../../mocks/db/seed';
import type { MockDatabase } from '../../../mocks/db/types';

const demo = createSeed();
const large = createSeed({ size: 'large' });

const MOBILE = /^(7|1)\d{8}$/;
const TIME = /^([01]\d|2[0-3])[0-5]\d[0-5]\d$/;

function expectUnique(values: readonly string[], what: string): void {
  const seen = new Set<string>();
  const duplicates = values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
  expect(duplicates, `duplicate ${what}`).toEqual([]);
}

/** Dates every record must have, and the optional ones that may be empty (no anniversary, no answer yet). */
/** Staff added in full: an invitee has no e-mail, birth or hire date until they join with the code. */
const addedStaff = (db: MockDatabase) => db.staff.filter((member) => member.inviteFlg === 'N');

function datesOf(db: MockDatabase): { required: string[]; optional: string[] } {
  return {
    required: [
      ...db.stores.map((store) => store.createDt),
      ...addedStaff(db).flatMap((member) => [member.birthDt, member.hireDt]),
      ...db.customers.flatMap((customer) => [customer.birthDt, customer.createDt]),
      ...db.tickets.map((ticket) => ticket.requestDt),
      ...db.notifications.map((notification) => notification.sndDt),
    ],
    optional: [...db.customers.map((customer) => customer.anniversaryDt), ...db.tickets.map((ticket) => ticket.respondDt)],
  };
}

function checkIntegrity(db: MockDatabase): void {
  expect(db.schemaVersion).toBe(SCHEMA_VERSION);

  expectUnique(db.stores.map((store) => store.storeId), 'storeId');
  expectUnique(db.customers.map((customer) => customer.custId), 'custId');
  expectUnique(db.staff.map((member) => member.staffId), 'staffId');
  expectUnique(db.tickets.map((ticket) => ticket.ticketNo), 'ticketNo');
  expectUnique(db.notifications.map((notification) => notification.messId), 'messId');
  expectUnique(db.beneficiaries.map((beneficiary) => beneficiary.bnfUsrNo), 'bnfUsrNo');
  expectUnique(db.tills.map((till) => till.tillNo), 'tillNo');
  expectUnique(db.users.map((user) => user.usrNo), 'usrNo');

  for (const store of db.stores) expect(store.storeId).toMatch(/^S\d{6}$/);
  for (const customer of db.customers) expect(customer.custId).toMatch(/^C\d{7}$/);
  for (const member of db.staff) expect(member.staffId).toMatch(/^ST\d{6}$/);
  for (const ticket of db.tickets) expect(ticket.ticketNo).toMatch(/^TK\d{8}$/);
  for (const notification of db.notifications) expect(notification.messId).toMatch(/^MS\d{8}$/);
  for (const beneficiary of db.beneficiaries) expect(beneficiary.bnfUsrNo).toMatch(/^B\d{7}$/);
  for (const till of db.tills) expect(till.tillNo).toMatch(/^[1-9]\d{5}$/);

  const mobiles = {
    users: db.users.map((user) => user.mblNoPlain),
    stores: db.stores.map((store) => store.mblNo),
    staff: db.staff.map((member) => member.mblNo),
    customers: db.customers.map((customer) => customer.mblNo),
    beneficiaries: db.beneficiaries.map((beneficiary) => beneficiary.bnfMblNo),
  };
  for (const [collection, values] of Object.entries(mobiles)) {
    expectUnique(values, `${collection} mobile`);
    const invalid = values.filter((value) => !MOBILE.test(value));
    expect(invalid, `${collection} mobiles`).toEqual([]);
  }

  const emails = [...db.users, ...addedStaff(db), ...db.customers, ...db.stores].map((record) => record.email);
  const badEmails = emails.filter((email) => !/^[a-z0-9.]+@(gmail\.com|yahoo\.com|outlook\.com|hotmail\.com|[a-z]+\.co\.ke)$/.test(email));
  expect(badEmails).toEqual([]);
  expectUnique(db.customers.map((customer) => customer.email), 'customer email');
  expectUnique(db.staff.map((member) => member.email), 'staff email');

  const { required, optional } = datesOf(db);
  expect(required.filter((date) => !isValidYyyyMMdd(date) || date > SEED_TODAY)).toEqual([]);
  expect(optional.filter((date) => date !== '' && (!isValidYyyyMMdd(date) || date > SEED_TODAY))).toEqual([]);
  const times = [
    ...db.tickets.map((ticket) => ticket.requestTm),
    ...db.tickets.filter((ticket) => ticket.respondDt !== '').map((ticket) => ticket.respondTm),
    ...db.notifications.map((notification) => notification.sndTm),
  ];
  expect(times.filter((time) => !TIME.test(time))).toEqual([]);

  for (const ticket of db.tickets) {
    if (ticket.status === '0') expect(ticket.respondDt).toBe('');
    else expect(ticket.respondDt + ticket.respondTm >= ticket.requestDt + ticket.requestTm).toBe(true);
  }

  for (const merchant of db.merchants) {
    const heads = db.stores.filter((store) => store.mercId === merchant.mercId && store.headOffFlg === 'Y');
    expect(heads, `head offices of ${merchant.mercId}`).toHaveLength(1);
  }

  const storeIds = new Set(db.stores.map((store) => store.storeId));
  for (const till of db.tills) {
    expect(storeIds.has(till.storeId)).toBe(true);
    expect(Number.isInteger(till.balance)).toBe(true);
    expect(till.balance).toBeGreaterThanOrEqual(0);
    expect(till.balance).toBeLessThanOrEqual(45_000_000);
  }
  for (const customer of db.customers) expect(storeIds.has(customer.storeId)).toBe(true);
  for (const member of db.staff) for (const storeId of member.storeIds) expect(storeIds.has(storeId)).toBe(true);

  for (const user of db.users) {
    const head = db.stores.find((store) => store.mercId === user.mercId && store.headOffFlg === 'Y');
    expect(db.currentStore[user.usrNo]).toBe(head?.storeId);
  }
}

describe('seeded PRNG', () => {
  it('repeats a sequence for the same seed and stays within its ranges', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const first = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(first);
    const rng = createRandom(7);
    for (let index = 0; index < 2000; index += 1) {
      const value = rng.int(3, 9);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(9);
      const date = rng.date('20240227', '20240302');
      expect(isValidYyyyMMdd(date)).toBe(true);
      expect(date >= '20240227' && date <= '20240302').toBe(true);
      expect(rng.time()).toMatch(TIME);
    }
    expect(rng.digits(9)).toMatch(/^\d{9}$/);
    expect(rng.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(isValidYyyyMMdd('20260230')).toBe(false);
  });
});

describe('Kenyan reference lists', () => {
  it('are large enough to look real', () => {
    expect(FIRST_NAMES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(FIRST_NAMES.map((name) => name.gender))).toEqual(new Set(['M', 'F']));
    expect(SURNAMES.length).toBeGreaterThanOrEqual(60);
    expect(COUNTIES).toHaveLength(47);
    expect(new Set(COUNTIES.map((county) => county.name)).size).toBe(47);
  });
});

describe('createSeed', () => {
  it('is deterministic for a seed and differs for another seed', () => {
    expect(createSeed()).toEqual(demo);
    expect(createSeed({ size: 'demo', seed: 20261120 })).toEqual(demo);
    const other = createSeed({ seed: 7 });
    expect(other).not.toEqual(demo);
    expect(other.customers.map((customer) => customer.mblNo)).not.toEqual(demo.customers.map((customer) => customer.mblNo));
  });

  it('does not share mutable state between calls', () => {
    const first = createSeed();
    first.users[0]!.funcNos.push('zz');
    first.merchants[0]!.mercNm = 'changed';
    const second = createSeed();
    expect(second.users[0]!.funcNos).not.toContain('zz');
    expect(second.merchants[0]!.mercNm).toBe('Mama Wanjiru Traders Ltd');
  });

  it('builds the demo size with the stated counts', () => {
    checkIntegrity(demo);
    const of = <T extends { mercId: string }>(records: readonly T[], mercId: string) => records.filter((record) => record.mercId === mercId);

    const ownerStores = of(demo.stores, 'M100001');
    expect(ownerStores).toHaveLength(6);
    const head = ownerStores.filter((store) => store.headOffFlg === 'Y');
    expect(head.map((store) => store.storeName)).toEqual(['Mama Wanjiru Traders – Head Office, Nairobi CBD']);
    expect(new Set(ownerStores.map((store) => store.county)).size).toBe(6);
    expect(ownerStores.filter((store) => store.storeStatus === 'C')).toHaveLength(1);
    expect(new Set(ownerStores.map((store) => store.pushFlg))).toEqual(new Set(['Y', 'N', 'R']));
    expect(ownerStores.filter((store) => store.mshpSts === 'open').length).toBeGreaterThan(3);

    for (const store of ownerStores) {
      const tills = demo.tills.filter((till) => till.storeId === store.storeId);
      expect(tills.length).toBeGreaterThanOrEqual(2);
      expect(tills.length).toBeLessThanOrEqual(3);
    }

    expect(of(addedStaff(demo), 'M100001')).toHaveLength(25);
    expect(of(demo.staff, 'M100001').filter((member) => member.inviteFlg === 'Y')).toHaveLength(1);
    const customers = of(demo.customers, 'M100001');
    expect(customers).toHaveLength(120);
    expect(customers.filter((customer) => customer.blackFlg === 'Y')).toHaveLength(5);
    const tickets = of(demo.tickets, 'M100001');
    expect(tickets).toHaveLength(14);
    expect(new Set(tickets.map((ticket) => ticket.status))).toEqual(new Set(['0', '1', '2', '3']));
    expect(of(demo.beneficiaries, 'M100001')).toHaveLength(15);
    expect(new Set(of(demo.beneficiaries, 'M100001').map((beneficiary) => beneficiary.rcvTyp))).toEqual(new Set(['1', '2']));

    const ownerMessages = demo.notifications.filter((notification) => notification.usrNo === 'U000001');
    expect(ownerMessages).toHaveLength(12);
    expect(new Set(ownerMessages.map((message) => message.messTyp))).toEqual(new Set(['0', 'L', '1']));
    expect(ownerMessages.filter((message) => message.readFlg === 'N')).toHaveLength(5);
    for (const message of ownerMessages) {
      expect(message.sndDt >= '20261111' && message.sndDt <= SEED_TODAY).toBe(true);
      if (message.messTyp === '1') {
        expect(message.ordNo).not.toBe('');
        expect(message.rmk).toMatch(/^\d+$/);
      }
    }
    // Every split-bill message has its order, for that user, date and amount; the demo shows each payment status.
    const splitMessages = ownerMessages.filter((message) => message.messTyp === '1');
    expect(splitMessages.map((message) => demo.splitOrders.find((order) => order.orderNo === message.ordNo))).toEqual(
      splitMessages.map((message) =>
        expect.objectContaining({ usrNo: message.usrNo, orderDate: message.sndDt, payAmt: Number(message.rmk), rcvMblNo: expect.stringMatching(MOBILE) }),
      ),
    );
    expect(new Set(demo.splitOrders.map((order) => order.orderPaymentStatus))).toEqual(new Set(['0', '1', '2']));

    expect(of(demo.stores, 'M100002')).toHaveLength(1);
    expect(of(demo.stores, 'M100003')).toHaveLength(2);
    expect(of(demo.customers, 'M100003').length).toBeGreaterThan(0);
  });

  it('builds the large size with the stated counts', () => {
    checkIntegrity(large);
    const of = <T extends { mercId: string }>(records: readonly T[]) => records.filter((record) => record.mercId === 'M100001');
    expect(of(large.stores)).toHaveLength(60);
    expect(of(addedStaff(large))).toHaveLength(200);
    expect(of(large.customers).length).toBeGreaterThanOrEqual(10_000);
    expect(of(large.tickets).length).toBeGreaterThanOrEqual(10_050);
    expect(large.users).toEqual(demo.users);
    expect(large.merchants).toEqual(demo.merchants);
  });

  it('contains every demo account with its permissions', () => {
    for (const db of [demo, large]) {
      expect(db.users).toHaveLength(DEMO_ACCOUNTS.length);
      for (const account of DEMO_ACCOUNTS) {
        const user = db.users.find((candidate) => candidate.usrNo === account.usrNo)!;
        expect(user).toBeDefined();
        const typed = account.login.startsWith('0') ? account.login.slice(1) : account.login;
        expect(user.loginName ?? user.mblNoPlain).toBe(typed);
        expect(user.password).toBe(account.password);
        expect(user.pin).toBe(account.pin);
      }
    }
    const user = (usrNo: string) => demo.users.find((candidate) => candidate.usrNo === usrNo)!;
    const allCodes = [...ALL_PERMISSION_CODES].sort();

    expect(user('U000001')).toMatchObject({
      firstName: 'Wanjiru', lastName: 'Kamau', mblNoPlain: '712345678', mercId: 'M100001', roleName: 'Owner',
      businessSetupStatus: 'Y', idUploadFlag: 'Y', planFlag: 'Y', kycSts: '02', kycLevel: '02', superAdmin: 'Y',
    });
    expect([...user('U000001').funcNos].sort()).toEqual(allCodes);

    expect(user('U000002')).toMatchObject({
      firstName: 'Brian', lastName: 'Otieno', loginName: 'cashier', mblNoPlain: '722000111', mercId: 'M100001',
      roleName: 'Cashier', businessSetupStatus: 'Y', idUploadFlag: 'Y', planFlag: 'Y', kycSts: '02', kycLevel: '02', superAdmin: 'N',
    });
    expect(user('U000002').funcNos).toEqual(['05', '0501', '0502', '0503', '43']);

    expect(user('U000003')).toMatchObject({
      firstName: 'Akinyi', lastName: 'Odhiambo', mblNoPlain: '733000222', mercId: 'M100002', roleName: 'Owner',
      businessSetupStatus: 'N', idUploadFlag: 'N', planFlag: 'N', kycSts: '01', kycLevel: '00',
    });
    expect([...user('U000003').funcNos].sort()).toEqual(allCodes);

    expect(user('U000004')).toMatchObject({
      firstName: 'Kiprono', lastName: 'Cheruiyot', mblNoPlain: '744000333', mercId: 'M100003', roleName: 'Owner',
      businessSetupStatus: 'Y', idUploadFlag: 'Y', planFlag: 'Y', kycSts: '01', kycLevel: '01',
    });
    expect([...user('U000004').funcNos].sort()).toEqual(allCodes);

    const merchant = (mercId: string) => demo.merchants.find((candidate) => candidate.mercId === mercId)!;
    expect(merchant('M100001')).toMatchObject({ mercNm: 'Mama Wanjiru Traders Ltd', businessType: '3' });
    expect(merchant('M100002')).toMatchObject({ mercNm: 'Akinyi Fresh Produce', businessType: '0' });
    expect(merchant('M100003')).toMatchObject({ mercNm: 'Kiprono Agrovet Supplies', businessType: '1' });

    // The cashier is also on the staff list, with the same number, so staff screens and the login agree.
    expect(demo.staff.find((member) => member.mblNo === '722000111')).toMatchObject({ firstName: 'Brian', roleName: 'Cashier' });
  });
});
