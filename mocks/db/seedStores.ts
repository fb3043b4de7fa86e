// The seed's stores: the owner's head office and named branches (more towns for the large size), the other demo
// merchants' stores, and each store's contact person once the staff exist.
import { BUILDINGS, COUNTIES, GENERIC_ESTATES, GENERIC_STREETS, LANDMARKS, type County } from './kenya';
import type { Random } from './random';
import { mobileNumber } from './seedPeople';
import { sequenceId, type Shop, type Uniques } from './seedShop';
import type { Staff, Store, UserAccount } from './types';

/** Branch mailboxes keep digits, so "Section 58" becomes section58@ rather than a bare section@. */
const mailbox = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

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

export const NEW_MERCHANT_STORES: readonly StorePlan[] = [
  {
    county: 'Kisumu', town: 'Kisumu', residence: 'Kondele', street: 'Jomo Kenyatta Highway', label: 'Head Office, Kisumu',
    storeStatus: 'N', pushFlg: 'N', mshpSts: 'open', createDt: '20261118',
    description: 'Fresh vegetables, fruit and fish from Kibuye market.',
    email: 'akinyifreshproduce@gmail.com', mblNo: '733000222',
  },
];

export const PENDING_MERCHANT_STORES: readonly StorePlan[] = [
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

export function ownerStores(shop: Shop, count: number, rng: Random, uniques: Uniques): Store[] {
  const branches = OWNER_BRANCHES.slice(0, Math.max(0, count - 1));
  const taken = new Set(['Nairobi', ...branches.map((branch) => branch.town)]);
  const plans = [OWNER_HEAD_OFFICE, ...branches, ...extraBranchPlans(count - 1 - branches.length, taken, rng)];
  return buildStores(shop, plans, rng, uniques);
}

export function buildStores(shop: Shop, plans: readonly StorePlan[], rng: Random, uniques: Uniques): Store[] {
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
export function fillContactPersons(stores: Store[], staff: readonly Staff[], users: readonly UserAccount[]): void {
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
