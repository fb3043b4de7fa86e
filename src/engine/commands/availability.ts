// Whether a command applies to a record: its appliesTo states (e.g. suspend only a normal branch store).
import type { RaRecord } from 'react-admin';
import type { CommandDefinition } from '../registry';

export const appliesTo = (command: CommandDefinition, record: RaRecord | undefined): boolean => {
  if (!command.appliesTo) return true;
  if (!record) return false;
  return Object.entries(command.appliesTo).every(([field, values]) => values.includes(String(record[field] ?? '')));
};
