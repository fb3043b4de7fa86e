// The other businesses a merchant can pay by code (spec 000 §2 /finance/payByCode): tills for buy goods (code type 2)
// and paybills for pay bill (code type 4), as the provider's directory would answer them. A few are there to be
// refused in the spec's words: a deactivated till, one not set up to accept the payment, a paybill that cannot be used.
export interface Payee {
  codeTyp: '2' | '4';
  payCode: string;
  mercNm: string;
  status: 'active' | 'inactive' | 'refusing';
}

export const PAYEES: readonly Payee[] = [
  { codeTyp: '2', payCode: '522533', mercNm: 'Mama Mboga Groceries', status: 'active' },
  { codeTyp: '2', payCode: '884712', mercNm: 'Kilimani Hardware', status: 'active' },
  { codeTyp: '2', payCode: '300300', mercNm: 'Closed Corner Shop', status: 'inactive' },
  { codeTyp: '2', payCode: '777001', mercNm: 'Wholesale Only Ltd', status: 'refusing' },
  { codeTyp: '4', payCode: '888880', mercNm: 'Kenya Power', status: 'active' },
  { codeTyp: '4', payCode: '247247', mercNm: 'Equity Bank Paybill', status: 'active' },
  { codeTyp: '4', payCode: '100100', mercNm: 'Old School Fees Account', status: 'inactive' },
  { codeTyp: '4', payCode: '400400', mercNm: 'Restricted Paybill', status: 'refusing' },
];
