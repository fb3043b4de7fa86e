// The owner's account mandates and the approvals they have already made, built around the staff the seed hired:
// accountants start payments, a supervisor authorises, store managers approve, another accountant watches.
// Bands in minor units: mobile-money transfers up to KES 100,000.00 go straight through, above it they wait for
// the supervisor and then a store manager (sequential, ALL); loans, and overdrafts above KES 100,000.00, wait for a
// store manager. Standing orders wait for either store manager: every addition and deletion, and amendments to
// KES 50,000.00 or more.
import { addDays } from './random';
import { SEED_TODAY } from './seedBasics';
import type { ApprovalRecord, MandateRecord, Staff } from './types';

const KES = (shillings: number) => shillings * 100;

interface People {
  initiator: Staff;
  authoriser: Staff;
  approvers: Staff[];
  viewer: Staff;
}

/** The active members who hold each part, by role; none when the merchant has too few staff for mandates. */
const peopleOf = (staff: readonly Staff[]): People | undefined => {
  const active = staff.filter((member) => member.status === 'A');
  const byRole = (role: string) => active.filter((member) => member.roleName === role);
  const [initiator, viewer] = byRole('Accountant');
  const [authoriser] = byRole('Supervisor');
  const approvers = byRole('Store Manager').slice(0, 2);
  if (!initiator || !viewer || !authoriser || approvers.length < 2) return undefined;
  return { initiator, authoriser, approvers, viewer };
};

const fullName = (member: Staff) => `${member.firstName} ${member.lastName}`;

export const makeMandates = (mercId: string, staff: readonly Staff[]): MandateRecord[] => {
  const people = peopleOf(staff);
  if (!people) return [];
  const { initiator, authoriser, approvers, viewer } = people;
  const ids = (members: readonly Staff[]) => members.map((member) => member.staffId);
  const base = { mercId, initiators: ids([initiator]), viewers: ids([viewer]), mmdSts: 'A' as const };
  return [
    { ...base, mandateId: 'MD100001', mmdTxTyp: '1', mmdSubTyp: '8', lmtFrom: 0, unlmtFlg: 'N', lmtTo: KES(100_000), mmdTyp: '0', mmdRul: '0', authorisers: [], approvers: [], createDt: '20260302' },
    { ...base, mandateId: 'MD100002', mmdTxTyp: '1', mmdSubTyp: '8', lmtFrom: KES(100_000) + 1, unlmtFlg: 'Y', mmdTyp: '1', mmdRul: '0', authorisers: ids([authoriser]), approvers: ids(approvers.slice(0, 1)), createDt: '20260302' },
    { ...base, mandateId: 'MD100003', mmdTxTyp: '2', mmdSubTyp: '13', lmtFrom: 0, unlmtFlg: 'N', lmtTo: KES(1_000_000), mmdTyp: '2', mmdRul: '3', authorisers: ids([authoriser]), approvers: ids(approvers), createDt: '20260415' },
    { ...base, mandateId: 'MD100004', mmdTxTyp: '2', mmdSubTyp: '12', lmtFrom: KES(100_000) + 1, unlmtFlg: 'Y', mmdTyp: '2', mmdRul: '2', authorisers: [], approvers: ids(approvers), createDt: '20260415' },
    { ...base, mandateId: 'MD100005', mmdTxTyp: '6', mmdSubTyp: '26', lmtFrom: KES(50_000), unlmtFlg: 'Y', mmdTyp: '2', mmdRul: '4', authorisers: [], approvers: ids(approvers.slice(1)), mmdSts: 'I', createDt: '20260611' },
    // Standing orders (manager type 4): adding or deleting one, at any amount, and amending one to KES 50,000.00 or
    // more, waits for either store manager. Numbered below the others, so the next mandate added is still MD100006.
    ...(['21', '22', '23'] as const).map((mmdSubTyp, index): MandateRecord => ({
      ...base,
      mandateId: `MD09000${index + 1}`,
      mmdTxTyp: '4',
      mmdSubTyp,
      lmtFrom: mmdSubTyp === '22' ? KES(50_000) : 0,
      unlmtFlg: 'Y',
      mmdTyp: '2',
      mmdRul: '4',
      authorisers: [],
      approvers: ids(approvers),
      createDt: '20260720',
    })),
  ];
};

export const makeApprovals = (mercId: string, staff: readonly Staff[], mandates: readonly MandateRecord[]): ApprovalRecord[] => {
  const people = peopleOf(staff);
  if (!people || mandates.length === 0) return [];
  const { initiator, authoriser, approvers } = people;
  const mandate = (id: string) => mandates.find((entry) => entry.mandateId === id)!;
  const ruleOf = (id: string) => {
    const { mmdTyp, mmdRul, authorisers = [], approvers: deciders = [], initiators = [], viewers = [] } = mandate(id);
    return { mmdTyp, mmdRul, authorisers, approvers: deciders, named: [...new Set([...initiators, ...authorisers, ...deciders, ...viewers])] };
  };
  const day = (daysAgo: number) => addDays(SEED_TODAY, -daysAgo);
  const started = (approvalId: string, mandateId: string, fields: Pick<ApprovalRecord, 'intfTyp' | 'txAmt' | 'feeAmt' | 'txDesc'>, daysAgo: number, time: string): ApprovalRecord => {
    const { mmdTyp, mmdRul } = mandate(mandateId);
    return {
      approvalId,
      mercId,
      ...fields,
      initNm: fullName(initiator),
      initiatorId: initiator.staffId,
      crtDt: day(daysAgo),
      crtTm: time,
      apprSts: 'P',
      closeDt: '',
      closeTm: '',
      rjtRsn: '',
      mandateId,
      mmdTyp,
      mmdRul,
      waitingFor: '',
      decisions: [],
      canDecide: 'N',
      rule: ruleOf(mandateId),
    };
  };
  const agreed = (member: Staff, role: 'A' | '1', daysAgo: number, time: string) => ({ oprId: member.staffId, oprNm: fullName(member), oprRole: role, oprStage: '01' as const, oprDt: day(daysAgo), oprTm: time });
  const manager = approvers[0]!;
  return [
    {
      ...started('AP100001', 'MD100002', { intfTyp: '04', txAmt: KES(250_000), feeAmt: KES(100), txDesc: 'Transfer to Peter Mwangi, +254 722 481 930: stock for December' }, 1, '093012'),
      decisions: [agreed(authoriser, 'A', 1, '101544')],
    },
    started('AP100002', 'MD100003', { intfTyp: '01', txAmt: KES(500_000), feeAmt: KES(2_500), txDesc: 'Term loan for the Nakuru store refit, 12 months' }, 2, '141020'),
    started('AP100003', 'MD100004', { intfTyp: '00', txAmt: KES(150_000), feeAmt: 0, txDesc: 'Overdraft for the festive season stock' }, 3, '110405'),
    {
      ...started('AP100004', 'MD100002', { intfTyp: '04', txAmt: KES(120_000), feeAmt: KES(100), txDesc: 'Transfer to Grace Achieng, +254 733 920 114: rent, Westlands store' }, 9, '080955'),
      apprSts: 'S',
      decisions: [agreed(authoriser, 'A', 9, '091230'), agreed(manager, '1', 8, '161002')],
      closeDt: day(8),
      closeTm: '161002',
    },
    {
      ...started('AP100005', 'MD100002', { intfTyp: '04', txAmt: KES(300_000), feeAmt: KES(100), txDesc: 'Transfer to Daniel Kiprop, +254 711 604 372: maize supply' }, 14, '151533'),
      apprSts: 'F',
      decisions: [agreed(authoriser, 'A', 14, '160101'), { ...agreed(manager, '1', 13, '090412'), oprStage: '02' }],
      closeDt: day(13),
      closeTm: '090412',
      rjtRsn: 'Supplier invoice not received yet',
    },
  ];
};
