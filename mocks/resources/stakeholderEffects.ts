// What the Stakeholders actions check beyond each record's rules (resources/stakeholders.json): the shares of a
// business's stakeholders never add up to more than the whole business (src/config/businessSetup/shareRule.ts),
// so a share too large is refused on its field with what is left.
import { shareLeft } from '../../src/config/businessSetup/shareRule';
import { db } from '../state';
import type { Row } from './collections';
import type { WriteCheckArgs } from './staffEffects';
import { invalidFields } from './errors';

const checkShare = ({ user, language, fields, record }: WriteCheckArgs): void => {
  if (typeof fields.share !== 'number') return;
  const others = db()
    .stakeholders.filter((entry) => entry.mercId === user.mercId && entry.stakeholderId !== record?.stakeholderId)
    .map((entry) => entry.share);
  const left = shareLeft(others);
  if (fields.share > left) throw invalidFields(language, [{ field: 'share', key: 'messages.shareTooLarge', values: { left } }]);
};

export const STAKEHOLDER_WRITE_CHECKS: Record<string, (args: WriteCheckArgs) => void> = {
  AddStakeholder: checkShare,
  UpdateStakeHolder: checkShare,
};

/** A stakeholder starts unblocked (1 normal). */
export const STAKEHOLDER_WRITE_EFFECTS: Record<string, (record: Row) => void> = {
  AddStakeholder: (record) => {
    if (!record.blockSts) record.blockSts = '1';
  },
};
