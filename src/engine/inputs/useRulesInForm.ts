// A field whose rules depend on another field of the form (the schema's if/then: a ticket's contact is a mobile
// number for SMS, an e-mail address for e-mail) follows the rules that hold for what that field says now: its
// input, its asterisk and its check. When that field changes, a field already left or refused is checked again,
// so its message never describes a choice no longer made.
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { rulesIn } from '../../validation/conditions';
import type { FieldDescriptor } from '../../validation/entityTypes';

export const useRulesInForm = (field: FieldDescriptor): FieldDescriptor => {
  const deciding = [...new Set((field.when ?? []).map((condition) => condition.field))];
  const values = useWatch({ name: deciding }) as unknown[];
  const { trigger, getFieldState } = useFormContext();
  const decided = JSON.stringify(values);
  const seen = useRef(decided);

  useEffect(() => {
    if (seen.current === decided) return;
    seen.current = decided;
    const state = getFieldState(field.name);
    if (state.isTouched || state.invalid) void trigger(field.name);
  }, [decided, field.name, getFieldState, trigger]);

  const rules = rulesIn(field, Object.fromEntries(deciding.map((name, index) => [name, values[index]])));
  // The caller's own choices (a label's name, a command's "required") stay; the branch adds its rules.
  return rules === field ? field : { ...field, ...rules, name: field.name, required: field.required || rules.required, when: field.when };
};
