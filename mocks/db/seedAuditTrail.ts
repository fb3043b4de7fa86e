// The audit trail's past (resources/auditTrail.json): a handful of changes the owner and the cashier made in the
// week before the seed's today, so the page has something to show before anyone changes anything. Kept newest
// first, as mocks/auditTrail.ts adds them.
import { OWNER_MERCHANT_ID } from './demoAccounts';
import type { AuditTrailRecord, UserAccount } from './types';

type Past = Pick<AuditTrailRecord, 'optTyp' | 'optAction' | 'optDt' | 'optTm'> & { usrNo: string; optObj?: string; txAmt?: number };

const PAST: readonly Past[] = [
  { usrNo: 'U000001', optTyp: '07', optAction: 'SetSalesTax', optDt: '20261113', optTm: '091502' },
  { usrNo: 'U000001', optTyp: '01', optAction: 'AddStaffKms', optObj: 'Brian Otieno', optDt: '20261114', optTm: '103011' },
  { usrNo: 'U000001', optTyp: '06', optAction: 'TransferPay', txAmt: 1_250_000, optDt: '20261116', optTm: '142233' },
  { usrNo: 'U000002', optTyp: '01', optAction: 'AddCustomers', optObj: 'Achieng Odhiambo', optDt: '20261117', optTm: '111845' },
  { usrNo: 'U000002', optTyp: '04', optAction: 'RefundGoodsOrder', txAmt: 45_000, optDt: '20261118', optTm: '163010' },
  { usrNo: 'U000001', optTyp: '02', optAction: 'EditStore', optObj: 'Head Office', optDt: '20261119', optTm: '084500' },
];

export const makeAuditTrail = (mercId: string, users: readonly UserAccount[]): AuditTrailRecord[] =>
  mercId !== OWNER_MERCHANT_ID
    ? []
    : PAST.map((past, index) => {
        const user = users.find((candidate) => candidate.usrNo === past.usrNo)!;
        const { usrNo, ...entry } = past;
        return {
          auditId: `AT${String(index + 1).padStart(8, '0')}`,
          mercId,
          oprNm: `${user.firstName} ${user.lastName}`,
          oprNo: usrNo,
          ...entry,
          deviceId: usrNo === 'U000001' ? 'WEB-7F3A9C21' : 'WEB-2B8D4E10',
        };
      }).reverse();
