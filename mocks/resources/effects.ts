// What a few commands do beyond what their resource file can say. A command's constant params (storeStatus "C",
// pushFlg "Y", blackFlg "Y"…) are applied generically; the actions below have no such param, so their effect on
// the record, or the thing they make, is written down here, keyed by action name.
import { formatMobileDisplay } from '../../src/format/mobile';
import { ANALYSIS_EFFECTS } from './analysisEffects';
import type { Row } from './collections';

export interface CommandEffectArgs {
  /** The records the command runs on (none for list-scope commands). */
  records: Row[];
  /** The command's input fields, already checked. */
  input: Row;
  /** Adds a record of the command's own entity (owner, id and stamps filled in) and returns it. */
  create: (fields: Row) => Row;
}

/** Returns the answer payload, or nothing to answer the record(s) as changed. */
export type CommandEffect = (args: CommandEffectArgs) => Row | void;

export const COMMAND_EFFECTS: Record<string, CommandEffect> = {
  ...ANALYSIS_EFFECTS,

  /** Cancelling a ticket (its appliesTo allows it while unresolved or in progress). */
  CancelCallBack: ({ records }) => {
    for (const record of records) record.status = '3';
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
