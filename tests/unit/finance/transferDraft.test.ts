// A split bill's "To pay" link and the transfer screen's reading of it: what the notification sends arrives intact.
import { describe, expect, it } from 'vitest';
import { draftFromQuery } from '../../../src/finance/transfer/transferDraft';
import { payLink, recordLink } from '../../../src/notifications/splitBillLinks';

const order = { orderNo: 'SB200244006503', orderDate: '20261121', orderPaymentStatus: '0', payAmt: 120_050, rcvMblNo: '722481930', rcvNm: 'Peter Mwangi' };

const queryOf = (link: string) => new URLSearchParams(link.slice(link.indexOf('?') + 1));

describe('split bill → transfer', () => {
  it('goes to /finance/transfer with type splitBill, the amount in KES, the mobile number, the name and the order', () => {
    const link = payLink(order);
    expect(link.startsWith('/finance/transfer?')).toBe(true);
    expect(Object.fromEntries(queryOf(link))).toEqual({
      type: 'splitBill',
      amount: '1200.50',
      mobile: '722481930',
      name: 'Peter Mwangi',
      orderNo: 'SB200244006503',
    });
    expect(draftFromQuery(queryOf(link))).toEqual({
      transferType: 'splitBill',
      amount: '1200.50',
      mobile: '722481930',
      name: 'Peter Mwangi',
      orderNo: 'SB200244006503',
    });
  });

  it('reads a hand-typed or damaged query as a plain send-to-mobile, dropping what cannot belong', () => {
    expect(draftFromQuery(new URLSearchParams('amount=1,2x00&mobile=+254 722-481-930&name= Jane '))).toEqual({
      transferType: 'mobile',
      amount: '1200',
      mobile: '722481930',
      name: 'Jane',
      orderNo: '',
    });
    expect(draftFromQuery(new URLSearchParams('type=other&orderNo=SB1'))).toMatchObject({ transferType: 'mobile', orderNo: '' });
    expect(draftFromQuery(new URLSearchParams(''))).toEqual({ transferType: 'mobile', amount: '', mobile: '', name: '', orderNo: '' });
  });

  it('sends a paid order to its transaction record with the order number and date', () => {
    expect(recordLink(order)).toBe('/finance/components/transRecordDetail?orderNo=SB200244006503&orderDate=20261121');
  });
});
