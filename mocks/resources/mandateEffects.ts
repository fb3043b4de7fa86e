// What the mandate actions check beyond the entity's rules (resources/mandates.json): an upper limit above the lower
// one (001 'limit to greater than limit from') and, among the mandates in force, one band per amount of a
// transaction: two overlapping bands of the same type and subtype would leave a payment two rules to follow.
import type { MandateRecord } from '../db/types';
import { db } from '../state';
import type { Row } from './collections';
import { invalidFields } from './errors';
import type { Problem } from './schema';
import type { WriteCheckArgs } from './staffEffects';

/** The band's upper end: none (infinity) when unlimited. */
const upperOf = (mandate: Partial<MandateRecord>): number => (mandate.unlmtFlg === 'Y' ? Infinity : (mandate.lmtTo ?? Infinity));

const mandateRules = ({ user, language, fields, record }: WriteCheckArgs): void => {
  const after = { ...record, ...fields } as Partial<MandateRecord>;
  const problems: Problem[] = [];
  const from = after.lmtFrom;
  if (after.unlmtFlg !== 'Y' && typeof from === 'number' && typeof after.lmtTo === 'number' && after.lmtTo <= from) {
    problems.push({ field: 'lmtTo', key: 'validation.limitToAboveFrom' });
  }
  if (problems.length === 0 && after.mmdSts === 'A' && typeof from === 'number') {
    const clash = db().mandates.find(
      (other) =>
        other.mercId === user.mercId &&
        other.mandateId !== after.mandateId &&
        other.mmdSts === 'A' &&
        other.mmdTxTyp === after.mmdTxTyp &&
        other.mmdSubTyp === after.mmdSubTyp &&
        other.lmtFrom <= upperOf(after) &&
        from <= upperOf(other),
    );
    if (clash) problems.push({ field: 'lmtFrom', key: 'validation.mandateOverlap', values: { mandateId: clash.mandateId } });
  }
  if (problems.length > 0) throw invalidFields(language, problems);
};

/** An unlimited band keeps no upper limit from before. */
const dropUpperWhenUnlimited = (record: Row): void => {
  if (record.unlmtFlg === 'Y') delete record.lmtTo;
};

export const MANDATE_WRITE_CHECKS: Record<string, (args: WriteCheckArgs) => void> = {
  AddMerMandate: mandateRules,
  EditMerMandate: mandateRules,
};

export const MANDATE_WRITE_EFFECTS: Record<string, (record: Row) => void> = {
  AddMerMandate: dropUpperWhenUnlimited,
  EditMerMandate: dropUpperWhenUnlimited,
};
