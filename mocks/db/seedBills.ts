// The owner's saved bill accounts and regular bills (Pay Bills → Saved accounts, Regular bills): the shop's
// prepaid meter, its water account and the manager's airtime line; the water bill and the internet paid monthly,
// both approved long ago.
import type { BillAccountRecord, BillPlanRecord } from './types';

export const makeBillAccounts = (mercId: string): BillAccountRecord[] => [
  { billAcId: 'BA100001', mercId, acAlias: 'Shop prepaid meter', provCd: '05', billAcNo: '37145500218', crtDt: '20260304' },
  { billAcId: 'BA100002', mercId, acAlias: 'Shop water', provCd: '01', billAcNo: 'NCW-220871', crtDt: '20260304' },
  { billAcId: 'BA100003', mercId, acAlias: 'Manager airtime', provCd: '02', billAcNo: '722593041', crtDt: '20260519' },
];

export const makeBillPlans = (mercId: string): BillPlanRecord[] => [
  {
    planNo: 'BP100001',
    mercId,
    planNm: 'Shop water',
    provCd: '01',
    billAcNo: 'NCW-220871',
    amount: 350_000,
    frequency: '2',
    startDt: '20260405',
    planSts: 'A',
    approvalId: '',
    crtDt: '20260310',
  },
  {
    planNo: 'BP100002',
    mercId,
    planNm: 'Shop internet',
    provCd: '07',
    billAcNo: 'ZK-5520193',
    amount: 499_900,
    frequency: '2',
    startDt: '20260601',
    planSts: 'A',
    approvalId: '',
    crtDt: '20260522',
  },
];
