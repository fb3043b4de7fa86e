// What the Stakeholders actions check beyond each record's rules (resources/stakeholders.json): while a business
// is being set up, its stakeholders' shares never add up to more than the whole business
// (src/config/businessSetup/shareRule.ts), so a share too large is refused on its field with what is left. Once
// set up, the provider reviews a change of shareholding with the CR-12 (002 merUpdateCR12OrDeed, not modelled
// here), so the screen records what the merchant declares.
import { shareLeft } from '../../src/config/businessSetup/shareRule';
import { setupOf } from '../actions/businessSetup';
import { db } from '../state';
import type { Row } from './collections';
import type { WriteCheckArgs } from './staffEffects';
import { invalidFields } from './errors';

const checkShare = ({ user, language, fields, record }: WriteCheckArgs): void => {
  if (typeof fields.share !== 'number' || setupOf(user.mercId).step === 'done') return;
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
