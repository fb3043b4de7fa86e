// The form sections the record being typed has (config/sections.ts), following the fields that decide them: only
// those fields are watched, so typing elsewhere re-renders nothing here.
import { useWatch } from 'react-hook-form';
import type { ResourceDefinition } from '../../config/definitions';
import { sectionApplies, sectionDecidingFields } from '../../config/sections';

export const useAppliedSections = (definition: ResourceDefinition) => {
  const all = definition.form?.sections ?? [];
  const deciding = sectionDecidingFields(all);
  const values = useWatch({ name: deciding, disabled: deciding.length === 0 }) as unknown[] | undefined;
  if (deciding.length === 0) return all;
  const record = Object.fromEntries(deciding.map((field, index) => [field, values?.[index]]));
  return all.filter((section) => sectionApplies(section, record));
};
