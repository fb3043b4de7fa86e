// The seed's standing orders (resources/standingOrders.json): the owner's shop rent to a bank and a weekly float to
// a mobile number run normally, a supplier's order is paused, and last season's order has finished, so the list
// shows every ordinary state. Amounts in minor units; no fee on standing orders in the demo.
import type { StandingOrderRecord } from './types';

const KES = (shillings: number) => shillings * 100;

export const makeStandingOrders = (mercId: string): StandingOrderRecord[] => {
  const order = (fields: Omit<StandingOrderRecord, 'mercId' | 'feeAmt' | 'totAmt'>): StandingOrderRecord => ({
    ...fields,
    mercId,
    feeAmt: 0,
    totAmt: fields.amount,
  });
  return [
    order({
      soNo: 'SO100001',
      soNm: 'Shop rent',
      rcvCnl: '41',
      rcvTyp: '2',
      bnfName: 'Tumaini Properties Ltd',
      rcvBnkNm: 'Equity Bank',
      rcvAcNo: '0180293847561',
      amount: KES(45_000),
      frequency: '2',
      nextDt: '20261201',
      fundSrc: 'WALLET01',
      payRsn: 'Monthly rent, Moi Avenue shop',
      soSts: '0',
      createDt: '20260301',
    }),
    order({
      soNo: 'SO100002',
      soNm: 'Weekly float',
      rcvCnl: '44',
      rcvTyp: '1',
      bnfName: 'Otieno Ouma',
      bnfMblNo: '722593041',
      amount: KES(5_000),
      frequency: '1',
      nextDt: '20261123',
      fundSrc: 'WALLET01',
      payRsn: 'Float for the Kisumu agent',
      soSts: '0',
      createDt: '20260810',
    }),
    order({
      soNo: 'SO100003',
      soNm: 'Packaging supplies',
      rcvCnl: '40',
      rcvTyp: '2',
      bnfName: 'Tumaini Packaging Ltd',
      rcvBnkNm: 'KCB Bank',
      rcvAcNo: '1152093384',
      amount: KES(12_500),
      frequency: '3',
      nextDt: '20270105',
      fundSrc: 'WLTBNK01',
      payRsn: 'Quarterly packaging order',
      soSts: '1',
      createDt: '20260405',
    }),
    order({
      soNo: 'SO100004',
      soNm: 'Harvest transport',
      rcvCnl: '28',
      rcvTyp: '1',
      bnfName: 'Kilele Transporters',
      bnfMblNo: '733120456',
      amount: KES(8_000),
      frequency: '1',
      nextDt: '20260930',
      lastDt: '20260930',
      fundSrc: 'WALLET01',
      payRsn: 'Transport during the harvest',
      soSts: '3',
      createDt: '20260701',
    }),
  ];
};
