// The seed's staff: a manager for every open branch, the rest by how common each role is, numbered in hiring order.
import { BANKS } from './kenya';
import { addDays, type Random } from './random';
import { earliest, latest, SEED_TODAY } from './seedBasics';
import { accountNumber, emailAddress, mobileNumber, randomPerson } from './seedPeople';
import { sequenceId, type Shop, type Uniques } from './seedShop';
import type { Staff, Store, UserAccount } from './types';

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

/** The demo Cashier login as a member of the owner's staff, at the head office, so her own record is on the list. */
export function cashierStaff(cashier: UserAccount, storeId: string): Staff {
  return {
    staffId: '',
    mercId: cashier.mercId,
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
    storeIds: [storeId],
  };
}

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

export function makeStaff(shop: Shop, stores: readonly Store[], count: number, preset: readonly Staff[], rng: Random, uniques: Uniques): Staff[] {
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
