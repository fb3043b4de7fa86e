// The KYC matrix (spec 001 §6): for each transaction type, whether KYC level 00, 01 and 02 may use it. The spec
// names the matrix but not its action nor its values; QueryTransferMatrixInfo is the one matrix action spec 002
// lists, and the values below follow the usual tiering: paying in is open from the first level, moving money out
// needs level 01, credit and settlement need full KYC (02).
import type { UserAccount } from '../db/types';
import { defineAction } from '../registry';

const row = (transTypId: string, levels: string) => ({
  transTypId,
  kycZeroFlg: levels[0] === 'Y' ? 'Y' : 'N',
  kycOneFlg: levels[1] === 'Y' ? 'Y' : 'N',
  kycTwoFlg: levels[2] === 'Y' ? 'Y' : 'N',
});

export const KYC_MATRIX = [
  row('101', 'YYY'), // top up and pay
  row('110', 'NYY'), // send money and standing orders
  row('111', 'YYY'), // buy goods
  row('117', 'NYY'), // checkout
  row('120', 'NNY'), // overdraft
  row('123', 'NNY'), // loans
  row('125', 'YYY'), // utilities
  row('131', 'YYY'), // request to pay and QR
  row('132', 'NNY'), // withdraw and till settle
  row('150', 'NNY'), // discover deals
  row('152', 'NNY'), // discover deals
];

/** Whether the user's KYC level opens the transaction type (the server's own check, not only the console's gate). */
export const kycAllows = (user: UserAccount, transTypId: string): boolean => {
  const row = KYC_MATRIX.find((entry) => entry.transTypId === transTypId);
  const flag = { '00': row?.kycZeroFlg, '01': row?.kycOneFlg, '02': row?.kycTwoFlg }[user.kycLevel];
  return flag === 'Y';
};

defineAction('QueryTransferMatrixInfo', () => ({ body: { list: KYC_MATRIX } }));
