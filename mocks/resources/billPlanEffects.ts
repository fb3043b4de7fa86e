// Regular bills (resources/billPlans.json): a new plan, a change and a deletion each wait in an approval (types 10,
// 11, 12, spec 000 §3) — decided by an account mandate for regular bills (transaction type 7, subtypes 34-36) when
// one is in force, else by the owner — and the plan shows W until it is decided. A change waiting is kept aside
// (pendingChange): the plan keeps its old values until the change is agreed, and cannot be changed again meanwhile
// (lockedWhen W). Agreed, a new or changed plan is active (A) and a deleted one is gone. Rejected, the plan goes back
// to how it was: a new one is removed (it never was), a change is dropped and a deletion called off, the plan active
// again as before.
import { serverKes } from '../money/serverKes';
import { providerOf } from '../../src/config/bills';
import { waitForApproval } from '../approvalQueue';
import type { ApprovalRecord, MandateRecord, UserAccount } from '../db/types';
import { CALL_OFF, CARRY_OUT } from './approvalEffects';
import { collectionOf, type Row } from './collections';
import type { CommandEffect } from './effects';
import type { WriteCheckArgs } from './staffEffects';

type PlanAction = 'CreateBillPlan' | 'EditBillPlan' | 'DeleteBillPlan';

const STEPS: Record<PlanAction, { intfTyp: ApprovalRecord['intfTyp']; mmdSubTyp: MandateRecord['mmdSubTyp']; verb: string }> = {
  CreateBillPlan: { intfTyp: '10', mmdSubTyp: '34', verb: 'New regular bill' },
  EditBillPlan: { intfTyp: '11', mmdSubTyp: '35', verb: 'Change to regular bill' },
  DeleteBillPlan: { intfTyp: '12', mmdSubTyp: '36', verb: 'Delete regular bill' },
};

const sendForApproval = (action: PlanAction, record: Row, user: UserAccount, asked: Row = record): void => {
  const step = STEPS[action];
  const provider = providerOf(String(asked.provCd))?.provNm ?? String(asked.provCd);
  const amount = Number(asked.amount);
  const approval = waitForApproval(user, {
    mmdTxTyp: '7',
    mmdSubTyp: step.mmdSubTyp,
    intfTyp: step.intfTyp,
    amount,
    feeAmt: 0,
    txDesc: `${step.verb} ${String(asked.planNm)}: ${provider} ${String(asked.billAcNo)}, ${serverKes(amount)}`,
    carryOut: { action, usrNo: user.usrNo, body: { planNo: record.planNo } },
    always: true,
  });
  if (action !== 'CreateBillPlan') record.prevSts = record.planSts;
  record.planSts = 'W';
  record.approvalId = approval?.approvalId ?? '';
};

// A change is kept aside before anything is written: its fields are taken out of the update, so the plan keeps its
// values (and shows them, waiting) until the approval carries the change out.
const keepChangeAside = ({ user, fields, record }: WriteCheckArgs): void => {
  if (!record) return;
  const change = { ...fields };
  for (const name of Object.keys(fields)) delete fields[name];
  record.pendingChange = change;
  sendForApproval('EditBillPlan', record, user, { ...record, ...change });
};

export const BILL_PLAN_WRITE_CHECKS: Record<string, (args: WriteCheckArgs) => void> = {
  EditBillPlan: keepChangeAside,
};

export const BILL_PLAN_WRITE_EFFECTS: Record<string, (record: Row, user: UserAccount) => void> = {
  CreateBillPlan: (record, user) => sendForApproval('CreateBillPlan', record, user),
};

export const BILL_PLAN_COMMAND_EFFECTS: Record<string, CommandEffect> = {
  DeleteBillPlan: ({ records, user }) => {
    for (const record of records) sendForApproval('DeleteBillPlan', record, user);
  },
};

/** The plan waiting in this approval (not one a later change has made wait in another). */
const planOf = (approval: ApprovalRecord): Row | undefined =>
  collectionOf('billPlan').find(
    (plan) => plan.mercId === approval.mercId && plan.planNo === approval.carryOut?.body.planNo && plan.approvalId === approval.approvalId,
  );

const settle = (plan: Row, status: string): void => {
  plan.planSts = status;
  delete plan.prevSts;
  delete plan.pendingChange;
};

const remove = (approval: ApprovalRecord): boolean => {
  const plans = collectionOf('billPlan');
  const plan = planOf(approval);
  if (!plan) return false;
  plans.splice(plans.indexOf(plan), 1);
  return true;
};

CARRY_OUT.CreateBillPlan = (approval) => {
  const plan = planOf(approval);
  if (!plan) return false;
  settle(plan, 'A');
  return true;
};
CARRY_OUT.EditBillPlan = (approval) => {
  const plan = planOf(approval);
  if (!plan) return false;
  Object.assign(plan, plan.pendingChange ?? {});
  settle(plan, 'A');
  return true;
};
CARRY_OUT.DeleteBillPlan = remove;

/** Rejected: a new plan never was; a change or a deletion leaves the plan as it was before. */
const restore = (approval: ApprovalRecord): void => {
  const plan = planOf(approval);
  if (plan) settle(plan, String(plan.prevSts ?? 'A'));
};
CALL_OFF.CreateBillPlan = (approval) => void remove(approval);
CALL_OFF.EditBillPlan = restore;
CALL_OFF.DeleteBillPlan = restore;
