// What the push-message actions do beyond storing fields (resources/pushMessages.json): the server counts the
// recipients and computes the total cost (PushInfoCost, and again on every PushInfoAdd / PushInfoModify, whose
// figure is the one that counts), dates in order, and every new or amended message back under review (RU).
import { now } from '../clock';
import type { Customer, UserAccount } from '../db/types';
import { db } from '../state';
import type { Row } from './collections';
import { invalidFields } from './errors';
import { dateStage, reviewDone, submitForReview } from './review';
import type { Problem } from './schema';
import type { WriteCheckArgs } from './staffEffects';

/** The price of one message per channel, in KES cents (schemas/actions/PushInfoCost.json): SMS 1.00, e-mail 0.20, in-app 0.00. */
export const CHANNEL_PRICES: Record<string, number> = { S: 100, E: 20, A: 0 };

const MOBILE = /^(?:\+?254|0)?([17][0-9]{8})$/;

/** The distinct numbers of a phonebook list (commas, semicolons or new lines between them). */
export const phonebookNumbers = (text: unknown): string[] => {
  const numbers = new Set<string>();
  for (const part of String(text ?? '').split(/[,;\n]/)) {
    const match = MOBILE.exec(part.replace(/[\s-]/g, ''));
    if (match) numbers.add(match[1]!);
  }
  return [...numbers];
};

/** Whole years from a yyyyMMdd birth date to today. */
const ageOn = (birthDt: string, today: Date): number | undefined => {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(birthDt);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birthdayPassed = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (birthdayPassed ? 0 : 1);
};

const integer = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

/** Target reach 01: the chosen customers of the merchant, of the gender and age asked for; 02: the distinct numbers. */
export const countRecipients = (mercId: string, fields: Row, customers: readonly Customer[] = db().customers): number => {
  if (fields.targetReach === '02') return phonebookNumbers(fields.mblNos).length;
  const chosen = new Set(Array.isArray(fields.custIds) ? fields.custIds.map(String) : []);
  const gender = typeof fields.gender === 'string' && fields.gender ? fields.gender : undefined;
  const ageMin = integer(fields.ageMin);
  const ageMax = integer(fields.ageMax);
  const today = new Date(now());
  return customers.filter((customer) => {
    if (customer.mercId !== mercId || !chosen.has(customer.custId)) return false;
    if (gender && customer.gender !== gender) return false;
    if (ageMin === undefined && ageMax === undefined) return true;
    const age = ageOn(customer.birthDt, today);
    return age !== undefined && (ageMin === undefined || age >= ageMin) && (ageMax === undefined || age <= ageMax);
  }).length;
};

/** Recipients × the price of the channels chosen (each one is sent) × quantity. */
export const pushCost = (
  mercId: string,
  fields: Row,
  customers?: readonly Customer[],
): { recipients: number; unitPrice: number; totalCost: number } => {
  const recipients = countRecipients(mercId, fields, customers);
  const channels = Array.isArray(fields.msgChannel) ? fields.msgChannel.map(String) : [];
  const unitPrice = channels.reduce((sum, channel) => sum + (CHANNEL_PRICES[channel] ?? 0), 0);
  return { recipients, unitPrice, totalCost: recipients * unitPrice * (integer(fields.quantity) ?? 1) };
};

const pushRules = ({ language, fields, record }: WriteCheckArgs): void => {
  const after = { ...record, ...fields };
  const problems: Problem[] = [];
  if (typeof after.startDt === 'string' && typeof after.endDt === 'string' && after.endDt < after.startDt) {
    problems.push({ field: 'endDt', key: 'validation.endBeforeStart' });
  }
  // An amendment sending only some fields must still leave a message someone can receive.
  if (after.targetReach === '02' && String(after.mblNos ?? '').trim() === '') problems.push({ field: 'mblNos', key: 'validation.required' });
  if (after.targetReach === '01' && !(Array.isArray(after.custIds) && after.custIds.length > 0)) problems.push({ field: 'custIds', key: 'validation.chooseCustomer' });
  const ageMin = integer(after.ageMin);
  const ageMax = integer(after.ageMax);
  if (after.targetReach === '01' && ageMin !== undefined && ageMax !== undefined && ageMax < ageMin) {
    problems.push({ field: 'ageMax', key: 'validation.ageRange' });
  }
  if (problems.length > 0) throw invalidFields(language, problems);
};

export const PUSH_WRITE_CHECKS: Record<string, (args: WriteCheckArgs) => void> = {
  PushInfoAdd: pushRules,
  PushInfoModify: pushRules,
};

/** A new or amended message goes under review (001), with its recipients and cost computed by the server. */
const underReviewWithCost = (record: Row): void => {
  // The audience of the other target reach is not kept: it would count nobody and confuse the detail page.
  if (record.targetReach === '02') {
    record.gender = '';
    for (const name of ['custIds', 'ageMin', 'ageMax']) delete record[name];
  } else {
    record.mblNos = '';
  }
  const { recipients, totalCost } = pushCost(String(record.mercId), record);
  Object.assign(record, { sendSts: 'RU', recipients, totalCost });
  submitForReview(record);
};

/**
 * 001's message send states as time passes, for a message the merchant submitted: reviewed a day after it went
 * for review, then processing (RS, approved) before its start date, sending (SP) within its dates, sent (SS) after
 * its end; a processing one starts sending on its start date, a sending one is sent after its end date.
 */
const messageAsOfNow = (record: Row): void => {
  if (!record.submitDt) return;
  const stage = dateStage(record);
  const next = { before: 'RS', within: 'SP', after: 'SS' }[stage];
  if (record.sendSts === 'RU' || record.sendSts === 'RW') {
    if (reviewDone(record)) record.sendSts = next;
  } else if ((record.sendSts === 'RS' && stage !== 'before') || (record.sendSts === 'SP' && stage === 'after')) record.sendSts = next;
};

export const messagesAsOfNow = (user: UserAccount): void => {
  for (const message of db().pushMessages) if (message.mercId === user.mercId) messageAsOfNow(message as unknown as Row);
};

export const PUSH_LIST_EFFECTS: Record<string, (user: UserAccount) => void> = { PushInfoList: messagesAsOfNow };
export const PUSH_READ_EFFECTS: Record<string, (record: Row) => void> = { PushInfoList: messageAsOfNow };

export const PUSH_WRITE_EFFECTS: Record<string, (record: Row) => void> = {
  PushInfoAdd: underReviewWithCost,
  PushInfoModify: underReviewWithCost,
};
