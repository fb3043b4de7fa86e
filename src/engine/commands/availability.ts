// What a record's state allows: a command only where its appliesTo states hold (e.g. suspend only a normal branch
// store), and no editing while the resource's lockedWhen states hold (e.g. a change under review).
import type { RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../../config/definitions';
import type { CommandDefinition } from '../registry';

export const appliesTo = (command: CommandDefinition, record: RaRecord | undefined): boolean => {
  if (!command.appliesTo) return true;
  if (!record) return false;
  return Object.entries(command.appliesTo).every(([field, values]) => values.includes(String(record[field] ?? '')));
};

export const isLocked = (definition: ResourceDefinition, record: RaRecord | undefined): boolean =>
  Boolean(record && definition.lockedWhen && Object.entries(definition.lockedWhen).some(([field, values]) => values.includes(String(record[field] ?? ''))));
