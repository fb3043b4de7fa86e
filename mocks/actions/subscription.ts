// Subscription plans (spec 000 §2 /getPlan and Settings → Subscription plan, list and payment; 001 §2: entries
// marked subscription-only open once a plan is bought). The spec names no action: QuerySubscriptionPlan and
// BuySubscriptionPlan are the console's. A plan is paid from the merchant's wallet (order type M2 subscription
// bill) after the PIN, for a month; it needs a business set up first. Buying sets the plan flag of the merchant's
// users, which opens the subscription-only entries.
import { now } from '../clock';
import { addMonths } from '../loanSchedule';
import { debit } from '../ledger';
import { requireAnyCode } from '../access';
import { text } from '../body';
import { MockFailure } from '../failure';
import { defineAction } from '../registry';
import { wireDateNow } from '../resources/collections';
import { NOT_ALLOWED_CODE } from '../resources/errors';
import { db } from '../state';
import { setupOf } from './businessSetup';

/** Monthly prices in minor units: Basic, Standard, Premium. */
export const PLANS: ReadonlyArray<{ planId: string; price: number; periodMonths: number }> = [
  { planId: '01', price: 50_000, periodMonths: 1 },
  { planId: '02', price: 150_000, periodMonths: 1 },
  { planId: '03', price: 300_000, periodMonths: 1 },
];

const SUBSCRIPTION_BILL = 'M2';

const currentOf = (mercId: string) => db().subscriptions.find((entry) => entry.mercId === mercId);

const SUBSCRIPTION_PLAN_PERMISSION = '3706';

defineAction('QuerySubscriptionPlan', ({ user }) => {
  requireAnyCode(user, [SUBSCRIPTION_PLAN_PERMISSION]);
  const current = currentOf(user.mercId);
  return { body: { plans: PLANS.map((plan) => ({ ...plan })), ...(current ? { current: { planId: current.planId, startDt: current.startDt, endDt: current.endDt } } : {}) } };
});

defineAction('BuySubscriptionPlan', ({ user, body }) => {
  requireAnyCode(user, [SUBSCRIPTION_PLAN_PERMISSION]);
  const plan = PLANS.find((entry) => entry.planId === text(body, 'planId'));
  if (!plan) throw new MockFailure('MMCP0404', 'messages.recordMissing');
  if (setupOf(user.mercId).step !== 'done') throw new MockFailure(NOT_ALLOWED_CODE, 'messages.businessNotSetUp');
  const orderNo = `SB${now()}`;
  // The wallet pays first: when it cannot ('Insufficient Balance.'), the plan stays as it was.
  debit({ mercId: user.mercId, orderTyp: SUBSCRIPTION_BILL, amount: plan.price, orderNo, description: `Subscription plan ${plan.planId}` });
  const startDt = wireDateNow();
  const record = { mercId: user.mercId, planId: plan.planId, startDt, endDt: addMonths(startDt, plan.periodMonths) };
  const subscriptions = db().subscriptions;
  const at = subscriptions.findIndex((entry) => entry.mercId === user.mercId);
  if (at >= 0) subscriptions[at] = record;
  else subscriptions.push(record);
  for (const account of db().users.filter((entry) => entry.mercId === user.mercId)) account.planFlag = 'Y';
  return { body: { planId: plan.planId, startDt, endDt: record.endDt, paidAmt: plan.price, orderNo } };
});
