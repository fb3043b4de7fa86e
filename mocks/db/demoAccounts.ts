// The four logins a visitor can try without any setup. DEMO_ACCOUNTS is what the README and the start script print;
// the records below it are what the seed puts in the database for those logins, so the two can never disagree.

import { ALL_PERMISSION_CODES } from '../../src/auth/permissionCodes';
import type { Merchant, UserAccount } from './types';

export interface DemoAccount {
  label: string;
  /** Exactly what is typed in the login field: a mobile number with its trunk 0, or a staff username. */
  login: string;
  password: string;
  pin: string;
  description: string;
  usrNo: string;
}

// A plain array rather than readonly: the login page casts it to its own mutable DemoAccount[].
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    label: 'Owner',
    login: '0712345678',
    password: 'Owner@2026',
    pin: '1234',
    description: 'Wanjiru Kamau, owner of Mama Wanjiru Traders Ltd: every permission, six stores, KYC passed.',
    usrNo: 'U000001',
  },
  {
    label: 'Cashier',
    login: 'cashier',
    password: 'Cashier@2026',
    pin: '2468',
    description: 'Brian Otieno, staff of Mama Wanjiru Traders: sales and cashier functions only.',
    usrNo: 'U000002',
  },
  {
    label: 'New merchant',
    login: '0733000222',
    password: 'Newbie@2026',
    pin: '1357',
    description: 'Akinyi Odhiambo, just registered: business setup, ID upload and plan still to do.',
    usrNo: 'U000003',
  },
  {
    label: 'KYC pending owner',
    login: '0744000333',
    password: 'Pending@2026',
    pin: '9753',
    description: 'Kiprono Cheruiyot, owner of Kiprono Agrovet Supplies: set up, documents uploaded, KYC under review.',
    usrNo: 'U000004',
  },
];

export const OWNER_MERCHANT_ID = 'M100001';
export const NEW_MERCHANT_ID = 'M100002';
export const PENDING_MERCHANT_ID = 'M100003';

/** The cashier's functions: sales (view, manage, refund) and the cashier screen, nothing else. */
export const CASHIER_FUNC_NOS: readonly string[] = ['05', '0501', '0502', '0503', '43'];

export const DEMO_MERCHANTS: readonly Merchant[] = [
  {
    mercId: OWNER_MERCHANT_ID,
    mercNm: 'Mama Wanjiru Traders Ltd',
    mercAbbr: 'MWT',
    mercTyp: '01',
    mainFlag: 'Y',
    ciNo: 'PVT-RXU7LQ2B',
    businessType: '3',
  },
  {
    mercId: NEW_MERCHANT_ID,
    mercNm: 'Akinyi Fresh Produce',
    mercAbbr: 'AFP',
    mercTyp: '01',
    mainFlag: 'Y',
    // A sole proprietor who has not registered a business name has no certificate number yet.
    ciNo: '',
    businessType: '0',
  },
  {
    mercId: PENDING_MERCHANT_ID,
    mercNm: 'Kiprono Agrovet Supplies',
    mercAbbr: 'KAS',
    mercTyp: '01',
    mainFlag: 'Y',
    ciNo: 'BN-K7ZQ4M9P',
    businessType: '1',
  },
];

export const DEMO_USERS: readonly UserAccount[] = [
  {
    usrNo: 'U000001',
    mblNoPlain: '712345678',
    firstName: 'Wanjiru',
    lastName: 'Kamau',
    email: 'wanjiru.kamau@mamawanjiru.co.ke',
    password: 'Owner@2026',
    pin: '1234',
    mercId: OWNER_MERCHANT_ID,
    funcNos: [...ALL_PERMISSION_CODES],
    roleName: 'Owner',
    idUploadFlag: 'Y',
    businessSetupStatus: 'Y',
    planFlag: 'Y',
    kycSts: '02',
    kycLevel: '02',
    superAdmin: 'Y',
  },
  {
    usrNo: 'U000002',
    mblNoPlain: '722000111',
    loginName: 'cashier',
    firstName: 'Brian',
    lastName: 'Otieno',
    email: 'brian.otieno@mamawanjiru.co.ke',
    password: 'Cashier@2026',
    pin: '2468',
    mercId: OWNER_MERCHANT_ID,
    funcNos: [...CASHIER_FUNC_NOS],
    roleName: 'Cashier',
    idUploadFlag: 'Y',
    businessSetupStatus: 'Y',
    planFlag: 'Y',
    kycSts: '02',
    kycLevel: '02',
    superAdmin: 'N',
  },
  {
    usrNo: 'U000003',
    mblNoPlain: '733000222',
    firstName: 'Akinyi',
    lastName: 'Odhiambo',
    email: 'akinyi.odhiambo@gmail.com',
    password: 'Newbie@2026',
    pin: '1357',
    mercId: NEW_MERCHANT_ID,
    funcNos: [...ALL_PERMISSION_CODES],
    roleName: 'Owner',
    idUploadFlag: 'N',
    businessSetupStatus: 'N',
    planFlag: 'N',
    kycSts: '01',
    kycLevel: '00',
    superAdmin: 'Y',
  },
  {
    usrNo: 'U000004',
    mblNoPlain: '744000333',
    firstName: 'Kiprono',
    lastName: 'Cheruiyot',
    email: 'kiprono.cheruiyot@yahoo.com',
    password: 'Pending@2026',
    pin: '9753',
    mercId: PENDING_MERCHANT_ID,
    funcNos: [...ALL_PERMISSION_CODES],
    roleName: 'Owner',
    idUploadFlag: 'Y',
    businessSetupStatus: 'Y',
    planFlag: 'Y',
    kycSts: '01',
    kycLevel: '01',
    superAdmin: 'Y',
  },
];
