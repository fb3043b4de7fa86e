// The form sections the record being typed has (config/sections.ts), following the fields that decide them: only
// those fields are watched, so typing elsewhere re-renders nothing here.
import { useWatch } from 'react-hook-form';
import type { ResourceDefinition } from '../../config/definitions';
import { sectionApplies, sectionDecidingFields } from '../../config/sections';
import { getEntity } from '../registry';

export const useAppliedSections = (definition: ResourceDefinition) => {
  const all = definition.form?.sections ?? [];
  const deciding = sectionDecidingFields(all);
  const values = useWatch({ name: deciding, disabled: deciding.length === 0 }) as unknown[] | undefined;
  if (deciding.length === 0) return all;
  // A deciding field's default (a discount's kind) is the value its input gives the form once it mounts, which
  // the watch does not hear of: until the merchant changes it, the default decides.
  const { fields } = getEntity(definition.entity);
  const record = Object.fromEntries(deciding.map((field, index) => [field, values?.[index] ?? fields[field]?.default]));
  return all.filter((section) => sectionApplies(section, record));
};
