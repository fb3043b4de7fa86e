// Builds the embedded backend's starting database. Everything is derived from one numeric seed and a fixed "today",
// so a bug report that says "seed 20261120, store S100004" points at the same record on every machine.

import {
  BANKS,
  BUILDINGS,
  COMMUNITY_WEIGHTS,
  COUNTIES,
  EMAIL_DOMAIN_WEIGHTS,
  FIRST_NAMES,
  GENERIC_ESTATES,
  GENERIC_STREETS,
  LANDMARKS,
  MOBILE_OPERATOR_WEIGHTS,
  mobileMoneyService,
  SURNAMES,
  type Bank,
  type Community,
  type County,
  type Gender,
} from './kenya';
import {
  DEMO_MERCHANTS,
  DEMO_USERS,
  OWNER_MERCHANT_ID,
  PENDING_MERCHANT_ID,
} from './demoAccounts';
import { addDays, createRandom, type Random } from './random';
import { kes, SEED_TODAY } from './seedBasics';
import { makeDeals } from './seedDeals';
import { makeBusinessInfos } from './seedBusiness';
import { makeNotifications } from './seedNotifications';
import { makeAnalysis } from './seedAnalysis';
import { makeSalesOrders } from './seedSalesOrders';
import { makeTransactions } from './seedTransactions';

export { SEED_TODAY };
import type {
  Device,
  Beneficiary,
  Customer,
  Merchant,
  MockDatabase,
  SeedSize,
  Staff,
  Store,
  Ticket,
  Till,
  UserAccount,
} from './types';

export const SCHEMA_VERSION = 5;

export const DEFAULT_SEED = 20261120;

interface SizePlan {
  ownerStores: number;
  ownerStaff: number;
  ownerCustomers: number;
  ownerBlacklisted: number;
  ownerTickets: number;
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
    ownerTicketStatuses: ['0', '0', '0', '0', '1', '1', '1', '1', '2', '2', '2', '3', '3', '3'],
  },
  large: { ownerStores: 60, ownerStaff: 200, ownerCustomers: 10_000, ownerBlacklisted: 180, ownerTickets: 10_050 },
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

  // Demo logins' numbers are kept out of every generated collection so a search by mobile finds only them.
  const reservedMobiles = users.map((user) => user.mblNoPlain);
  const uniques = {
    storeMobiles: new Set<string>(reservedMobiles),
    staffMobiles: new Set<string>(reservedMobiles),
    customerMobiles: new Set<string>(reservedMobiles),
    beneficiaryMobiles: new Set<string>(reservedMobiles),
    staffEmails: new Set<string>(users.map((user) => user.email)),
    customerEmails: new Set<string>(),
    storeEmails: new Set<string>(),
    tillNos: new Set<string>(),
    idNos: new Set<string>(),
  };

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

  const cashierStaff: Staff = {
    staffId: '',
    mercId: OWNER_MERCHANT_ID,
    firstName: cashier.firstName,
    lastName: cashier.lastName,
    mblNo: cashier.mblNoPlain,
    email: cashier.email,
    idType: '01',
    idNo: '33581406',
    salesCode: '',
    position: 'Cashier',
    bankName: 'Equity Bank',
    acNo: '0180294471523',
    bankBranch: 'Tom Mboya',
    birthDt: '19980412',
    hireDt: '20230213',
    status: 'A',
    roleName: 'Cashier',
    storeIds: [storesOf(OWNER_MERCHANT_ID)[0]!.storeId],
  };
  uniques.idNos.add(cashierStaff.idNo);
  const staff: Staff[] = [
    ...makeStaff(ownerShop, storesOf(OWNER_MERCHANT_ID), plan.ownerStaff, [cashierStaff], root.fork('owner-staff'), uniques),
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

  const { settlements, ipnNotifications } = makeAnalysis(
    [
      { mercId: OWNER_MERCHANT_ID, tills: tillsOf(OWNER_MERCHANT_ID), settlementAccount: 'Equity Bank ···4821', notifyUrl: `https://pos.${ownerShop.domain}/api/ipn`, settlementDays: 45, notifications: 48 },
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

  const headOffice = (mercId: string) => stores.find((store) => store.mercId === mercId && store.headOffFlg === 'Y')!.storeId;
  const currentStore: Record<string, string> = {};
  for (const user of users) currentStore[user.usrNo] = headOffice(user.mercId);

  return {
    schemaVersion: SCHEMA_VERSION,
    merchants,
    users,
    stores,
    tills,
    staff,
    customers,
    tickets,
    notifications,
    splitOrders,
    beneficiaries,
    transactions,
    devices: makeDevices(users),
    settlements,
    ipnNotifications,
    goodsOrders: [],
    salesOrders: makeSalesOrders(stores, staff, customers, users, root.fork('sales-orders')),
    deals: makeDeals(merchants, root.fork('deals')),
    businessInfos: makeBusinessInfos(merchants, stores),
    ipnConfigs: [],
    files: {},
    currentStore,
    // Nobody has picked quick access options yet: the home page shows how to choose them.
    quickAccess: {},
  };
}

/** Phones and computers each demo user logged in from before; the browser in use joins them at login. */
const makeDevices = (users: readonly UserAccount[]): Device[] =>
  users.flatMap((user, index) =>
    [
      ['Samsung Galaxy A14', '35291811', '20261118', '081512'],
      ['Tecno Spark 10', '86472905', '20261102', '193044'],
      ['Windows PC · Edge', '', '20261021', '101133'],
    ].map(([deviceName, imeiStart, lastLoginDt, lastLoginTm], deviceIndex) => ({
      deviceId: `DV${String(index * 10 + deviceIndex + 1).padStart(6, '0')}`,
      usrNo: user.usrNo,
      deviceName,
      imei: imeiStart ? `${imeiStart}${String(1000000 + index * 97 + deviceIndex).slice(-7)}` : '',
      lastLoginDt,
      lastLoginTm,
      useSts: '0' as const,
      bindSts: 'Y' as const,
    })),
  );

// ---------------------------------------------------------------------------------------------------------------
// Shared helpers

interface Shop {
  merchant: Merchant;
  owner: UserAccount;
  /** Trading name used in store names (the registered name carries "Ltd"). */
  brand: string;
  /** Leading digit of this merchant's ids, so ids stay stable whichever size is generated. */
  block: string;
  /** Own e-mail domain; small merchants without one use free providers. */
  domain?: string;
  salesPrefix: string;
}

type Uniques = {
  storeMobiles: Set<string>;
  staffMobiles: Set<string>;
  customerMobiles: Set<string>;
  beneficiaryMobiles: Set<string>;
  staffEmails: Set<string>;
  customerEmails: Set<string>;
  storeEmails: Set<string>;
  tillNos: Set<string>;
  idNos: Set<string>;
};

function sequenceId(prefix: string, block: string, width: number, index: number): string {
  return `${prefix}${block}${String(index + 1).padStart(width - block.length, '0')}`;
}

function mobileNumber(rng: Random, used: Set<string>): string {
  for (;;) {
    const number = rng.pick(rng.weighted(MOBILE_OPERATOR_WEIGHTS)) + rng.digits(6);
    if (!used.has(number)) {
      used.add(number);
      return number;
    }
  }
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
/** Branch mailboxes keep digits, so "Section 58" becomes section58@ rather than a bare section@. */
const mailbox = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const EMAIL_PATTERNS: ReadonlyArray<(first: string, last: string, rng: Random) => string> = [
  (first, last) => `${first}.${last}`,
  (first, last) => `${first}${last}`,
  (first, last, rng) => `${first}.${last}${rng.int(70, 99)}`,
  (first, last) => `${first[0]}${last}`,
  (first, last) => `${last}.${first}`,
  (first, last, rng) => `${first}${last}${rng.int(1, 99)}`,
];

function emailAddress(rng: Random, first: string, last: string, used: Set<string>, domain?: string): string {
  const firstSlug = slug(first);
  const lastSlug = slug(last);
  const local = domain ? `${firstSlug}.${lastSlug}` : rng.pick(EMAIL_PATTERNS)(firstSlug, lastSlug, rng);
  const host = domain ?? rng.weighted(EMAIL_DOMAIN_WEIGHTS);
  let address = `${local}@${host}`;
  // Namesakes are common (there are many Mary Wanjikus); people then add digits, so do the same.
  while (used.has(address)) address = `${local}${rng.int(2, 999)}@${host}`;
  used.add(address);
  return address;
}

interface Person {
  firstName: string;
  middleName: string;
  surname: string;
  gender: Gender;
}

const givenNames = new Map<string, string[]>();
for (const entry of FIRST_NAMES) {
  const key = `${entry.origin}:${entry.gender}`;
  givenNames.set(key, [...(givenNames.get(key) ?? []), entry.name]);
}
const familyNames = new Map<Community, string[]>();
for (const entry of SURNAMES) familyNames.set(entry.origin, [...(familyNames.get(entry.origin) ?? []), entry.name]);

function randomPerson(rng: Random): Person {
  const community = rng.weighted(COMMUNITY_WEIGHTS);
  const gender: Gender = rng.bool(0.5) ? 'F' : 'M';
  const native = givenNames.get(`${community}:${gender}`)!;
  const surnames = familyNames.get(community)!;
  let firstName: string;
  let middleName = '';
  if (community === 'swahili') {
    // Coastal Muslim naming: own name, then the father's name as the middle name.
    firstName = rng.pick(native);
    if (rng.bool(0.8)) middleName = rng.pick(givenNames.get('swahili:M')!);
  } else if (rng.bool(0.65)) {
    firstName = rng.pick(givenNames.get(`christian:${gender}`)!);
    if (rng.bool(0.75)) middleName = rng.pick(native);
  } else {
    firstName = rng.pick(native);
    if (rng.bool(0.2)) middleName = rng.pick(givenNames.get(`christian:${gender}`)!);
  }
  let surname = rng.pick(surnames);
  for (let attempt = 0; attempt < 4 && (surname === firstName || surname === middleName); attempt += 1) surname = rng.pick(surnames);
  if (middleName === firstName || middleName === surname) middleName = '';
  return { firstName, middleName, surname, gender };
}

function accountNumber(rng: Random, bank: Bank): string {
  return bank.accountPrefix + rng.digits(bank.accountLength - bank.accountPrefix.length);
}

/** Till and account balances: many small, a few large, some empty just after settlement. */
function balanceMinor(rng: Random, maxShillings: number): number {
  if (rng.bool(0.08)) return 0;
  const shillings = Math.floor(maxShillings * Math.pow(rng.next(), 1.8));
  return shillings * 100 + (rng.bool(0.6) ? 0 : rng.int(1, 99));
}


const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function spokenDate(yyyyMMdd: string): string {
  return `${Number(yyyyMMdd.slice(6, 8))} ${MONTHS[Number(yyyyMMdd.slice(4, 6)) - 1]} ${yyyyMMdd.slice(0, 4)}`;
}

const latest = (a: string, b: string) => (a > b ? a : b);
const earliest = (a: string, b: string) => (a < b ? a : b);

// ---------------------------------------------------------------------------------------------------------------
// Stores

interface StorePlan {
  county: string;
  town: string;
  residence: string;
  street: string;
  /** The part after the brand in the store name. */
  label: string;
  storeStatus: Store['storeStatus'];
  pushFlg: Store['pushFlg'];
  mshpSts: Store['mshpSts'];
  createDt: string;
  description: string;
  email?: string;
  mblNo?: string;
}

const OWNER_HEAD_OFFICE: StorePlan = {
  county: 'Nairobi',
  town: 'Nairobi',
  residence: 'Nairobi CBD',
  street: 'Moi Avenue',
  label: 'Head Office, Nairobi CBD',
  storeStatus: 'N',
  pushFlg: 'Y',
  mshpSts: 'open',
  createDt: '20190311',
  description: 'Head office and main warehouse: wholesale cereals, cooking oil, sugar and household goods, with deliveries across Nairobi.',
};

// The demo branches are spelled out so that screenshots and the manual can name them; the large size adds more.
const OWNER_BRANCHES: readonly StorePlan[] = [
  {
    county: 'Mombasa', town: 'Mombasa', residence: 'Nyali', street: 'Links Road', label: 'Nyali, Mombasa',
    storeStatus: 'N', pushFlg: 'Y', mshpSts: 'open', createDt: '20200814',
    description: 'Retail branch serving Nyali and Bamburi: foodstuffs, household goods and mobile-money services.',
  },
  {
    county: 'Kisumu', town: 'Kisumu', residence: 'Milimani', street: 'Oginga Odinga Street', label: 'Milimani, Kisumu',
    storeStatus: 'N', pushFlg: 'N', mshpSts: 'open', createDt: '20210422',
    description: 'Wholesale and retail outlet for Kisumu town; open Monday to Saturday 7am to 8pm, Sunday 9am to 5pm.',
  },
  {
    county: 'Nakuru', town: 'Nakuru', residence: 'Section 58', street: 'Kenyatta Avenue', label: 'Section 58, Nakuru',
    storeStatus: 'N', pushFlg: 'R', mshpSts: 'open', createDt: '20220107',
    description: 'Neighbourhood shop near Section 58 stage: cereals, flour, sugar, soap and cooking gas refills.',
  },
  {
    county: 'Uasin Gishu', town: 'Eldoret', residence: 'Elgon View', street: 'Uganda Road', label: 'Elgon View, Eldoret',
    storeStatus: 'C', pushFlg: 'N', mshpSts: 'close', createDt: '20220919',
    description: 'Closed in August 2026 when the lease ended; stock moved to the Nakuru branch.',
  },
  {
    county: 'Kiambu', town: 'Thika', residence: 'Makongeni', street: 'Kenyatta Highway', label: 'Makongeni, Thika',
    storeStatus: 'N', pushFlg: 'Y', mshpSts: 'open', createDt: '20240603',
    description: 'Newest branch, next to Makongeni market: retail groceries, wholesale to kiosks and hotels.',
  },
];

const NEW_MERCHANT_STORES: readonly StorePlan[] = [
  {
    county: 'Kisumu', town: 'Kisumu', residence: 'Kondele', street: 'Jomo Kenyatta Highway', label: 'Head Office, Kisumu',
    storeStatus: 'N', pushFlg: 'N', mshpSts: 'open', createDt: '20261118',
    description: 'Fresh vegetables, fruit and fish from Kibuye market.',
    email: 'akinyifreshproduce@gmail.com', mblNo: '733000222',
  },
];

const PENDING_MERCHANT_STORES: readonly StorePlan[] = [
  {
    county: 'Nandi', town: 'Kapsabet', residence: 'Town Centre', street: 'Moi Avenue', label: 'Head Office, Kapsabet',
    storeStatus: 'N', pushFlg: 'N', mshpSts: 'open', createDt: '20260905',
    description: 'Animal feeds, certified seed, fertiliser and veterinary drugs for farmers across Nandi County.',
    email: 'kipronoagrovet@gmail.com', mblNo: '744000333',
  },
  {
    county: 'Nandi', town: 'Nandi Hills', residence: 'Market Area', street: 'Market Street', label: 'Nandi Hills',
    storeStatus: 'N', pushFlg: 'N', mshpSts: 'close', createDt: '20261012',
    description: 'Small outlet near the tea estates: dairy meal, seedlings and sprayers.',
    email: 'kipronoagrovet.nandihills@gmail.com',
  },
];

const BRANCH_DESCRIPTIONS: ReadonlyArray<(residence: string, town: string) => string> = [
  (residence) => `Retail branch serving ${residence} and nearby estates: foodstuffs, household goods and mobile-money services.`,
  (_residence, town) => `Wholesale and retail outlet for ${town}; open Monday to Saturday 7am to 8pm, Sunday 9am to 5pm.`,
  (residence) => `Neighbourhood shop near the ${residence} market: cereals, flour, sugar, soap and cooking gas refills.`,
  (_residence, town) => `Distribution point for kiosks and hotels in and around ${town}; orders by phone are delivered the same day.`,
];

function addressDetails(rng: Random): string {
  const floor = rng.pick(['Ground Floor', 'Ground Floor', '1st Floor', 'Mezzanine']);
  return `Shop ${rng.int(1, 48)}, ${floor}, ${rng.pick(BUILDINGS)}, ${rng.pick(LANDMARKS)}`;
}

function countyByName(name: string): County {
  const county = COUNTIES.find((candidate) => candidate.name === name);
  if (!county) throw new Error(`unknown county ${name}`);
  return county;
}

/** More branch locations for the large size: every other town in the country, then Nairobi estates. */
function extraBranchPlans(count: number, taken: Set<string>, rng: Random): StorePlan[] {
  const candidates: Array<{ county: County; town: string; estate?: string }> = [];
  for (const county of COUNTIES) {
    for (const town of county.towns) if (!taken.has(town)) candidates.push({ county, town });
  }
  const nairobi = countyByName('Nairobi');
  for (const estate of nairobi.estates ?? []) {
    if (estate !== 'Nairobi CBD') candidates.push({ county: nairobi, town: 'Nairobi', estate });
  }
  return rng
    .shuffle(candidates)
    .slice(0, count)
    .map(({ county, town, estate }) => {
      const mainTown = town === county.towns[0];
      const namedEstates = mainTown ? county.estates : undefined;
      const residence = estate ?? rng.pick(namedEstates ?? GENERIC_ESTATES);
      const storeStatus = rng.bool(0.06) ? 'C' : 'N';
      return {
        county: county.name,
        town,
        residence,
        street: rng.pick((mainTown ? county.streets : undefined) ?? GENERIC_STREETS),
        label: namedEstates ? `${residence}, ${town}` : town,
        storeStatus,
        // A closed store is never left published on Discover.
        pushFlg: storeStatus === 'C' ? rng.weighted([['N', 60], ['R', 40]] as const) : rng.weighted([['Y', 55], ['N', 35], ['R', 10]] as const),
        mshpSts: storeStatus === 'C' || rng.bool(0.08) ? 'close' : 'open',
        createDt: rng.date('20200101', '20260930'),
        description: rng.pick(BRANCH_DESCRIPTIONS)(residence, town),
      } satisfies StorePlan;
    });
}

function ownerStores(shop: Shop, count: number, rng: Random, uniques: Uniques): Store[] {
  const branches = OWNER_BRANCHES.slice(0, Math.max(0, count - 1));
  const taken = new Set(['Nairobi', ...branches.map((branch) => branch.town)]);
  const plans = [OWNER_HEAD_OFFICE, ...branches, ...extraBranchPlans(count - 1 - branches.length, taken, rng)];
  return buildStores(shop, plans, rng, uniques);
}

function buildStores(shop: Shop, plans: readonly StorePlan[], rng: Random, uniques: Uniques): Store[] {
  const names = new Set<string>();
  return plans.map((plan, index) => {
    const headOffice = index === 0;
    let storeName = `${shop.brand} – ${plan.label}`;
    while (names.has(storeName)) storeName += ' II';
    names.add(storeName);
    const place = GENERIC_ESTATES.includes(plan.residence) ? plan.town : plan.residence;
    let email = plan.email ?? (headOffice ? `info@${shop.domain}` : `${mailbox(place)}@${shop.domain}`);
    while (uniques.storeEmails.has(email)) email = email.replace('@', `${mailbox(plan.town)}@`);
    uniques.storeEmails.add(email);
    let mblNo: string;
    if (plan.mblNo) {
      mblNo = plan.mblNo;
      uniques.storeMobiles.add(mblNo);
    } else if (headOffice) {
      // The owner's own line is what a head office lists; it is reserved elsewhere, so add it here only.
      mblNo = shop.owner.mblNoPlain;
      uniques.storeMobiles.add(mblNo);
    } else {
      mblNo = mobileNumber(rng, uniques.storeMobiles);
    }
    const county = countyByName(plan.county);
    const inherit = (probability: number) => (headOffice ? 'N' : rng.bool(probability) ? 'Y' : 'N');
    return {
      storeId: sequenceId('S', shop.block, 6, index),
      mercId: shop.merchant.mercId,
      storeName,
      headOffFlg: headOffice ? 'Y' : 'N',
      mshpSts: plan.mshpSts,
      storeStatus: plan.storeStatus,
      pushFlg: plan.pushFlg,
      county: county.name,
      city: plan.town,
      street: plan.street,
      residence: plan.residence,
      region: county.region,
      addressDetails: addressDetails(rng),
      mblNo,
      email,
      contactPerson: '',
      description: plan.description,
      useMainInventory: inherit(0.7),
      useMainCustomers: inherit(0.8),
      useMainBeneficiaries: inherit(0.85),
      createDt: plan.createDt,
    } satisfies Store;
  });
}

/** A store's contact person is its manager when it has one, otherwise the owner. */
function fillContactPersons(stores: Store[], staff: readonly Staff[], users: readonly UserAccount[]): void {
  const managerByStore = new Map<string, Staff>();
  for (const member of staff) {
    if (member.roleName !== 'Store Manager' || member.status !== 'A') continue;
    for (const storeId of member.storeIds) if (!managerByStore.has(storeId)) managerByStore.set(storeId, member);
  }
  for (const store of stores) {
    const manager = store.headOffFlg === 'Y' ? undefined : managerByStore.get(store.storeId);
    const owner = users.find((user) => user.mercId === store.mercId && user.roleName === 'Owner')!;
    store.contactPerson = manager ? `${manager.firstName} ${manager.lastName}` : `${owner.firstName} ${owner.lastName}`;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Tills

const TILL_NAMES = ['Main Counter', 'Counter 2', 'Express Counter', 'Wholesale Desk'];

function makeTills(stores: readonly Store[], [min, max]: [number, number], rng: Random, used: Set<string>): Till[] {
  const tills: Till[] = [];
  for (const store of stores) {
    const place = store.headOffFlg === 'Y' ? 'Head Office' : GENERIC_ESTATES.includes(store.residence) ? store.city : store.residence;
    const closed = store.storeStatus === 'C';
    const count = rng.int(min, max);
    for (let index = 0; index < count; index += 1) {
      let tillNo = String(rng.int(100000, 999999));
      while (used.has(tillNo)) tillNo = String(rng.int(100000, 999999));
      used.add(tillNo);
      tills.push({
        tillNo,
        tillName: `${place} – ${TILL_NAMES[index % TILL_NAMES.length]}`,
        storeId: store.storeId,
        mercId: store.mercId,
        // A closed store's tills were settled and switched off when it closed.
        balance: closed ? 0 : balanceMinor(rng, 450_000),
        status: closed || rng.bool(0.05) ? '1' : '0',
        rcvFlg: closed || rng.bool(0.08) ? '0' : '1',
        stlMethod: rng.weighted([['1', 50], ['0', 20], ['2', 15], ['3', 15]] as const),
      });
    }
  }
  return tills;
}

// ---------------------------------------------------------------------------------------------------------------
// Staff

const POSITIONS: Record<string, readonly string[]> = {
  'Store Manager': ['Branch Manager', 'Store Manager'],
  Supervisor: ['Shift Supervisor', 'Floor Supervisor'],
  Cashier: ['Cashier', 'Senior Cashier', 'Cashier'],
  'Sales Attendant': ['Sales Attendant', 'Shop Assistant', 'Delivery Rider'],
  Accountant: ['Accounts Clerk', 'Accountant'],
  'Stock Controller': ['Storekeeper', 'Stock Controller'],
};

const STAFF_ROLE_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['Cashier', 35],
  ['Sales Attendant', 35],
  ['Supervisor', 12],
  ['Stock Controller', 10],
  ['Accountant', 5],
  ['Store Manager', 3],
];

/** Kenyan ID numbers roughly follow the year they were issued (at 18), so older staff hold lower numbers. */
function nationalIdNumber(rng: Random, birthYear: number, used: Set<string>): string {
  for (;;) {
    const id =
      birthYear < 1980
        ? String(rng.int(1_000_000, 9_999_999))
        : birthYear < 1990
          ? String(rng.int(20_000_000, 27_999_999))
          : birthYear < 2000
            ? String(rng.int(28_000_000, 35_999_999))
            : String(rng.int(36_000_000, 41_999_999));
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

function makeStaff(shop: Shop, stores: readonly Store[], count: number, preset: readonly Staff[], rng: Random, uniques: Uniques): Staff[] {
  const openStores = stores.filter((store) => store.storeStatus === 'N');
  const headOffice = stores[0]!;
  const members: Staff[] = [...preset];
  for (let index = members.length; index < count; index += 1) {
    // Every open branch gets a manager first; the rest of the team is drawn by how common each role is.
    const managerSlot = index - preset.length;
    const branchNeedingManager = managerSlot < openStores.length - 1 ? openStores[managerSlot + 1] : undefined;
    const roleName = branchNeedingManager ? 'Store Manager' : rng.weighted(STAFF_ROLE_WEIGHTS);
    const person = randomPerson(rng);
    const birthDt = rng.date('19700101', '20050630');
    const birthYear = Number(birthDt.slice(0, 4));
    const home = branchNeedingManager ?? (roleName === 'Accountant' ? headOffice : rng.pick(stores));
    const storeIds = [home.storeId];
    if ((roleName === 'Supervisor' || roleName === 'Store Manager') && rng.bool(0.2)) {
      const other = rng.pick(openStores);
      if (other.storeId !== home.storeId) storeIds.push(other.storeId);
    }
    const earliestHire = latest(home.createDt, addDays(birthDt, 18 * 366));
    const hireDt = rng.date(earliest(earliestHire, addDays(SEED_TODAY, -7)), addDays(SEED_TODAY, -7));
    const bank = rng.pick(BANKS);
    const passport = rng.bool(0.04);
    const status: Staff['status'] = home.storeStatus === 'C' ? 'D' : rng.weighted([['A', 90], ['S', 7], ['D', 3]] as const);
    members.push({
      staffId: '',
      mercId: shop.merchant.mercId,
      firstName: person.firstName,
      lastName: person.surname,
      mblNo: mobileNumber(rng, uniques.staffMobiles),
      email: emailAddress(rng, person.firstName, person.surname, uniques.staffEmails, shop.domain && rng.bool(0.6) ? shop.domain : undefined),
      idType: passport ? '00' : '01',
      idNo: passport ? `AK${rng.digits(7)}` : nationalIdNumber(rng, birthYear, uniques.idNos),
      salesCode: '',
      position: rng.pick(POSITIONS[roleName]!),
      bankName: bank.name,
      acNo: accountNumber(rng, bank),
      bankBranch: rng.pick(bank.branches),
      birthDt,
      hireDt,
      status,
      roleName,
      storeIds,
    });
  }
  // Staff numbers and sales codes are issued in hiring order, as a payroll system would.
  members.sort((a, b) => (a.hireDt < b.hireDt ? -1 : a.hireDt > b.hireDt ? 1 : 0));
  members.forEach((member, index) => {
    member.staffId = sequenceId('ST', shop.block, 6, index);
    member.salesCode = `${shop.salesPrefix}${String(index + 101).padStart(4, '0')}`;
  });
  return members;
}

// ---------------------------------------------------------------------------------------------------------------
// Customers

const CUSTOMER_NOTES = [
  'Prefers delivery on Saturdays.',
  'Wholesale buyer – 5% discount on bales.',
  'Pays by mobile money, wants receipts by SMS.',
  'Runs a kiosk in the estate; buys sugar and flour weekly.',
  'Hotel owner, orders cooking oil in 20-litre jerricans.',
  'Ask for ID before giving credit.',
  'Regular since opening day.',
  'Collects orders after 6pm.',
];

const BLACKLIST_NOTES = [
  'Cheque of KES 18,500 bounced twice.',
  'Repeated chargeback requests after goods were delivered.',
  'Unpaid credit since August; stopped answering calls.',
  'Paid with a reversed mobile-money transaction.',
  'Abusive to staff at the counter.',
];

function makeCustomers(
  shop: Shop,
  stores: readonly Store[],
  count: number,
  blacklisted: number,
  rng: Random,
  uniques: Uniques,
): Customer[] {
  const customers: Customer[] = [];
  const storeWeights = stores.map((store, index) => [store, index === 0 ? 3 : 1] as const);
  for (let index = 0; index < count; index += 1) {
    const person = randomPerson(rng);
    const store = rng.weighted(storeWeights);
    const birthDt = rng.date('19550101', '20060630');
    const married = rng.bool(0.3) && birthDt < '19980101';
    customers.push({
      custId: '',
      mercId: shop.merchant.mercId,
      storeId: store.storeId,
      firstName: person.firstName,
      middleName: person.middleName,
      surname: person.surname,
      mblNo: mobileNumber(rng, uniques.customerMobiles),
      email: emailAddress(rng, person.firstName, person.surname, uniques.customerEmails),
      gender: person.gender,
      birthDt,
      // Optional on the customer form; most customers never give one.
      anniversaryDt: married ? rng.date(addDays(birthDt, 21 * 366), '20251231') : '',
      note: rng.bool(0.15) ? rng.pick(CUSTOMER_NOTES) : '',
      blackFlg: 'N',
      createDt: rng.date(latest(store.createDt, '20210104'), SEED_TODAY),
    });
  }
  for (const customer of rng.shuffle(customers).slice(0, blacklisted)) {
    customer.blackFlg = 'Y';
    customer.note = rng.pick(BLACKLIST_NOTES);
  }
  customers.sort((a, b) => (a.createDt < b.createDt ? -1 : a.createDt > b.createDt ? 1 : 0));
  customers.forEach((customer, index) => {
    customer.custId = sequenceId('C', shop.block, 7, index);
  });
  return customers;
}

// ---------------------------------------------------------------------------------------------------------------
// Support tickets

interface TicketContext {
  till: string;
  store: string;
  bank: string;
  accountTail: string;
  amount: string;
  day: string;
}

interface TicketTemplate {
  id: string;
  issueType: string;
  title: (context: TicketContext) => string;
  description: (context: TicketContext) => string;
}

const TICKET_TEMPLATES: readonly TicketTemplate[] = [
  {
    id: 'payment-missing',
    issueType: 'Payments',
    title: (c) => `Customer payment not reflecting on till ${c.till}`,
    description: (c) =>
      `A customer paid ${c.amount} to till ${c.till} on ${c.day}. She has the confirmation SMS but the amount is not in the till statement.`,
  },
  {
    id: 'settlement-delay',
    issueType: 'Settlement',
    title: (c) => `Settlement to ${c.bank} delayed`,
    description: (c) =>
      `End-of-day settlement of ${c.amount} for ${c.store} on ${c.day} has not reached our ${c.bank} account ending ${c.accountTail}.`,
  },
  {
    id: 'otp',
    issueType: 'Account',
    title: () => 'Staff not receiving OTP',
    description: (c) => `A cashier at ${c.store} does not receive the OTP when resetting the login password. The mobile number on the profile is correct.`,
  },
  {
    id: 'extra-till',
    issueType: 'Till',
    title: () => 'Request for an additional till',
    description: (c) => `We are opening another counter at ${c.store} and need one more till number before the end of the month.`,
  },
  {
    id: 'kyc',
    issueType: 'KYC',
    title: () => 'KYC verification still pending',
    description: (c) =>
      `We uploaded the national ID and business registration certificate on ${c.day} and the account still shows KYC pending. How long does verification take?`,
  },
  {
    id: 'transfer-reversed',
    issueType: 'Transfers',
    title: () => 'Supplier transfer reversed',
    description: (c) => `A transfer of ${c.amount} to our supplier's ${c.bank} account on ${c.day} was debited and then reversed two days later without explanation.`,
  },
  {
    id: 'certified-statement',
    issueType: 'Statement',
    title: () => 'Certified statement for loan application',
    description: () => 'Please send a certified account statement for the last six months; the bank needs it for our asset finance application.',
  },
  {
    id: 'double-charge',
    issueType: 'Payments',
    title: () => 'Customer charged twice',
    description: (c) => `A customer at ${c.store} was charged ${c.amount} twice for one purchase on ${c.day}. Please reverse the second charge.`,
  },
  {
    id: 'discover',
    issueType: 'Store',
    title: () => 'Store not showing on Discover',
    description: (c) => `${c.store} was published on ${c.day} but it does not appear in Discover Deals when customers search nearby.`,
  },
  {
    id: 'qr',
    issueType: 'Payments',
    title: (c) => `QR code for till ${c.till} not scanning`,
    description: (c) => `Customers say the printed QR code for till ${c.till} shows "invalid merchant" when they scan it.`,
  },
  {
    id: 'settlement-short',
    issueType: 'Settlement',
    title: () => 'Settlement amount less than till balance',
    description: (c) => `Settlement on ${c.day} was ${c.amount} less than the till balance at close of business at ${c.store}.`,
  },
  {
    id: 'till-deactivated',
    issueType: 'Till',
    title: (c) => `Till ${c.till} deactivated without notice`,
    description: (c) => `Till ${c.till} stopped receiving payments on ${c.day}. Nobody at ${c.store} asked for it to be deactivated.`,
  },
  {
    id: 'pesalink',
    issueType: 'Transfers',
    title: () => 'Pesalink transfer pending for over 24 hours',
    description: (c) => `A Pesalink transfer of ${c.amount} to ${c.bank} sent on ${c.day} still shows as pending.`,
  },
  {
    id: 'subscription',
    issueType: 'Account',
    title: () => 'Subscription charged twice this month',
    description: (c) => `The monthly plan fee was deducted twice on ${c.day}. Please refund one of the charges.`,
  },
  {
    id: 'refund-failed',
    issueType: 'Payments',
    title: () => 'Refund to customer failed',
    description: (c) => `A refund of ${c.amount} to a customer of ${c.store} failed with "transaction not permitted". The original sale was on ${c.day}.`,
  },
];

function makeTickets(
  shop: Shop,
  stores: readonly Store[],
  allTills: readonly Till[],
  count: number,
  fixedStatuses: readonly Ticket['status'][],
  templates: readonly TicketTemplate[],
  rng: Random,
): Ticket[] {
  const tills = allTills.filter((till) => till.mercId === shop.merchant.mercId);
  const statuses = fixedStatuses.length === count ? rng.shuffle(fixedStatuses) : undefined;
  const ownerBank = BANKS[1]!;
  const tickets: Ticket[] = [];
  for (let index = 0; index < count; index += 1) {
    const status = statuses ? statuses[index]! : rng.weighted([['1', 70], ['3', 12], ['2', 10], ['0', 8]] as const);
    // Open tickets are recent; old ones have long been answered or withdrawn.
    const window = status === '0' ? 21 : status === '2' ? 45 : statuses ? 240 : 1400;
    const requestDt = rng.date(addDays(SEED_TODAY, -window), SEED_TODAY);
    const requestTm = rng.time(7, 20);
    const template = statuses ? templates[index % templates.length]! : rng.pick(templates);
    const store = rng.pick(stores);
    const context: TicketContext = {
      till: tills.length > 0 ? rng.pick(tills).tillNo : '—',
      store: store.storeName,
      bank: rng.pick(BANKS).name,
      accountTail: rng.digits(4),
      // Most disputes are about everyday sums; a few are about a large wholesale payment.
      amount: kes((150 + Math.floor(180_000 * Math.pow(rng.next(), 2.5))) * 100),
      day: spokenDate(addDays(requestDt, -rng.int(0, 3))),
    };
    if (template.id.startsWith('settlement')) context.bank = ownerBank.name;
    let respondDt = '';
    let respondTm = '';
    if (status !== '0') {
      // Support works office hours: anything raised after 5pm is answered the next day at the earliest.
      respondDt = earliest(addDays(requestDt, rng.int(requestTm >= '170000' ? 1 : 0, 4)), SEED_TODAY);
      respondTm = respondDt === requestDt ? later(requestTm, rng) : rng.time(8, 17);
    }
    const respondChannel = rng.weighted([['S', 40], ['E', 35], ['P', 25]] as const);
    tickets.push({
      ticketNo: '',
      mercId: shop.merchant.mercId,
      title: template.title(context),
      issueType: template.issueType,
      description: template.description(context),
      respondChannel,
      contactInfo: respondChannel === 'E' ? shop.owner.email : shop.owner.mblNoPlain,
      status,
      requestDt,
      requestTm,
      respondDt,
      respondTm,
    });
  }
  tickets.sort((a, b) => {
    const left = a.requestDt + a.requestTm;
    const right = b.requestDt + b.requestTm;
    return left < right ? -1 : left > right ? 1 : 0;
  });
  tickets.forEach((ticket, index) => {
    ticket.ticketNo = sequenceId('TK', shop.block, 8, index);
  });
  return tickets;
}

/** A reply later the same day, for tickets answered on the day they were raised; never past midnight. */
function later(timeHHmmss: string, rng: Random): string {
  const seconds = Number(timeHHmmss.slice(0, 2)) * 3600 + Number(timeHHmmss.slice(2, 4)) * 60 + Number(timeHHmmss.slice(4, 6));
  const reply = Math.min(seconds + rng.int(600, 4 * 3600), 86_399);
  const hh = String(Math.floor(reply / 3600)).padStart(2, '0');
  const mm = String(Math.floor((reply % 3600) / 60)).padStart(2, '0');
  const ss = String(reply % 60).padStart(2, '0');
  return `${hh}${mm}${ss}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Beneficiaries

const SUPPLIERS = [
  'Nairobi Cereals Wholesalers Ltd',
  'Kirinyaga Rice Millers',
  'Bahati Distributors',
  'Rift Valley Dairies Ltd',
  'Coast Sugar Agencies',
  'Tumaini Packaging Ltd',
  'Uasin Gishu Maize Traders',
  'Mwangaza Gas Supplies',
  'Kilele Transporters',
];

function makeBeneficiaries(shop: Shop, count: number, rng: Random, usedMobiles: Set<string>): Beneficiary[] {
  const suppliers = rng.shuffle(SUPPLIERS);
  const beneficiaries: Beneficiary[] = [];
  const mobileCount = Math.ceil(count / 2);
  for (let index = 0; index < count; index += 1) {
    const byMobile = index < mobileCount;
    const mobile = mobileNumber(rng, usedMobiles);
    const person = randomPerson(rng);
    const personName = `${person.firstName} ${person.surname}`;
    const base = { bnfUsrNo: sequenceId('B', shop.block, 7, index), mercId: shop.merchant.mercId, bnfMblNo: mobile, headImgUrl: '' };
    if (byMobile) {
      const rcvCnl = rng.weighted([['44', 50], ['28', 35], ['65', 15]] as const);
      beneficiaries.push({
        ...base,
        bnfName: personName,
        rcvCnl,
        rcvTyp: '1',
        rcvBnkNm: rcvCnl === '44' ? mobileMoneyService(mobile) : rcvCnl === '65' ? rng.pick(BANKS).name : '',
        rcvAcNo: mobile,
      });
    } else {
      const bank = rng.pick(BANKS);
      const supplier = suppliers[index - mobileCount];
      beneficiaries.push({
        ...base,
        bnfName: supplier ?? personName,
        rcvCnl: rng.weighted([['41', 45], ['40', 35], ['42', 20]] as const),
        rcvTyp: '2',
        rcvBnkNm: bank.name,
        rcvAcNo: accountNumber(rng, bank),
      });
    }
  }
  return beneficiaries;
}
