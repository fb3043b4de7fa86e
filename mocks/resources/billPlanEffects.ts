// Regular bills (resources/billPlans.json): a new plan, a change and a deletion each wait in an approval (types 10,
// 11, 12, spec 000 §3) — decided by an account mandate for regular bills (transaction type 7, subtypes 34-36) when
// one is in force, else by the owner — and the plan shows W until it is agreed. Agreed, a new or changed plan is
// active (A) and a deleted one is gone; a rejected one stays as it is, waiting (the merchant edits or deletes it).
import { formatKes } from '../../src/format/money';
import { providerOf } from '../../src/config/bills';
import { waitForApproval } from '../approvalQueue';
import type { ApprovalRecord, MandateRecord, UserAccount } from '../db/types';
import { CARRY_OUT } from './approvalEffects';
import { collectionOf, type Row } from './collections';
import type { CommandEffect } from './effects';

type PlanAction = 'CreateBillPlan' | 'EditBillPlan' | 'DeleteBillPlan';

const STEPS: Record<PlanAction, { intfTyp: ApprovalRecord['intfTyp']; mmdSubTyp: MandateRecord['mmdSubTyp']; verb: string }> = {
  CreateBillPlan: { intfTyp: '10', mmdSubTyp: '34', verb: 'New regular bill' },
  EditBillPlan: { intfTyp: '11', mmdSubTyp: '35', verb: 'Change to regular bill' },
  DeleteBillPlan: { intfTyp: '12', mmdSubTyp: '36', verb: 'Delete regular bill' },
};

const sendForApproval = (action: PlanAction, record: Row, user: UserAccount): void => {
  const step = STEPS[action];
  const provider = providerOf(String(record.provCd))?.provNm ?? String(record.provCd);
  const amount = Number(record.amount);
  const approval = waitForApproval(user, {
    mmdTxTyp: '7',
    mmdSubTyp: step.mmdSubTyp,
    intfTyp: step.intfTyp,
    amount,
    feeAmt: 0,
    txDesc: `${step.verb} ${String(record.planNm)}: ${provider} ${String(record.billAcNo)}, ${formatKes(amount)}`,
    carryOut: { action, usrNo: user.usrNo, body: { planNo: record.planNo } },
    always: true,
  });
  record.planSts = 'W';
  record.approvalId = approval?.approvalId ?? '';
};

export const BILL_PLAN_WRITE_EFFECTS: Record<string, (record: Row, user: UserAccount) => void> = {
  CreateBillPlan: (record, user) => sendForApproval('CreateBillPlan', record, user),
  EditBillPlan: (record, user) => sendForApproval('EditBillPlan', record, user),
};

export const BILL_PLAN_COMMAND_EFFECTS: Record<string, CommandEffect> = {
  DeleteBillPlan: ({ records, user }) => {
    for (const record of records) sendForApproval('DeleteBillPlan', record, user);
  },
};

const planOf = (approval: ApprovalRecord): Row | undefined =>
  collectionOf('billPlan').find((plan) => plan.mercId === approval.mercId && plan.planNo === approval.carryOut?.body.planNo);

const activate = (approval: ApprovalRecord): boolean => {
  const plan = planOf(approval);
  if (!plan) return false;
  plan.planSts = 'A';
  return true;
};

CARRY_OUT.CreateBillPlan = activate;
CARRY_OUT.EditBillPlan = activate;
CARRY_OUT.DeleteBillPlan = (approval) => {
  const plans = collectionOf('billPlan');
  const plan = planOf(approval);
  if (!plan) return false;
  plans.splice(plans.indexOf(plan), 1);
  return true;
};
