// The seed's business information: one record per demo merchant, from the merchant's registration (name, type,
// certificate number) and its head-office address, with the setup details the merchant filled in.
import type { BusinessInfo, Merchant, Store } from './types';

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
