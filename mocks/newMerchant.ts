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

/** Opens the owner's merchant: the merchant, its business information, a wallet at nil and a head office. */
export const openMerchantFor = (owner: UserAccount): string => {
  const data = db();
  const mercId = nextMerchantId();
  const mercNm = `${owner.firstName} ${owner.lastName}`.trim();
  const block = data.merchants.length + 1;
  data.merchants.push({ mercId, mercNm, mercAbbr: initials(mercNm), mercTyp: '01', mainFlag: 'Y', ciNo: '', businessType: '0' });
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
    storeName: headOfficeName(mercNm),
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
    mblNo: owner.mblNoPlain,
    email: owner.email,
    contactPerson: mercNm,
    description: '',
    useMainInventory: 'N',
    useMainCustomers: 'N',
    useMainBeneficiaries: 'N',
    createDt: wireDateNow(),
  });
  data.staffRoles.push(...makeStaffRoles([mercId]).map((role, index) => ({ ...role, roleId: sequenceId('R', String(block), 4, index) })));
  data.currentStore[owner.usrNo] = storeId;
  owner.mercId = mercId;
  return mercId;
};
