// Builds the embedded backend's starting database. Everything is derived from one numeric seed and a fixed "today",
// so a bug report that says "seed 20261120, store S100004" points at the same record on every machine.

import { DEMO_MERCHANTS, DEMO_USERS, OWNER_MERCHANT_ID, PENDING_MERCHANT_ID } from './demoAccounts';
import { createRandom } from './random';
import { makeApprovals, makeMandates } from './seedMandates';
import { makeSubMerchants } from './seedSubMerchants';
import { makeBillAccounts, makeBillPlans } from './seedBills';
import { SEED_TODAY } from './seedBasics';
import { makeStorefrontReviews, makeStorefronts } from './seedStorefront';
import { makeBeneficiaries } from './seedBeneficiaries';
import { makeBeneficiaryGroups } from './seedBeneficiaryGroups';
import { makeStandingOrders } from './seedStandingOrders';
import { makeBusinessInfos, makeBusinessSetups, makeStakeholders, makeSubscriptions } from './seedBusiness';
import { makeCustomers } from './seedCustomers';
import { makeDeals } from './seedDeals';
import { makeDealOrders } from './seedDealOrders';
import { makeDevices } from './seedDevices';
import { makeNotifications } from './seedNotifications';
import { makeAnalysis } from './seedAnalysis';
import { makeCategories, makeInventory } from './seedInventory';
import { makePromotions } from './seedPromotions';
import { makePushMessages } from './seedPushMessages';
import { makeSalesOrders } from './seedSalesOrders';
import { createUniques, type Shop } from './seedShop';
import { cashierStaff, invitedStaff, makeStaff, makeStaffRoles, showEveryStaffStatus } from './seedStaff';
import { buildStores, fillContactPersons, NEW_MERCHANT_STORES, ownerStores, PENDING_MERCHANT_STORES } from './seedStores';
import { makeInventoryMovements } from './seedInventoryMovements';
import { makeTickets, TICKET_TEMPLATES } from './seedTickets';
import { makeAccounts, makePaymentMobiles, makeTopUpCards } from './seedMoney';
import { makeTills } from './seedTills';
import { makeTransactions } from './seedTransactions';
import { makeAuditTrail } from './seedAuditTrail';
import type { Beneficiary, Customer, Merchant, MockDatabase, SeedSize, Staff, Store, Ticket, Till, UserAccount } from './types';

export { SEED_TODAY };

export const SCHEMA_VERSION = 39;

export const DEFAULT_SEED = 20261120;

interface SizePlan {
  ownerStores: number;
  ownerStaff: number;
  ownerCustomers: number;
  ownerBlacklisted: number;
  ownerTickets: number;
  /** Multi-pack lines the head office stocks beside the catalogue (the large seed's 10 000-row inventory). */
  ownerExtraItems: number;
  /** The demo spells out its ticket statuses so every status is on screen; larger sizes draw them by frequency. */
  ownerTicketStatuses?: readonly Ticket['status'][];
}

const PLANS: Record<SeedSize, SizePlan> = {
  demo: {
    ownerStores: 6,
    ownerStaff: 25,
    ownerCustomers: 120,
    ownerBlacklisted: 5,
    ownerTickets: 14,
    ownerExtraItems: 0,
    ownerTicketStatuses: ['0', '0', '0', '0', '1', '1', '1', '1', '2', '2', '2', '3', '3', '3'],
  },
  large: { ownerStores: 60, ownerStaff: 200, ownerCustomers: 10_000, ownerBlacklisted: 180, ownerTickets: 10_050, ownerExtraItems: 10_000 },
};

export function createSeed(options: { size?: SeedSize; seed?: number } = {}): MockDatabase {
  const plan = PLANS[options.size ?? 'demo'];
  const root = createRandom(options.seed ?? DEFAULT_SEED);

  // Copies, because the mock mutates its database and the demo constants are shared with the README printer.
  const merchants: Merchant[] = DEMO_MERCHANTS.map((merchant) => ({ ...merchant }));
  const users: UserAccount[] = DEMO_USERS.map((user) => ({ ...user, funcNos: [...user.funcNos] }));
  const userByNo = new Map(users.map((user) => [user.usrNo, user]));
  const owner = userByNo.get('U000001')!;
  const cashier = userByNo.get('U000002')!;
  const newcomer = userByNo.get('U000003')!;
  const pendingOwner = userByNo.get('U000004')!;

  const uniques = createUniques(users);

  const ownerShop: Shop = {
    merchant: merchants[0]!,
    owner,
    brand: 'Mama Wanjiru Traders',
    block: '1',
    domain: 'mamawanjiru.co.ke',
    salesPrefix: 'MWT',
  };
  const newShop: Shop = { merchant: merchants[1]!, owner: newcomer, brand: 'Akinyi Fresh Produce', block: '2', salesPrefix: 'AFP' };
  const pendingShop: Shop = {
    merchant: merchants[2]!,
    owner: pendingOwner,
    brand: 'Kiprono Agrovet Supplies',
    block: '3',
    salesPrefix: 'KAS',
  };

  const stores: Store[] = [
    ...ownerStores(ownerShop, plan.ownerStores, root.fork('owner-stores'), uniques),
    ...buildStores(newShop, NEW_MERCHANT_STORES, root.fork('new-stores'), uniques),
    ...buildStores(pendingShop, PENDING_MERCHANT_STORES, root.fork('pending-stores'), uniques),
  ];
  const storesOf = (mercId: string) => stores.filter((store) => store.mercId === mercId);

  const tills: Till[] = [
    ...makeTills(storesOf(OWNER_MERCHANT_ID), [2, 3], root.fork('owner-tills'), uniques.tillNos),
    ...makeTills(storesOf(PENDING_MERCHANT_ID), [1, 1], root.fork('pending-tills'), uniques.tillNos),
  ];
  const tillsOf = (mercId: string) => tills.filter((till) => till.mercId === mercId);

  const cashierMember = cashierStaff(cashier, storesOf(OWNER_MERCHANT_ID)[0]!.storeId);
  uniques.idNos.add(cashierMember.idNo);
  const ownerStaff = makeStaff(ownerShop, storesOf(OWNER_MERCHANT_ID), plan.ownerStaff, [cashierMember], root.fork('owner-staff'), uniques);
  const staff: Staff[] = [
    ...ownerStaff,
    invitedStaff(ownerShop, storesOf(OWNER_MERCHANT_ID)[0]!.storeId, ownerStaff.length, root.fork('owner-invitation'), uniques),
    ...makeStaff(pendingShop, storesOf(PENDING_MERCHANT_ID), 2, [], root.fork('pending-staff'), uniques),
  ];
  fillContactPersons(stores, staff, users);

  const customers: Customer[] = [
    ...makeCustomers(ownerShop, storesOf(OWNER_MERCHANT_ID), plan.ownerCustomers, plan.ownerBlacklisted, root.fork('owner-customers'), uniques),
    ...makeCustomers(pendingShop, storesOf(PENDING_MERCHANT_ID), 8, 0, root.fork('pending-customers'), uniques),
  ];

  const tickets: Ticket[] = [
    ...makeTickets(
      ownerShop,
      storesOf(OWNER_MERCHANT_ID),
      tills,
      plan.ownerTickets,
      plan.ownerTicketStatuses ?? [],
      // The owner's KYC passed long ago, so a KYC complaint would read oddly in her history.
      TICKET_TEMPLATES.filter((template) => template.id !== 'kyc'),
      root.fork('owner-tickets'),
    ),
    ...makeTickets(
      pendingShop,
      storesOf(PENDING_MERCHANT_ID),
      tills,
      2,
      ['2', '1'],
      TICKET_TEMPLATES.filter((template) => template.id === 'kyc' || template.id === 'extra-till'),
      root.fork('pending-tickets'),
    ),
  ];

  const { notifications, splitOrders } = makeNotifications(
    { owner, cashier, newcomer, pendingOwner },
    storesOf(OWNER_MERCHANT_ID),
    tills,
    root.fork('notifications'),
  );

  const beneficiaries: Beneficiary[] = [
    ...makeBeneficiaries(ownerShop, 15, root.fork('owner-beneficiaries'), uniques.beneficiaryMobiles),
    ...makeBeneficiaries(pendingShop, 3, root.fork('pending-beneficiaries'), uniques.beneficiaryMobiles),
  ];

  // The owner's shop system takes instant payment notifications at this address: the configuration and the
  // notifications sent to it over the last month say the same.
  const ownerNotifyUrl = `https://pos.${ownerShop.domain}/api/ipn`;
  const { settlements, ipnNotifications } = makeAnalysis(
    [
      { mercId: OWNER_MERCHANT_ID, tills: tillsOf(OWNER_MERCHANT_ID), settlementAccount: 'Equity Bank ···4821', notifyUrl: ownerNotifyUrl, settlementDays: 45, notifications: 48 },
      { mercId: PENDING_MERCHANT_ID, tills: tillsOf(PENDING_MERCHANT_ID), settlementAccount: 'KCB Bank ···0937', settlementDays: 10, notifications: 0 },
    ],
    root.fork('analysis'),
  );
  // The new merchant has not set up a business, so it has no history yet.
  const historyOf = (shop: Shop, count: number) =>
    makeTransactions(
      {
        mercId: shop.merchant.mercId,
        block: shop.block,
        count,
        accountName: shop.merchant.mercNm,
        tillNos: tills.filter((till) => till.mercId === shop.merchant.mercId).map((till) => till.tillNo),
        customers: customers.filter((person) => person.mercId === shop.merchant.mercId),
        beneficiaries: beneficiaries.filter((entry) => entry.mercId === shop.merchant.mercId),
      },
      root.fork(`${shop.block}-transactions`),
    );
  const transactions = [...historyOf(ownerShop, 360), ...historyOf(pendingShop, 120)];

  const salesOrders = makeSalesOrders(stores, staff, customers, users, root.fork('sales-orders'));
  // The new merchant has not set up its shelves yet: its inventory and categories start empty.
  const categories = [...makeCategories(OWNER_MERCHANT_ID, ownerShop.block), ...makeCategories(PENDING_MERCHANT_ID, pendingShop.block)];
  const inventoryItems = [
    ...makeInventory(storesOf(OWNER_MERCHANT_ID), categories, root.fork('owner-inventory'), plan.ownerExtraItems),
    ...makeInventory(storesOf(PENDING_MERCHANT_ID), categories, root.fork('pending-inventory')),
  ];
  // After the sales: a member frozen last week still made the sales of the weeks before.
  showEveryStaffStatus(staff.filter((member) => member.mercId === OWNER_MERCHANT_ID));

  const headOffice = (mercId: string) => stores.find((store) => store.mercId === mercId && store.headOffFlg === 'Y')!.storeId;
  const currentStore: Record<string, string> = {};
  for (const user of users) currentStore[user.usrNo] = headOffice(user.mercId);

  // Among the members who have joined: an invitee (pending, no sign-in yet) cannot approve anything.
  const mandates = makeMandates(OWNER_MERCHANT_ID, ownerStaff);

  const promotions = makePromotions(
    OWNER_MERCHANT_ID,
    ownerShop.block,
    inventoryItems.filter((item) => item.storeId === headOffice(OWNER_MERCHANT_ID)),
  );

  const businessInfos = makeBusinessInfos(merchants, stores);
  const deals = makeDeals(merchants, root.fork('deals'));

  return {
    schemaVersion: SCHEMA_VERSION,
    merchants,
    users,
    stores,
    tills,
    staff,
    staffRoles: makeStaffRoles(merchants.map((merchant) => merchant.mercId)),
    categories,
    inventoryItems,
    inventoryMovements: makeInventoryMovements(inventoryItems, users, root.fork('inventory-movements')),
    promotions,
    pushMessages: makePushMessages(
      OWNER_MERCHANT_ID,
      ownerShop.block,
      customers.filter((person) => person.storeId === headOffice(OWNER_MERCHANT_ID) && person.blackFlg === 'N'),
      promotions,
    ),
    customers,
    tickets,
    notifications,
    splitOrders,
    beneficiaries,
    beneficiaryGroups: makeBeneficiaryGroups(OWNER_MERCHANT_ID, beneficiaries),
    standingOrders: makeStandingOrders(OWNER_MERCHANT_ID),
    transactions,
    accounts: makeAccounts(),
    paymentMobiles: makePaymentMobiles(),
    topUpCards: makeTopUpCards(),
    topUpOrders: [],
    transferOrders: [],
    homePayOrders: [],
    devices: makeDevices(users),
    settlements,
    ipnNotifications,
    goodsOrders: [],
    salesOrders,
    deals,
    dealOrders: makeDealOrders(deals, root.fork('deal-orders')),
    businessInfos,
    businessSetups: makeBusinessSetups(businessInfos, users),
    stakeholders: makeStakeholders(),
    subscriptions: makeSubscriptions(),
    ipnConfigs: [{ mercId: OWNER_MERCHANT_ID, notifyUrl: ownerNotifyUrl, ipnFlg: 'Y', ipnKey: '5b9e0c3f7a2d4e81b6c9f0a3d7e2b145', updateDt: '20260914' }],
    // The owner's limited company charges VAT at the standard rate, included in its shelf prices.
    salesTaxes: [{ mercId: OWNER_MERCHANT_ID, vatFlg: 'Y', vatNo: '051234567', vatRate: '16', priceInclVat: 'Y', effDt: '20260101', updateDt: '20260105' }],
    storefronts: makeStorefronts(OWNER_MERCHANT_ID),
    storefrontReviews: makeStorefrontReviews(OWNER_MERCHANT_ID),
    // A few changes the owner's people made before today, so the audit trail has a past (mocks/auditTrail.ts adds the rest).
    auditTrails: makeAuditTrail(OWNER_MERCHANT_ID, users),
    // The owner's business keeps Kenya's conventions; other merchants set theirs up on first visit.
    globalizations: [{ mercId: OWNER_MERCHANT_ID, ctryCd: 'KE', addrFmt: 'POBOX', ccy: 'KES', dateFmt: 'DD-MM-YYYY', timeFmt: '24', timeZone: 'Africa/Nairobi', lang: 'en-US', updateDt: '20260105' }],
    // No merchant has registered a Pesalink alias yet.
    pesalinkRegistrations: [],
    mandates,
    subMerchants: makeSubMerchants(OWNER_MERCHANT_ID),
    billAccounts: makeBillAccounts(OWNER_MERCHANT_ID),
    billPlans: makeBillPlans(OWNER_MERCHANT_ID),
    approvals: makeApprovals(OWNER_MERCHANT_ID, ownerStaff, mandates),
    // No merchant has applied for an overdraft yet (status 01).
    overdrafts: [],
    // No merchant has applied for a loan yet, at either size: the loan pages start at eligibility.
    loans: [],
    // Every merchant starts on the standard loan limit, with no boost asked for.
    loanLimits: [],
    files: {},
    currentStore,
    // Nobody has picked quick access options yet: the home page shows how to choose them.
    quickAccess: {},
  };
}
