// The seed's business information: one record per demo merchant, from the merchant's registration (name, type,
// certificate number) and its head-office address, with the setup details the merchant filled in.
import { OWNER_MERCHANT_ID, PENDING_MERCHANT_ID } from './demoAccounts';
import type { BusinessInfo, BusinessSetupRecord, Merchant, StakeholderRecord, Store, SubscriptionRecord, UserAccount } from './types';

type Details = Pick<BusinessInfo, 'industry' | 'sector' | 'description' | 'altMblNo' | 'taxPin'>;

const DETAILS: Record<Merchant['businessType'], Details> = {
  // Owner: a limited company selling groceries and household goods.
  '3': {
    industry: '01',
    sector: 'Groceries and household goods',
    description: 'Family-run supermarkets selling fresh produce, groceries and household goods across Nairobi, Mombasa, Kisumu and Nakuru.',
    altMblNo: '722456789',
    taxPin: 'P051234567K',
  },
  // New merchant: has not finished business setup, so little is filled in.
  '0': { industry: '04', sector: '', description: '', altMblNo: '', taxPin: '' },
  // KYC pending: a registered sole proprietor.
  '1': {
    industry: '04',
    sector: 'Farm inputs and animal health',
    description: 'Seeds, fertiliser, animal feeds and veterinary products for smallholder farmers across Nandi County.',
    altMblNo: '745112233',
    taxPin: 'A009876543Z',
  },
  '2': { industry: '09', sector: '', description: '', altMblNo: '', taxPin: '' },
};

export const makeBusinessInfos = (merchants: readonly Merchant[], stores: readonly Store[]): BusinessInfo[] =>
  merchants.map((merchant) => {
    const headOffice = stores.find((store) => store.mercId === merchant.mercId && store.headOffFlg === 'Y');
    return {
      mercId: merchant.mercId,
      mercNm: merchant.mercNm,
      mercAbbr: merchant.mercAbbr,
      businessType: merchant.businessType,
      ...DETAILS[merchant.businessType],
      county: headOffice?.county ?? '',
      city: headOffice?.city ?? '',
      street: headOffice?.street ?? '',
      ciNo: merchant.ciNo,
      auditSts: '0',
      auditSubmitDt: '',
      auditSubmitTm: '',
    };
  });

/** The setup as each demo merchant left it: the owner's company and the KYC-pending sole proprietor are set up, the new merchant has not started. */
export const makeBusinessSetups = (infos: readonly BusinessInfo[], users: readonly UserAccount[]): BusinessSetupRecord[] =>
  infos.map((info) => {
    const setUp = users.some((user) => user.mercId === info.mercId && user.businessSetupStatus === 'Y');
    return {
      mercId: info.mercId,
      step: setUp ? 'done' : 'type',
      businessType: setUp ? info.businessType : '',
      ocrFlg: 'N',
      mercNm: setUp ? info.mercNm : '',
      industry: setUp ? info.industry : '',
      sector: setUp ? info.sector : '',
      description: setUp ? info.description : '',
      businessPhoto: '',
      county: setUp ? info.county : '',
      city: setUp ? info.city : '',
      street: setUp ? info.street : '',
      taxPin: setUp ? info.taxPin : '',
      ciNo: setUp ? info.ciNo : '',
      regCert: '',
      certIncorporation: '',
      cr12: '',
      llp2: '',
      bankCode: setUp ? '68' : '',
      branchCode: setUp ? '068001' : '',
      acNm: setUp ? info.mercNm : '',
      acNo: setUp ? '0480291733425' : '',
    };
  });

/** The owner's company has two directors; the registered sole proprietor owns the whole business. */
export const makeStakeholders = (): StakeholderRecord[] => [
  { stakeholderId: 'SH100001', mercId: OWNER_MERCHANT_ID, firstName: 'Wanjiru', surname: 'Kamau', mblNo: '712345678', email: 'wanjiru.kamau@mamawanjiru.co.ke', idNo: '23456789', designation: '3', share: 60, idFrontImg: '', idBackImg: '', blockSts: '1' },
  { stakeholderId: 'SH100002', mercId: OWNER_MERCHANT_ID, firstName: 'Peter', middleName: 'Mwangi', surname: 'Kamau', mblNo: '722981204', idNo: '24567890', designation: '1', share: 40, idFrontImg: '', idBackImg: '', blockSts: '1' },
  { stakeholderId: 'SH100003', mercId: PENDING_MERCHANT_ID, firstName: 'Kiprono', surname: 'Cheruiyot', mblNo: '744000333', email: 'kiprono.cheruiyot@yahoo.com', idNo: '29876543', designation: '0', share: 100, idFrontImg: '', idBackImg: '', blockSts: '1' },
];

/** The set-up merchants pay for a plan; the new merchant has none. */
export const makeSubscriptions = (): SubscriptionRecord[] => [
  { mercId: OWNER_MERCHANT_ID, planId: '03', startDt: '20261101', endDt: '20261130' },
  { mercId: PENDING_MERCHANT_ID, planId: '01', startDt: '20261101', endDt: '20261130' },
];
