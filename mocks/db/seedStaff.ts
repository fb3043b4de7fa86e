// The seed's staff: a manager for every open branch, the rest by how common each role is, numbered in hiring order.
import { completeParents } from '../../src/config/permissionTree';
import { CASHIER_FUNC_NOS } from './demoAccounts';
import { BANKS } from './kenya';
import { addDays, type Random } from './random';
import { earliest, latest, SEED_TODAY } from './seedBasics';
import { accountNumber, emailAddress, mobileNumber, randomPerson } from './seedPeople';
import { sequenceId, type Shop, type Uniques } from './seedShop';
import type { Staff, StaffRole, Store, UserAccount } from './types';

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

/**
 * What each role may do: the functions a merchant's roles start with (QueryRoleList). A parent code is held
 * exactly when all its sub-codes are (completeParents), as the staff form keeps it.
 */
const ROLE_FUNCTIONS: Record<string, readonly string[]> = {
  'Store Manager': ['0501', '0502', '0503', '06', '07', '12', '2001', '2101', '2104', '2106', '2103', '2201', '2202', '2301', '3601', '43', '45'],
  Supervisor: ['0501', '0502', '0503', '12', '2001', '2101', '2106', '2201', '43'],
  Cashier: CASHIER_FUNC_NOS,
  'Sales Attendant': ['0501', '2101', '2106', '2201', '43'],
  Accountant: ['0501', '06', '07', '12', '1301', '1302', '1A', '24', '45'],
  'Stock Controller': ['0501', '2201', '2202'],
};

export const roleFunctions = (roleName: string): string[] => completeParents(ROLE_FUNCTIONS[roleName] ?? []);

/** Every merchant's roles, in the order the form offers them. */
export function makeStaffRoles(mercIds: readonly string[]): StaffRole[] {
  return mercIds.flatMap((mercId, block) =>
    Object.keys(ROLE_FUNCTIONS).map((roleName, index) => ({
      roleId: `R${block + 1}${String(index + 1).padStart(3, '0')}`,
      mercId,
      roleName,
      funcNos: roleFunctions(roleName),
    })),
  );
}

/** A username as staff get one: first.last in plain letters, numbered when taken (at most 20 characters). */
const usernameFor = (firstName: string, lastName: string, taken: Set<string>): string => {
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  const base = `${plain(firstName)}.${plain(lastName)}`.slice(0, 18);
  let name = base;
  for (let counter = 2; taken.has(name); counter += 1) name = `${base}${counter}`;
  taken.add(name);
  return name;
};

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
    inviteFlg: 'N',
    loginName: cashier.loginName ?? 'cashier',
    usrNo: cashier.usrNo,
    roleName: 'Cashier',
    funcNos: [...cashier.funcNos],
    storeIds: [storeId],
    createDt: '20230213',
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
  const usernames = new Set(preset.map((member) => member.loginName));
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
      inviteFlg: 'N',
      loginName: usernameFor(person.firstName, person.surname, usernames),
      // Seeded members have no sub-account until their administrator resets their password.
      usrNo: '',
      roleName,
      funcNos: roleFunctions(roleName),
      storeIds,
      createDt: hireDt,
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

/**
 * Someone invited by mobile number (InviteStaff) who has not joined yet, so the Pending tab shows what Resend and
 * Cancel invitation act on: no username, ID or hire date until they join. Numbered after the merchant's staff.
 */
export function invitedStaff(shop: Shop, storeId: string, staffCount: number, rng: Random, uniques: Uniques): Staff {
  const person = randomPerson(rng);
  const sentDt = addDays(SEED_TODAY, -2);
  return {
    staffId: sequenceId('ST', shop.block, 6, staffCount),
    mercId: shop.merchant.mercId,
    firstName: person.firstName,
    lastName: person.surname,
    mblNo: mobileNumber(rng, uniques.staffMobiles),
    email: '',
    idType: '',
    idNo: '',
    salesCode: '',
    position: 'Cashier',
    bankName: '',
    acNo: '',
    bankBranch: '',
    birthDt: '',
    hireDt: '',
    status: 'P',
    inviteFlg: 'Y',
    loginName: '',
    usrNo: '',
    roleName: 'Cashier',
    funcNos: roleFunctions('Cashier'),
    storeIds: [storeId],
    createDt: sentDt,
  };
}

/**
 * The Staff page's tabs each show someone: the newest hire has not signed in yet (pending), and one active member
 * who is not the demo cashier is frozen, when the draw left those tabs empty.
 */
export function showEveryStaffStatus(staff: Staff[]): void {
  // An invitation is pending too, but its Resend and Cancel are not the commands of someone added in full.
  const members = staff.filter((member) => member.inviteFlg === 'N');
  const others = members.filter((member) => !member.usrNo).sort((a, b) => (a.hireDt < b.hireDt ? 1 : a.hireDt > b.hireDt ? -1 : 0));
  if (!members.some((member) => member.status === 'P') && others[0]?.status === 'A') others[0].status = 'P';
  const frozen = others.find((member) => member.status === 'A' && member.roleName !== 'Store Manager');
  if (!members.some((member) => member.status === 'S') && frozen) frozen.status = 'S';
}
