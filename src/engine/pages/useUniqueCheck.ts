// Leaving a wizard's step checks its x-unique fields with the server (the data provider's checkUnique), so a
// duplicate store name is found on the step where it was typed, not at the last step's Save. A duplicate puts the
// server's message (the spec's text) under the field and keeps the person on the step; a check that cannot be made
// (no answer, another refusal) lets them go on: the final save checks again.
import { useDataProvider } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { ConsoleDataProvider } from '../../data/consoleMethods';
import { fieldErrorsOf } from '../../data/errors';
import { isAbsent } from '../../validation/validate';
import type { ResourceDefinition } from '../../config/definitions';
import { getEntity } from '../registry';

/** Returns a check of the given form fields: true when none of them holds a value already taken. */
export const useUniqueCheck = (definition: ResourceDefinition) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { getValues, setError, setFocus } = useFormContext();
  const entity = getEntity(definition.entity);

  return async (sources: readonly string[]): Promise<boolean> => {
    const unique = sources.filter((source) => entity.fields[source]?.unique && !isAbsent(getValues(source)));
    if (unique.length === 0 || !definition.methods.create) return true;
    try {
      await dataProvider.checkUnique(definition.name, { data: Object.fromEntries(unique.map((source) => [source, getValues(source)])) });
      return true;
    } catch (error) {
      const errors = fieldErrorsOf(error) ?? {};
      const taken = unique.filter((source) => errors[source]);
      for (const source of taken) setError(source, { type: 'server', message: errors[source] });
      if (taken.length > 0) setFocus(taken[0]!);
      return taken.length === 0;
    }
  };
};
