import type { SubMerchantRecord } from './types';

/**
 * The owner's merchant collects for three market traders: one settled to a bank account, one by mobile money and one
 * disabled (its stall closed for the season), so the list shows both states and each settlement's own details.
 */
export const makeSubMerchants = (mercId: string): SubMerchantRecord[] => [
  {
    subMercId: 'SM100001',
    mercId,
    subMercNm: 'Kamau Fresh Produce',
    tillNo: '5123401',
    mblNo: '722615804',
    subMercSts: '1',
    city: 'Nakuru',
    physicalAddress: 'Wakulima Market, stall 14',
    postalAddress: 'P.O. Box 1120-20100 Nakuru',
    busPhone: '722615804',
    busEmail: 'kamau.produce@gmail.com',
    stlMethod: '1',
    stlPayMode: '1',
    bankName: 'Equity Bank',
    bankBranch: 'Nakuru Kenyatta Avenue',
    stlAcNm: 'Peter Kamau Njoroge',
    stlAcNo: '0180293847561',
    createDt: '20260912',
  },
  {
    subMercId: 'SM100002',
    mercId,
    subMercNm: 'Achieng Tailoring',
    tillNo: '5123402',
    mblNo: '711908765',
    subMercSts: '1',
    city: 'Kisumu',
    physicalAddress: 'Kibuye Market, row C',
    stlMethod: '5',
    stlPayMode: '0',
    stlMblNo: '711908765',
    createDt: '20261003',
  },
  {
    subMercId: 'SM100003',
    mercId,
    subMercNm: 'Mwangi Hardware Stall',
    tillNo: '5123403',
    mblNo: '733120456',
    subMercSts: '0',
    city: 'Thika',
    physicalAddress: 'Kenyatta Highway, Makongeni stage',
    stlMethod: '2',
    stlPayMode: '1',
    createDt: '20260720',
  },
];
