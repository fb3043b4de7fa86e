// The audit trail (Settings → Audit trail, resources/auditTrail.json): every change a person makes is written here
// as it succeeds, from the one place actions are dispatched (mocks/dispatch.ts), never by the actions themselves.
// Which calls are changes, and of which operation type, comes from the declared model: an action a resource file
// uses to add, edit, delete, import or run a command is one by that use; any other is one only when its catalogue
// entry says so (`audit`: "06" payment…; false: never, e.g. switching to a sub-merchant's account).
import { recordName } from '../src/config/recordName';
import { actionFacts } from '../src/generated/actionFacts';
import type { UserAccount } from './db/types';
import { asText, wireDateNow, wireTimeNow } from './resources/collections';
import { resourceFile, resourceUses } from './resources/generic';
import type { ActionAnswer } from './registry';
import { db } from './state';

/** The operation types (schemas/auditTrail.schema.json optTyp). */
export const AUDIT_OPERATIONS = {
  add: '01',
  edit: '02',
  delete: '03',
  status: '04',
  import: '05',
  payment: '06',
  setting: '07',
  security: '08',
} as const;

const BY_USE: Readonly<Record<string, string>> = {
  create: AUDIT_OPERATIONS.add,
  update: AUDIT_OPERATIONS.edit,
  delete: AUDIT_OPERATIONS.delete,
  deleteMany: AUDIT_OPERATIONS.delete,
  command: AUDIT_OPERATIONS.status,
  import: AUDIT_OPERATIONS.import,
};

/** Request fields that carry the amount of a change that moves money (minor units), in the order looked at. */
const AMOUNT_FIELDS = ['amount', 'txAmt', 'rcvAmount', 'repayAmt', 'refundAmount', 'odApplyAmount'] as const;

type Done = { kind: string; resource: string };

/**
 * The operation type a successful call of `action` is recorded as, or undefined when it changes nothing. `done`:
 * what the call did, when a resource served it (EditCustomer edits a customer, or blacklists one: a status change).
 */
export const auditOperation = (action: string, done?: Done): string | undefined => {
  const flag = actionFacts[action]?.audit;
  if (flag === false) return undefined;
  if (typeof flag === 'string') return flag;
  const uses = done ? [done] : resourceUses(action);
  // An action that lists is a read, whatever else it serves (the generic handler answers it as a list).
  if (uses.length === 0 || uses.some((use) => use.kind === 'list' || use.kind === 'one')) return undefined;
  // A singleton's one record is a setting of the merchant's (sales tax, notifications, globalization).
  if (uses.every((use) => resourceFile(use.resource)?.singleton)) return AUDIT_OPERATIONS.setting;
  // Without the call, the first write the resource files declare for the action says what it mostly does.
  const first = uses.find((use) => use.kind === 'update') ?? uses[0]!;
  return BY_USE[first.kind];
};

/** The record the change touched, as people name it: from the answer, else the request. */
const touched = (action: string, body: Record<string, unknown>, answer: Record<string, unknown>, done?: Done): string => {
  const use = done ?? resourceUses(action)[0];
  const resource = use ? resourceFile(use.resource) : undefined;
  if (!resource || resource.singleton) return '';
  const representation = resource.recordRepresentation ?? resource.idField;
  return recordName(representation, answer) || recordName(representation, body) || asText(body[resource.idField]);
};

const amountOf = (body: Record<string, unknown>): number | undefined => {
  for (const field of AMOUNT_FIELDS) {
    const value = Number(body[field]);
    if (body[field] !== undefined && body[field] !== '' && Number.isInteger(value) && value > 0) return value;
  }
  return undefined;
};

const deviceOf = (body: Record<string, unknown>): string => {
  const device = body.deviceInfo;
  return device && typeof device === 'object' ? asText((device as Record<string, unknown>).deviceId) : '';
};

/** Writes the audit entry of a call that succeeded, when it was a change made by a signed-in person. */
export const recordAudit = (action: string, user: UserAccount | undefined, body: Record<string, unknown>, answer: ActionAnswer): void => {
  if (!user || body.checkOnly === 'Y') return;
  const optTyp = auditOperation(action, answer.done);
  if (!optTyp) return;
  const rows = db().auditTrails;
  const highest = rows.reduce((max, row) => Math.max(max, Number(row.auditId.slice(2)) || 0), 0);
  const optObj = touched(action, body, answer.body ?? {}, answer.done);
  const txAmt = amountOf(body);
  // Newest first, so the day's changes list newest first among themselves too (the list sorts by date only).
  rows.unshift({
    auditId: `AT${String(highest + 1).padStart(8, '0')}`,
    mercId: user.mercId,
    oprNm: `${user.firstName} ${user.lastName}`.trim(),
    oprNo: user.usrNo,
    optTyp,
    optAction: action,
    ...(optObj ? { optObj } : {}),
    ...(txAmt !== undefined ? { txAmt } : {}),
    optDt: wireDateNow(),
    optTm: wireTimeNow(),
    deviceId: deviceOf(body),
  });
};
