// A singleton resource (resource file "singleton": true) has one record per merchant and no id in the address:
// react-admin still needs an id to cache the record under, so every singleton record carries the same one.
import type { RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../config/definitions';

export const SINGLETON_ID = 'current';

/** Whether the merchant has the record yet (its id field holds a value); before the first save it does not. */
export const singletonExists = (definition: ResourceDefinition, record: RaRecord | undefined): boolean => {
  const value = record?.[definition.idField];
  return value !== undefined && value !== null && value !== '';
};
