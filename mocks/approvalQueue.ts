// Where a money movement meets the account mandates (resources/mandates.json): the mandate in force for its
// transaction type and subtype whose band holds the amount decides. One asking for approval (mandate type 1 or 2)
// turns the movement into an approval, with the rule and people as they are now and what to carry out once agreed;
// none, or one of type 0, lets it go through.
import type { ApprovalRecord, MandateRecord, UserAccount } from './db/types';
import { asText, newId, wireDateNow, wireTimeNow } from './resources/collections';
import { db } from './state';
import { staffOfAccount } from './staffAccounts';

export interface Movement {
  mmdTxTyp: MandateRecord['mmdTxTyp'];
  mmdSubTyp: MandateRecord['mmdSubTyp'];
  intfTyp: ApprovalRecord['intfTyp'];
  amount: number;
  feeAmt: number;
  txDesc: string;
  carryOut: NonNullable<ApprovalRecord['carryOut']>;
  /** Waits for the owner when no mandate in force covers it (a change that always needs approval: bill plans). */
  always?: boolean;
}

/** Without a mandate, only the owner decides (no staff is named, and the rule Any of nobody is never met by staff). */
const OWNER_DECIDES = { mmdTyp: '2', mmdRul: '4', authorisers: [], approvers: [], named: [] } as const;

const holds = (mandate: MandateRecord, amount: number): boolean =>
  mandate.lmtFrom <= amount && (mandate.unlmtFlg === 'Y' || amount <= (mandate.lmtTo ?? Infinity));

/** The approval the movement now waits in, or nothing when it may go through. */
export const waitForApproval = (user: UserAccount, movement: Movement): ApprovalRecord | undefined => {
  const mandate = db().mandates.find(
    (entry) =>
      entry.mercId === user.mercId &&
      entry.mmdSts === 'A' &&
      entry.mmdTxTyp === movement.mmdTxTyp &&
      entry.mmdSubTyp === movement.mmdSubTyp &&
      holds(entry, movement.amount),
  );
  if (mandate?.mmdTyp === '0' || (!mandate && !movement.always)) return undefined;
  const { initiators = [], authorisers = [], approvers = [], viewers = [] } = mandate ?? {};
  const rule = mandate
    ? { mmdTyp: mandate.mmdTyp, mmdRul: mandate.mmdRul, authorisers, approvers, named: [...new Set([...initiators, ...authorisers, ...approvers, ...viewers])] }
    : { ...OWNER_DECIDES, authorisers: [], approvers: [], named: [] };
  const approvals = db().approvals;
  const approval: ApprovalRecord = {
    approvalId: newId('approval', approvals as never, 'approvalId', { key: 'mercId', value: user.mercId }),
    mercId: user.mercId,
    intfTyp: movement.intfTyp,
    initNm: `${user.firstName} ${user.lastName}`,
    initiatorId: staffOfAccount(user)?.staffId ?? user.usrNo,
    txAmt: movement.amount,
    feeAmt: movement.feeAmt,
    crtDt: wireDateNow(),
    crtTm: wireTimeNow(),
    txDesc: movement.txDesc,
    apprSts: 'P',
    closeDt: '',
    closeTm: '',
    rjtRsn: '',
    mandateId: asText(mandate?.mandateId),
    mmdTyp: rule.mmdTyp,
    mmdRul: rule.mmdRul,
    waitingFor: '',
    decisions: [],
    canDecide: 'N',
    rule,
    carryOut: movement.carryOut,
  };
  approvals.push(approval);
  return approval;
};
