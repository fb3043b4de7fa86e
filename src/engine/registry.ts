// The config engine's view of the declared screens: resource and menu files (through the generated manifest,
// so adding a file needs no TypeScript), the entity descriptors generated from schemas/, and the access rules
// those files declare.
import { registerAccessRule } from '../auth/permissions';
import { entities } from '../generated/entities';
import { menuFiles, resourceFiles } from '../generated/configFiles';
import type { EntityDescriptor, FieldDescriptor } from '../validation/entityTypes';
import type { MenuDefinition, ResourceDefinition } from '../config/definitions';

export type CommandDefinition = NonNullable<ResourceDefinition['commands']>[number];
export type FieldRef =
  | string
  | {
      source: string;
      widget?: string;
      sortable?: boolean;
      fullWidth?: boolean;
      readOnly?: boolean;
      hidden?: boolean;
      /** Command input: may be left empty (a refund's amount: empty for the whole rest). */
      optional?: boolean;
      /** Records of another resource that fill the field in one choice, named by their `label` field. */
      presets?: { resource: string; label: string };
    };

export const resourceDefinitions: readonly ResourceDefinition[] = Object.values(resourceFiles as Record<string, ResourceDefinition>).sort((a, b) =>
  a.name.localeCompare(b.name),
);

export const menuDefinitions: readonly MenuDefinition[] = Object.values(menuFiles as Record<string, MenuDefinition>);

const byName = new Map(resourceDefinitions.map((definition) => [definition.name, definition]));

export const getResourceDefinition = (name: string): ResourceDefinition => {
  const definition = byName.get(name);
  if (!definition) throw new Error(`No resource file declares "${name}".`);
  return definition;
};

export const findResourceDefinition = (name: string): ResourceDefinition | undefined => byName.get(name);

export const getEntity = (name: string): EntityDescriptor => {
  const entity = (entities as Record<string, EntityDescriptor>)[name];
  if (!entity) throw new Error(`No schema describes the entity "${name}" (schemas/${name}.schema.json).`);
  return entity;
};

export const getField = (entity: string, field: string): FieldDescriptor => {
  const descriptor = getEntity(entity).fields[field];
  if (!descriptor) throw new Error(`schemas/${entity}.schema.json has no field "${field}".`);
  return descriptor;
};

const readOnlyCache = new Map<string, ReadonlySet<string>>();

export const readOnlyFields = (entity: string): ReadonlySet<string> => {
  let fields = readOnlyCache.get(entity);
  if (!fields) {
    fields = new Set(Object.values(getEntity(entity).fields).filter((field) => field.readOnly).map((field) => field.name));
    readOnlyCache.set(entity, fields);
  }
  return fields;
};

export const sourceOf = (ref: FieldRef): string => (typeof ref === 'string' ? ref : ref.source);

export const optionsOf = (ref: FieldRef): Exclude<FieldRef, string> => (typeof ref === 'string' ? { source: ref } : ref);

/** The react-admin action name under which a command's permission is checked. */
export const commandAction = (command: CommandDefinition) => `command:${command.name}`;

/** Declares every resource's permission codes to canAccess (spec 001 §6). */
export const registerResourceAccess = (): void => {
  for (const definition of resourceDefinitions) {
    for (const [action, code] of Object.entries(definition.access ?? {})) {
      if (code) registerAccessRule(definition.name, action, code);
    }
    for (const command of definition.commands ?? []) {
      if (command.access) registerAccessRule(definition.name, commandAction(command), command.access);
    }
    if (definition.import?.access) registerAccessRule(definition.name, 'import', definition.import.access);
  }
};
