// What the approval actions do (resources/approvals.json). The list and the detail say, for whoever asks, who the
// rule still waits for and whether they may decide now (canDecide); ApprovalOperation records an agreement or a
// rejection with its cause, and once the rule is met carries the transaction out. The owner holds the account: they
// may decide any pending approval (their own too), and their decision is final. The rule itself is mocks/approvalRule.ts.
import { ruleMet, waitingFor } from '../approvalRule';
import type { ApprovalRecord, UserAccount } from '../db/types';
import { db } from '../state';
import { staffOfAccount } from '../staffAccounts';
import { wireDateNow, wireTimeNow, type Row } from './collections';
import type { CommandEffect } from './effects';
import { notAllowed } from './errors';

interface Reader {
  id: string;
  name: string;
  owner: boolean;
}

const readerOf = (user: UserAccount): Reader => {
  const member = staffOfAccount(user);
  return { id: member?.staffId ?? user.usrNo, name: `${user.firstName} ${user.lastName}`, owner: user.superAdmin === 'Y' };
};

const staffName = (staffId: string): string => {
  const member = db().staff.find((entry) => entry.staffId === staffId);
  return member ? `${member.firstName} ${member.lastName}` : staffId;
};

// The owner decides even what they started: they hold the account and could change the mandate anyway. Staff never
// decide their own (waitingFor leaves the initiator out).
const mayDecide = (approval: ApprovalRecord, reader: Reader): boolean =>
  approval.apprSts === 'P' && (reader.owner || waitingFor(approval.rule, approval.decisions, approval.initiatorId).includes(reader.id));

/** The record as this reader sees it: who it waits for, and whether they may decide. Worked out on every read. */
const showFor = (record: Row, user: UserAccount): void => {
  const approval = record as unknown as ApprovalRecord;
  approval.waitingFor = approval.apprSts === 'P' ? waitingFor(approval.rule, approval.decisions, approval.initiatorId).map(staffName).join(', ') : '';
  approval.canDecide = mayDecide(approval, readerOf(user)) ? 'Y' : 'N';
};

/**
 * What carrying out an approved transaction does, by what it is: true when it went through. Without one (the
 * seed's own approvals) an agreed transaction is simply approved.
 */
export const CARRY_OUT: Record<string, (approval: ApprovalRecord) => boolean> = {};

/**
 * What a rejection undoes, by what the approval was for: a change that waited (a bill plan's) goes back to how it
 * was. A rejected payment needs none: it was never made.
 */
export const CALL_OFF: Record<string, (approval: ApprovalRecord) => void> = {};

const close = (approval: ApprovalRecord, status: ApprovalRecord['apprSts']): void => {
  approval.apprSts = status;
  approval.closeDt = wireDateNow();
  approval.closeTm = wireTimeNow();
};

const decide: CommandEffect = ({ records, body, input, user }) => {
  const approval = records[0] as unknown as ApprovalRecord;
  const reader = readerOf(user);
  if (!mayDecide(approval, reader)) throw notAllowed();
  const stage = body.oprTyp === '02' ? '02' : '01';
  const role = reader.owner ? 'O' : approval.rule.authorisers.includes(reader.id) ? 'A' : '1';
  approval.decisions = [...approval.decisions, { oprId: reader.id, oprNm: reader.name, oprRole: role, oprStage: stage, oprDt: wireDateNow(), oprTm: wireTimeNow() }];
  if (stage === '02') {
    approval.rjtRsn = String(input.reason ?? '');
    close(approval, 'F');
    if (approval.carryOut) CALL_OFF[approval.carryOut.action]?.(approval);
  } else if (reader.owner || ruleMet(approval.rule, approval.decisions, approval.initiatorId)) {
    const carryOut = approval.carryOut ? CARRY_OUT[approval.carryOut.action] : undefined;
    close(approval, !carryOut || carryOut(approval) ? 'S' : 'E');
  }
  showFor(approval as unknown as Row, user);
};

export const APPROVAL_LIST_EFFECTS: Record<string, (user: UserAccount) => void> = {
  queryMerApprovalList: (user) => {
    for (const approval of db().approvals) if (approval.mercId === user.mercId) showFor(approval as unknown as Row, user);
  },
};

export const APPROVAL_READ_EFFECTS: Record<string, (record: Row, user: UserAccount) => void> = {
  queryMerApprovalDetails: showFor,
};

export const APPROVAL_COMMAND_EFFECTS: Record<string, CommandEffect> = {
  ApprovalOperation: decide,
};
