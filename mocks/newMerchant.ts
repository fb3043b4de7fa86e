// A merchant opened for an owner who registered and then creates a business (the first SetUpBusiness): the records
// every seeded merchant has, empty where the owner has not told us anything yet. Business setup then fills in the name, type and
// address; until then the owner's own name stands for the business, as it does for an unregistered sole trader.
import { makeStaffRoles } from './db/seedStaff';
import { sequenceId } from './db/seedShop';
import type { UserAccount } from './db/types';
import { wireDateNow } from './resources/collections';
import { db } from './state';

const MERCHANT_ID = /^M(\d{6})$/;

const nextMerchantId = (): string => {
  const highest = Math.max(100_000, ...db().merchants.map(({ mercId }) => Number(MERCHANT_ID.exec(mercId)?.[1] ?? 0)));
  return `M${highest + 1}`;
};

export const headOfficeName = (mercNm: string): string => `${mercNm} – Head Office`;

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 4);

interface NewBooks {
  mercNm: string;
  /** Who the head office names as its contact. */
  contact: Pick<UserAccount, 'mblNoPlain' | 'email'>;
  /** N for a sub-merchant's books, worked in by switching account from the merchant it belongs to. */
  mainFlag?: 'Y' | 'N';
  /** The store's name; the merchant's head office by default. */
  storeName?: string;
}

/** Opens a merchant's books: the merchant, its business information, a wallet at nil, a head office and staff roles. */
export const openMerchant = ({ mercNm, contact, mainFlag = 'Y', storeName = headOfficeName(mercNm) }: NewBooks): { mercId: string; storeId: string } => {
  const data = db();
  const mercId = nextMerchantId();
  const block = data.merchants.length + 1;
  data.merchants.push({ mercId, mercNm, mercAbbr: initials(mercNm), mercTyp: '01', mainFlag, ciNo: '', businessType: '0' });
  data.businessInfos.push({
    mercId,
    mercNm,
    mercAbbr: initials(mercNm),
    businessType: '0',
    industry: '',
    sector: '',
    description: '',
    altMblNo: '',
    county: '',
    city: '',
    street: '',
    taxPin: '',
    ciNo: '',
    auditSts: '0',
    auditSubmitDt: '',
    auditSubmitTm: '',
  });
  // The provider's 13-digit wallet account: 1002004 and the merchant number.
  data.accounts.push({ mercId, acNo: `1002004${mercId.slice(1)}`, acNm: mercNm, balance: 0 });
  // Ids as seeded, with the merchant's block digit (S1…, R1…); a new merchant takes the block past the last.
  const storeId = sequenceId('S', String(block), 6, 0);
  data.stores.push({
    storeId,
    mercId,
    storeName,
    headOffFlg: 'Y',
    mshpSts: 'open',
    storeStatus: 'N',
    pushFlg: 'N',
    county: '',
    city: '',
    street: '',
    residence: '',
    region: '',
    addressDetails: '',
    mblNo: contact.mblNoPlain,
    email: contact.email,
    contactPerson: mercNm,
    description: '',
    useMainInventory: 'N',
    useMainCustomers: 'N',
    useMainBeneficiaries: 'N',
    createDt: wireDateNow(),
  });
  data.staffRoles.push(...makeStaffRoles([mercId]).map((role, index) => ({ ...role, roleId: sequenceId('R', String(block), 4, index) })));
  return { mercId, storeId };
};

/** Opens the owner's merchant, named after the owner until business setup names the business. */
export const openMerchantFor = (owner: UserAccount): string => {
  const { mercId, storeId } = openMerchant({ mercNm: `${owner.firstName} ${owner.lastName}`.trim(), contact: owner });
  db().currentStore[owner.usrNo] = storeId;
  owner.mercId = mercId;
  return mercId;
};
