// The generic resource backend (mocks/resources/): list and detail actions served from resources/*.json —
// filters, free-text search, sort, paging and ownership — on the demo seed and on the large one.
import { describe, expect, it } from 'vitest';
import { callNamedAction as callAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { OWNER_MERCHANT_ID } from '../../../mocks/db/demoAccounts';
import { resetState } from '../../../mocks/state';
import { loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

type Row = Record<string, string>;
interface ListAnswer {
  data: Row[];
  total: number;
}

const list = (action: string, params: Record<string, unknown> = {}, page = { page: 1, perPage: 100 }) =>
  callAction<ListAnswer>(action, params, { paging: page });

const collator = new Intl.Collator();

describe('generic list actions', () => {
  useTestBackend();

  describe('QueryStoreList (stores)', () => {
    it("lists the owner's 6 stores only, with total", async () => {
      await loginAs();
      const answer = await list('QueryStoreList');
      expect(answer.total).toBe(6);
      expect(answer.data).toHaveLength(6);
      expect(answer.data.every((store) => store.mercId === OWNER_MERCHANT_ID)).toBe(true);
    });

    it('searches store names case-insensitively (q → storeName)', async () => {
      await loginAs();
      const answer = await list('QueryStoreList', { storeName: 'KISUMU' });
      expect(answer.data.map((store) => store.storeId)).toEqual(['S100003']);
      expect(answer.total).toBe(1);
    });

    it('filters by storeStatus, pushFlg and county exactly', async () => {
      await loginAs();
      expect((await list('QueryStoreList', { storeStatus: 'C' })).data.map((store) => store.storeId)).toEqual(['S100005']);
      expect((await list('QueryStoreList', { storeStatus: 'N' })).total).toBe(5);
      expect((await list('QueryStoreList', { pushFlg: 'Y' })).data.map((store) => store.storeId)).toEqual(['S100001', 'S100002', 'S100006']);
      expect((await list('QueryStoreList', { county: 'Mombasa' })).data.map((store) => store.storeId)).toEqual(['S100002']);
      expect((await list('QueryStoreList', { county: 'mombasa' })).total).toBe(0);
    });

    it('sorts by the declared sortField/sortOrder, ASC and DESC', async () => {
      await loginAs();
      const ascending = (await list('QueryStoreList', { sortField: 'storeName', sortOrder: 'ASC' })).data.map((store) => store.storeName);
      expect(ascending).toEqual([...ascending].sort(collator.compare));
      const descending = (await list('QueryStoreList', { sortField: 'storeName', sortOrder: 'DESC' })).data.map((store) => store.storeName);
      expect(descending).toEqual([...ascending].reverse());
    });

    it('pages with limit/offset after sorting', async () => {
      await loginAs();
      const all = await list('QueryStoreList', { sortField: 'county', sortOrder: 'ASC' });
      const second = await list('QueryStoreList', { sortField: 'county', sortOrder: 'ASC' }, { page: 2, perPage: 4 });
      expect(second.total).toBe(6);
      expect(second.data.map((store) => store.storeId)).toEqual(all.data.slice(4).map((store) => store.storeId));
    });

    it('QueryStoreDetail answers the store itself, or recordMissing', async () => {
      await loginAs();
      const store = await callAction<Row>('QueryStoreDetail', { storeId: 'S100002' });
      expect(store.storeId).toBe('S100002');
      expect(store.storeName).toBe('Mama Wanjiru Traders – Nyali, Mombasa');
      const error = (await rejectionOf(callAction('QueryStoreDetail', { storeId: 'S200001' }, { hideErrMsg: true }))) as MmcError;
      expect(error.code).toBe('MMCP0404');
      expect(error.message).toBe('The record does not exist.');
    });
  });

  describe('QueryCustomers (customers, customerBlacklist)', () => {
    it('lists all 120 of the merchant’s customers without a store, and only the store’s with one', async () => {
      await loginAs();
      expect((await list('QueryCustomers')).total).toBe(120);
      const headOffice = await list('QueryCustomers', { storeId: 'S100001' });
      expect(headOffice.total).toBe(45);
      expect(headOffice.data.every((customer) => customer.storeId === 'S100001')).toBe(true);
    });

    it('blackFlg filters the blacklist (5 across stores) and the customer list (115)', async () => {
      await loginAs();
      const blacklist = await list('QueryCustomers', { blackFlg: 'Y' });
      expect(blacklist.total).toBe(5);
      expect(new Set(blacklist.data.map((customer) => customer.storeId)).size).toBeGreaterThan(1);
      expect((await list('QueryCustomers', { blackFlg: 'N' })).total).toBe(115);
      expect((await list('QueryCustomers', { blackFlg: 'Y', storeId: 'S100001' })).total).toBe(3);
    });

    it('searchKey looks in first, middle and surname, mobile and e-mail', async () => {
      await loginAs();
      const byMiddle = await list('QueryCustomers', { searchKey: 'wambui' });
      expect(byMiddle.data.map((customer) => customer.custId)).toContain('C1000001');
      expect(byMiddle.data.every((customer) => JSON.stringify(customer).toLowerCase().includes('wambui'))).toBe(true);
      expect((await list('QueryCustomers', { searchKey: '700834766' })).data.map((customer) => customer.custId)).toEqual(['C1000001']);
      expect((await list('QueryCustomers', { searchKey: 'RKAMAU@HOTMAIL' })).data.map((customer) => customer.custId)).toEqual(['C1000001']);
      const kamau = await list('QueryCustomers', { searchKey: 'Kamau' });
      expect(kamau.total).toBeGreaterThan(0);
      expect(
        kamau.data.every((customer) =>
          [customer.firstName, customer.middleName, customer.surname, customer.mblNo, customer.email].some((value) => value.toLowerCase().includes('kamau')),
        ),
      ).toBe(true);
      // Notes are not searched.
      expect((await list('QueryCustomers', { searchKey: 'discount on bales' })).total).toBe(0);
    });

    it('gender filters exactly; sort by surname ASC, createDt DESC', async () => {
      await loginAs();
      const women = await list('QueryCustomers', { gender: 'F' });
      const men = await list('QueryCustomers', { gender: 'M' });
      expect(women.total + men.total).toBe(120);
      expect(women.data.every((customer) => customer.gender === 'F')).toBe(true);

      const bySurname = (await list('QueryCustomers', { sortField: 'surname', sortOrder: 'ASC' }, { page: 1, perPage: 200 })).data;
      expect(bySurname.map((customer) => customer.surname)).toEqual(bySurname.map((customer) => customer.surname).sort(collator.compare));
      // Stable: equal surnames keep the stored (custId) order.
      for (let index = 1; index < bySurname.length; index += 1) {
        if (bySurname[index]!.surname === bySurname[index - 1]!.surname) expect(bySurname[index]!.custId > bySurname[index - 1]!.custId).toBe(true);
      }
      const newest = (await list('QueryCustomers', { sortField: 'createDt', sortOrder: 'DESC' }, { page: 1, perPage: 10 })).data;
      const dates = newest.map((customer) => customer.createDt);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('getOne through the list: custId answers data.0 wherever the customer is kept', async () => {
      await loginAs();
      const answer = await callAction<ListAnswer>('QueryCustomers', { custId: 'C1000072', limit: 1, offset: 0, storeId: 'S100001' });
      expect(answer.total).toBe(1);
      expect(answer.data[0]).toMatchObject({ custId: 'C1000072', storeId: 'S100003', blackFlg: 'Y' });
      const none = await callAction<ListAnswer>('QueryCustomers', { custId: 'C3000001', limit: 1, offset: 0 });
      expect(none).toMatchObject({ data: [], total: 0 });
    });
  });

  describe('TicketHistory / TicketDetails (tickets)', () => {
    it("lists the owner's 14 tickets; status tabs and issueType filter", async () => {
      await loginAs();
      expect((await list('TicketHistory')).total).toBe(14);
      expect((await list('TicketHistory', { status: '0' })).total).toBe(4);
      expect((await list('TicketHistory', { status: '2' })).total).toBe(3);
      const payments = await list('TicketHistory', { issueType: 'Payments' });
      expect(payments.total).toBe(4);
      expect(payments.data.every((ticket) => ticket.issueType === 'Payments')).toBe(true);
    });

    it('searchKey looks in ticket number and title', async () => {
      await loginAs();
      expect((await list('TicketHistory', { searchKey: 'tk10000007' })).data.map((ticket) => ticket.ticketNo)).toEqual(['TK10000007']);
      expect((await list('TicketHistory', { searchKey: 'charged twice' })).data.map((ticket) => ticket.ticketNo)).toEqual(['TK10000010', 'TK10000013']);
    });

    it('sorts by requestDt DESC and pages', async () => {
      await loginAs();
      const page = await list('TicketHistory', { sortField: 'requestDt', sortOrder: 'DESC' }, { page: 1, perPage: 3 });
      expect(page.total).toBe(14);
      expect(page.data.map((ticket) => ticket.ticketNo)).toEqual(['TK10000014', 'TK10000013', 'TK10000011']);
    });

    it('TicketDetails answers the ticket, another merchant’s is missing', async () => {
      await loginAs();
      expect(await callAction<Row>('TicketDetails', { ticketNo: 'TK10000009' })).toMatchObject({ ticketNo: 'TK10000009', status: '0' });
      const error = (await rejectionOf(callAction('TicketDetails', { ticketNo: 'TK30000001' }, { hideErrMsg: true }))) as MmcError;
      expect(error.code).toBe('MMCP0404');
    });
  });

  describe('on the large seed', () => {
    it('answers 10 000 customers and 10 050 tickets, filtered, searched, sorted and paged', async () => {
      await resetState('large');
      await loginAs();
      // How fast is bench/backendListing.bench.ts's business (npm run bench); here only what the answers hold.
      const timed = <T,>(_label: string, run: () => Promise<T>): Promise<T> => run();

      const all = await timed('customers, page 1 of 10 000 by createDt DESC', () =>
        list('QueryCustomers', { sortField: 'createDt', sortOrder: 'DESC' }, { page: 1, perPage: 10 }),
      );
      expect(all.total).toBe(10_000);
      expect(all.data).toHaveLength(10);
      const deep = await timed('customers, page 500 by surname ASC', () =>
        list('QueryCustomers', { sortField: 'surname', sortOrder: 'ASC' }, { page: 500, perPage: 20 }),
      );
      expect(deep.data).toHaveLength(20);
      const surnames = deep.data.map((customer) => customer.surname);
      expect(surnames).toEqual([...surnames].sort(collator.compare));

      const unlisted = await timed('customers, blackFlg N + search "an" + sort by email', () =>
        list('QueryCustomers', { blackFlg: 'N', searchKey: 'an', sortField: 'email', sortOrder: 'ASC' }, { page: 3, perPage: 50 }),
      );
      expect(unlisted.total).toBeGreaterThan(1000);
      expect(unlisted.total).toBeLessThan(9820 + 1);

      const blacklist = await timed('blacklist (180)', () => list('QueryCustomers', { blackFlg: 'Y' }, { page: 1, perPage: 50 }));
      expect(blacklist.total).toBe(180);

      const tickets = await timed('tickets, status 1 by requestDt DESC', () =>
        list('TicketHistory', { status: '1', sortField: 'requestDt', sortOrder: 'DESC' }, { page: 2, perPage: 10 }),
      );
      expect(tickets.total).toBeGreaterThan(5000);
      expect(tickets.data.every((ticket) => ticket.status === '1')).toBe(true);

      const one = await timed('getOne via QueryCustomers custId', () => callAction<ListAnswer>('QueryCustomers', { custId: 'C1009999', limit: 1, offset: 0 }));
      expect(one.data[0]?.custId).toBe('C1009999');
    });
  });
});
