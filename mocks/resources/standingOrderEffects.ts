// What the standing-order actions do beyond storing the fields sent (resources/standingOrders.json). Adding,
// amending and deleting an order meet the account mandates (manager transaction type 4, subtypes 21 add, 22 amend,
// 23 delete; approval interface types 06, 07, 08): where one asks for approval the order shows P (pending) and the
// approval, once agreed in Settings → Transaction approval, carries the addition, amendment or deletion out; an
// amendment waiting is kept aside and changes nothing until then. A refused (or failed) approval leaves an amended
// or deleted order as it was, and a new one failed (F). Where no mandate asks, the change happens at once.
import { formatKesNumber } from '../../src/format/money';
import { waitForApproval, type Movement } from '../approvalQueue';
import type { ApprovalRecord, StandingOrderRecord, UserAccount } from '../db/types';
import { db } from '../state';
import { CARRY_OUT } from './approvalEffects';
import { isMobileChannel } from './beneficiaryEffects';
import { wireDateNow, type Row } from './collections';
import { duplicateValue, invalidFields } from './errors';
import type { Problem } from './schema';
import type { CommandEffect } from './effects';
import type { WriteCheckArgs } from './staffEffects';

const FREQUENCY: Record<string, string> = { '0': 'daily', '1': 'weekly', '2': 'monthly', '3': 'quarterly', '4': 'annually', '5': 'on threshold' };

type Step = {
  mmdSubTyp: '21' | '22' | '23';
  intfTyp: '06' | '07' | '08';
  action: 'AddStandingOrder' | 'EditStandingOrder' | 'DeleteStandingOrder';
  verb: string;
};
const ADD: Step = { mmdSubTyp: '21', intfTyp: '06', action: 'AddStandingOrder', verb: 'New standing order' };
const AMEND: Step = { mmdSubTyp: '22', intfTyp: '07', action: 'EditStandingOrder', verb: 'Amend standing order' };
const DELETE: Step = { mmdSubTyp: '23', intfTyp: '08', action: 'DeleteStandingOrder', verb: 'Delete standing order' };

/** The approval the step waits in, if a mandate asks for one. */
const approvalFor = (user: UserAccount, step: Step, order: Partial<StandingOrderRecord>): ApprovalRecord | undefined => {
  const amount = Number(order.amount ?? 0);
  const movement: Movement = {
    mmdTxTyp: '4',
    mmdSubTyp: step.mmdSubTyp,
    intfTyp: step.intfTyp,
    amount,
    feeAmt: 0,
    txDesc: `${step.verb} "${order.soNm}": KES ${formatKesNumber(amount)} ${FREQUENCY[String(order.frequency)] ?? ''} to ${order.bnfName}`,
    carryOut: { action: step.action, usrNo: user.usrNo, body: { soNo: order.soNo } },
  };
  return waitForApproval(user, movement);
};

const waitIn = (order: StandingOrderRecord, approval: ApprovalRecord, before?: StandingOrderRecord['soSts']): void => {
  if (before) order.prevSts = before;
  order.soSts = 'P';
  order.approvalId = approval.approvalId;
};

/** The server's own fields, from what the order says. */
const derive = (record: Row): void => {
  record.rcvTyp = isMobileChannel(record.rcvCnl) || record.rcvCnl === 'A1' ? '1' : '2';
  record.feeAmt = 0;
  record.totAmt = Number(record.amount ?? 0);
};

/** The last payment is not before the next (the spec sets no rule on the next date itself). */
const dateProblems = (order: Row): Problem[] => {
  const next = String(order.nextDt ?? '');
  const last = String(order.lastDt ?? '');
  return next && last && last < next ? [{ field: 'lastDt', key: 'validation.lastBeforeNext' }] : [];
};

const ordersOf = (mercId: string): StandingOrderRecord[] => db().standingOrders.filter((order) => order.mercId === mercId);

const checkAdd = ({ language, fields }: WriteCheckArgs): void => {
  const problems = dateProblems(fields);
  if (problems.length > 0) throw invalidFields(language, problems);
};

// An amendment a mandate holds back is kept aside here, before anything is written: the fields are taken out of
// the update, so the order changes only when the approval carries them out.
const checkAmend = ({ user, language, fields, record }: WriteCheckArgs): void => {
  const order = record as unknown as StandingOrderRecord;
  const after = { ...order, ...fields };
  const problems = dateProblems(after);
  if (problems.length > 0) throw invalidFields(language, problems);
  const clash = ordersOf(user.mercId).some((other) => other.soNo !== order.soNo && other.soSts !== '2' && other.soNm === after.soNm);
  if (clash) throw duplicateValue(language, 'standingOrder', 'soNm', 'messages.standingOrderNameExists');
  const approval = approvalFor(user, AMEND, after);
  if (!approval) return;
  order.pendingChange = { ...fields };
  for (const name of Object.keys(fields)) delete fields[name];
  waitIn(order, approval, order.soSts);
};

const onAdd = (record: Row, user: UserAccount): void => {
  const order = record as unknown as StandingOrderRecord;
  derive(record);
  order.soSts = '0';
  order.createDt ||= wireDateNow();
  const approval = approvalFor(user, ADD, order);
  if (approval) waitIn(order, approval);
};

const onDelete: CommandEffect = ({ records, user }) => {
  for (const record of records) {
    const order = record as unknown as StandingOrderRecord;
    const approval = approvalFor(user, DELETE, order);
    if (approval) waitIn(order, approval, order.soSts);
    else order.soSts = '2';
  }
};

const closeWait = (order: StandingOrderRecord, status: StandingOrderRecord['soSts']): void => {
  order.soSts = status;
  delete order.prevSts;
  delete order.pendingChange;
  delete order.approvalId;
};

/** An order whose approval was refused, failed or cancelled goes back to how it was (a new one failed). */
const settle = (order: StandingOrderRecord): void => {
  if (order.soSts !== 'P' || !order.approvalId) return;
  const approval = db().approvals.find((entry) => entry.approvalId === order.approvalId && entry.mercId === order.mercId);
  if (!approval || approval.apprSts === 'P' || approval.apprSts === 'S') return;
  closeWait(order, order.prevSts ?? 'F');
};

const waitingOrder = (approval: ApprovalRecord): StandingOrderRecord | undefined =>
  db().standingOrders.find(
    (order) => order.soNo === approval.carryOut?.body.soNo && order.mercId === approval.mercId && order.approvalId === approval.approvalId,
  );

CARRY_OUT.AddStandingOrder = (approval) => {
  const order = waitingOrder(approval);
  if (!order) return false;
  closeWait(order, '0');
  return true;
};

CARRY_OUT.EditStandingOrder = (approval) => {
  const order = waitingOrder(approval);
  if (!order) return false;
  Object.assign(order, order.pendingChange ?? {});
  derive(order as unknown as Row);
  closeWait(order, order.prevSts ?? '0');
  return true;
};

CARRY_OUT.DeleteStandingOrder = (approval) => {
  const order = waitingOrder(approval);
  if (!order) return false;
  closeWait(order, '2');
  return true;
};

export const STANDING_ORDER_WRITE_CHECKS: Record<string, (args: WriteCheckArgs) => void> = {
  AddStandingOrder: checkAdd,
  EditStandingOrder: checkAmend,
};

export const STANDING_ORDER_WRITE_EFFECTS: Record<string, (record: Row, user: UserAccount) => void> = {
  AddStandingOrder: onAdd,
  EditStandingOrder: derive,
};

export const STANDING_ORDER_COMMAND_EFFECTS: Record<string, CommandEffect> = {
  DeleteStandingOrder: onDelete,
};

export const STANDING_ORDER_LIST_EFFECTS: Record<string, (user: UserAccount) => void> = {
  GetStandingOrderList: (user) => ordersOf(user.mercId).forEach(settle),
};

export const STANDING_ORDER_READ_EFFECTS: Record<string, (record: Row) => void> = {
  GetStandingOrderInfo: (record) => settle(record as unknown as StandingOrderRecord),
};
