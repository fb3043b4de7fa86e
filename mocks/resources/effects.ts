// What a few commands and saves do beyond what their resource file can say. A command's constant params
// (storeStatus "C", pushFlg "Y", blackFlg "Y"…) are applied generically; the actions below have no such param, so
// their effect on the record, or the thing they make, is written down here, keyed by action name.
import { formatMobileDisplay } from '../../src/format/mobile';
import type { UserAccount } from '../db/types';
import { ANALYSIS_EFFECTS } from './analysisEffects';
import { now } from '../clock';
import { db } from '../state';
import { MockFailure } from '../failure';
import { isActing } from '../subMerchantAccounts';
import { wireDateNow, wireTimeNow, type Row } from './collections';
import { invalidFields } from './errors';
import { REVIEW_MS, wireMoment } from './review';
import { validate } from './schema';
import { INVENTORY_COMMAND_EFFECTS, INVENTORY_DELETE_CHECKS, INVENTORY_LIST_EFFECTS, INVENTORY_WRITE_CHECKS, INVENTORY_WRITE_EFFECTS } from './inventoryEffects';
import { ORDER_COMMAND_EFFECTS } from './orderEffects';
import {
  PROMOTION_CREATE_ALLOWED,
  PROMOTION_COMMAND_CHECKS,
  PROMOTION_COMMAND_EFFECTS,
  PROMOTION_LIST_EFFECTS,
  PROMOTION_READ_EFFECTS,
  PROMOTION_WRITE_CHECKS,
  PROMOTION_WRITE_EFFECTS,
} from './promotionEffects';
import { PUSH_LIST_EFFECTS, PUSH_READ_EFFECTS, PUSH_WRITE_CHECKS, PUSH_WRITE_EFFECTS } from './pushMessageEffects';
import { BILL_PLAN_COMMAND_EFFECTS, BILL_PLAN_WRITE_CHECKS, BILL_PLAN_WRITE_EFFECTS } from './billPlanEffects';
import { APPROVAL_COMMAND_EFFECTS, APPROVAL_LIST_EFFECTS, APPROVAL_READ_EFFECTS } from './approvalEffects';
import { MANDATE_WRITE_CHECKS, MANDATE_WRITE_EFFECTS } from './mandateEffects';
import { BENEFICIARY_WRITE_EFFECTS } from './beneficiaryEffects';
import {
  STANDING_ORDER_COMMAND_EFFECTS,
  STANDING_ORDER_LIST_EFFECTS,
  STANDING_ORDER_READ_EFFECTS,
  STANDING_ORDER_WRITE_CHECKS,
  STANDING_ORDER_WRITE_EFFECTS,
} from './standingOrderEffects';
import { STAKEHOLDER_WRITE_CHECKS, STAKEHOLDER_WRITE_EFFECTS } from './stakeholderEffects';
import { STAFF_COMMAND_EFFECTS, STAFF_WRITE_CHECKS, STAFF_WRITE_EFFECTS, type WriteCheckArgs } from './staffEffects';

export interface CommandEffectArgs {
  /** The records the command runs on (none for list-scope commands). */
  records: Row[];
  /** The command's input fields, already checked. */
  input: Row;
  /** The whole request (fields the command sends from its record: {record.<field>}). */
  body: Row;
  /** The request's language, for field messages. */
  language: string;
  /** Who asks (a manager gives only the functions they hold). */
  user: UserAccount;
  /** Adds a record of the command's own entity (owner, id and stamps filled in) and returns it. */
  create: (fields: Row) => Row;
}

/** Returns the answer payload, or nothing to answer the record(s) as changed. */
export type CommandEffect = (args: CommandEffectArgs) => Row | void | Promise<Row | void>;

/** Hosts a test notification can never reach from the provider's servers. */
const UNREACHABLE_HOST = /^(localhost|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+)$|\.(invalid|local|test|example)$/i;

/** The code the mock answers for an IPN address that does not answer (spec 002 leaves it unnamed). */
export const IPN_UNREACHABLE_CODE = 'MMCP5601';

export const COMMAND_EFFECTS: Record<string, CommandEffect> = {
  ...ANALYSIS_EFFECTS,
  ...STAFF_COMMAND_EFFECTS,
  ...INVENTORY_COMMAND_EFFECTS,
  ...ORDER_COMMAND_EFFECTS,
  ...PROMOTION_COMMAND_EFFECTS,
  ...APPROVAL_COMMAND_EFFECTS,
  ...STANDING_ORDER_COMMAND_EFFECTS,
  ...BILL_PLAN_COMMAND_EFFECTS,

  /** Cancelling a ticket (its appliesTo allows it while unresolved or in progress). */
  CancelCallBack: ({ records }) => {
    for (const record of records) record.status = '3';
  },

  /**
   * The Test URL of the IPN configuration: the address must pass the same rule as the form (https), and the mock
   * "posts" a test notification, which fails for hosts the internet cannot reach.
   */
  ValidateIPNUrl: async ({ body, language }) => {
    const notifyUrl = typeof body.notifyUrl === 'string' ? body.notifyUrl : '';
    const problems = await validate('ipnConfig', { notifyUrl }, true);
    if (!notifyUrl) problems.push({ field: 'notifyUrl', key: 'validation.required' });
    // An address the schema lets through but a URL parser refuses is the same mistake, not a server error.
    const hostname = URL.canParse(notifyUrl) ? new URL(notifyUrl).hostname : undefined;
    if (hostname === undefined && problems.length === 0) problems.push({ field: 'notifyUrl', key: 'validation.httpsUrl' });
    if (problems.length > 0) throw invalidFields(language, problems);
    if (UNREACHABLE_HOST.test(hostname!)) throw new MockFailure(IPN_UNREACHABLE_CODE, 'messages.ipnUrlUnreachable');
    return { notifyUrl, reachable: 'Y' };
  },

  /**
   * Blacklist and Remove from blacklist (customers' and the blacklist's commands; blackFlg is already applied): the
   * server keeps the reason the dialog asked for and the day, which the blacklist shows as "Added on"; a customer
   * taken off the list keeps neither.
   */
  EditCustomer: ({ records, input }) => {
    for (const record of records) {
      const blacklisted = record.blackFlg === 'Y';
      record.blackRsn = blacklisted ? String(input.reason ?? '') : '';
      record.blackDt = blacklisted ? wireDateNow() : '';
    }
  },

  /** A storefront review is answered once (its appliesTo: awaiting reply); the reply shows under it from today. */
  ReplyMerchantComment: ({ records, input }) => {
    for (const record of records) {
      record.replyFlg = 'Y';
      record.replyTxt = String(input.replyTxt);
      record.replyDt = wireDateNow();
    }
  },

  /** Messages go out through the provider's SMS/e-mail/app channels; the mock records nothing. */
  CustomerNotice: ({ records }) => ({ sent: Math.max(records.length, 1) }),

  /** A call-back request is a ticket answered by phone. */
  RequestCallBack: ({ input, create }) => ({
    ...create({
      respondChannel: 'P',
      title: input.callBackTopic,
      contactInfo: formatMobileDisplay(String(input.callBackMblNo)),
      issueType: 'Other',
      description: 'Call-back request',
      status: '0',
    }),
  }),
};

/**
 * What the server checks of each record a command runs on before its appliesTo states: a refusal with a code and
 * words of its own (an ongoing promotion is not deleted) instead of the general "not available".
 */
export const COMMAND_CHECKS: Record<string, (record: Row, body: Row) => void> = {
  ...PROMOTION_COMMAND_CHECKS,
};

/** What the server checks of a create or update before anything is written, beyond the entity's rules. */
export const WRITE_CHECKS: Record<string, (args: WriteCheckArgs) => void> = {
  ...STAFF_WRITE_CHECKS,
  ...INVENTORY_WRITE_CHECKS,
  ...PROMOTION_WRITE_CHECKS,
  ...PUSH_WRITE_CHECKS,
  ...MANDATE_WRITE_CHECKS,
  ...STAKEHOLDER_WRITE_CHECKS,
  ...STANDING_ORDER_WRITE_CHECKS,
  ...BILL_PLAN_WRITE_CHECKS,
};

const SUB_MERCHANT_NESTED = 'MMCP3303';

/** Whether the user's merchant may add such a record at all: checked before anything the request holds. */
export const CREATE_ALLOWED: Record<string, (user: UserAccount) => void> = {
  ...PROMOTION_CREATE_ALLOWED,
  /** A sub-merchant collects under the merchant's name: it has no sub-merchants of its own. */
  AddSubMerchant: (user) => {
    if (isActing(user)) throw new MockFailure(SUB_MERCHANT_NESTED, 'messages.subMerchantNested');
  },
};

/** What the server checks before it deletes a record. */
export const DELETE_CHECKS: Record<string, (record: Row) => void> = {
  ...INVENTORY_DELETE_CHECKS,
};

/** What the server works out as it answers a list (counts kept elsewhere). */
export const LIST_EFFECTS: Record<string, (user: UserAccount) => void> = {
  ...INVENTORY_LIST_EFFECTS,
  ...PROMOTION_LIST_EFFECTS,
  ...PUSH_LIST_EFFECTS,
  ...APPROVAL_LIST_EFFECTS,
  ...STANDING_ORDER_LIST_EFFECTS,
};

/** Sub-merchants' tills are numbered in a block of their own, from this one. */
const FIRST_SUB_MERCHANT_TILL = 5123401;

/** What the server does to a record on a create or update, beyond storing the fields sent, and by whom. */
export type WriteEffect = (record: Row, user: UserAccount) => void;

const stampChanged: WriteEffect = (record) => {
  record.updateDt = wireDateNow();
};

export const WRITE_EFFECTS: Record<string, WriteEffect> = {
  ...STAFF_WRITE_EFFECTS,
  ...INVENTORY_WRITE_EFFECTS,
  ...PROMOTION_WRITE_EFFECTS,
  ...PUSH_WRITE_EFFECTS,
  ...MANDATE_WRITE_EFFECTS,
  ...STAKEHOLDER_WRITE_EFFECTS,
  ...BENEFICIARY_WRITE_EFFECTS,
  ...STANDING_ORDER_WRITE_EFFECTS,
  ...BILL_PLAN_WRITE_EFFECTS,

  /** Business information changes need approval, which takes up to 24 hours (spec 001): under review until then. */
  UpdateBusinessInfo: (record) => {
    record.auditSts = '1';
    record.auditSubmitDt = wireDateNow();
    record.auditSubmitTm = wireTimeNow();
  },

  /** The first IPN save makes the signing key: the server's, never typed in (or shipped with) the console. */
  SaveIPNInfo: (record) => {
    record.ipnKey = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
    record.updateDt = wireDateNow();
  },

  // A merchant's settings say when they last changed.
  UpdateIPNInfo: stampChanged,
  SetSalesTax: stampChanged,
  SetNotificationSetting: stampChanged,
  UpdateStoreFront: stampChanged,
  UpdateBanner: stampChanged,

  SetGlobalization: (record) => {
    record.updateDt = wireDateNow();
  },

  /** A new sub-merchant gets the next till number of the provider's sub-merchant block: one no other till holds. */
  AddSubMerchant: (record) => {
    const taken = db().subMerchants.map((other) => Number(other.tillNo)).filter(Number.isFinite);
    record.tillNo = String(Math.max(FIRST_SUB_MERCHANT_TILL - 1, ...taken) + 1);
  },
};


/** What the server does to a record as it reads it, for whom (some fields are the reader's: may they decide it?). */
export const READ_EFFECTS: Record<string, (record: Row, user: UserAccount) => void> = {
  ...PROMOTION_READ_EFFECTS,
  ...PUSH_READ_EFFECTS,
  ...APPROVAL_READ_EFFECTS,
  ...STANDING_ORDER_READ_EFFECTS,
  /** The provider approves a business-information change within 24 hours (spec 001); the mock does at 24 hours. */
  QueryBusinessInfo: (record) => {
    if (record.auditSts === '1' && now() - wireMoment(record.auditSubmitDt, record.auditSubmitTm) >= REVIEW_MS) record.auditSts = '0';
  },
};
