// The config engine's view of the declared screens. At start it knows each resource in brief (routes, pages, icon,
// permission codes: src/generated/screenIndex.ts) and the menus; a screen's whole resource file and its entities
// and its texts are fetched when the screen first opens (loadResource), with those of the resources its fields refer
// to, so the first page carries no screen it does not show (issue #12). Once loaded, everything reads synchronously.
import { registerAccessRule } from '../auth/permissions';
import { alsoReadBy as readBesides, entitiesReadBy, resourcesReferredBy } from '../config/screenReads';
import { openScreenTexts } from '../i18n/textParts';
import { menuFiles, resourceLoaders, resourceSummaries as summaries } from '../generated/screenIndex';
import { entityModule, loadEntity } from '../validation/entityRegistry';
import type { EntityDescriptor, FieldDescriptor } from '../validation/entityTypes';
import type { MenuDefinition, ResourceDefinition } from '../config/definitions';
import type { ResourceAccess, ResourceSummary } from '../config/resourceSummary';

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

export const resourceSummaries: readonly ResourceSummary[] = summaries;

export const menuDefinitions: readonly MenuDefinition[] = Object.values(menuFiles as Record<string, MenuDefinition>);

const summaryByName = new Map(resourceSummaries.map((summary) => [summary.name, summary]));

export const findResourceSummary = (name: string): ResourceSummary | undefined => summaryByName.get(name);

const loaded = new Map<string, ResourceDefinition>();
const loading = new Map<string, Promise<ResourceDefinition>>();
/** Resources whose screens can draw: their file and entities and the files their fields refer to are in. */
const ready = new Set<string>();

/** Makes resource files the caller already holds readable by name (the tests, which hold every file). */
export const provideResources = (...definitions: readonly ResourceDefinition[]): void => {
  for (const definition of definitions) {
    loaded.set(definition.name, definition);
    ready.add(definition.name);
  }
};

/** A loaded entity's descriptor, where the resources its fields refer to are read (config/screenReads.ts). */
const descriptorOf = (entity: string) => entityModule(entity).entity;

/**
 * What a loaded resource's screens read besides its own file and entity, as its summary's `alsoLoads` names them
 * (scripts/lib/gen/screenIndex.ts reads the same from the files at build time; a test holds the two together).
 */
export const alsoReadBy = (definition: ResourceDefinition) => readBesides(definition, descriptorOf);

/**
 * One resource file, its entities and its texts, not what it refers to. Its own entity (named in the summary) and
 * its texts come beside it.
 */
const loadOwn = (name: string): Promise<ResourceDefinition> => {
  const known = loaded.get(name);
  if (known) return Promise.resolve(known);
  let pending = loading.get(name);
  if (!pending) {
    const loader = Object.hasOwn(resourceLoaders, name) ? resourceLoaders[name] : undefined;
    if (!loader) return Promise.reject(new Error(`No resource file declares "${name}".`));
    const summary = summaryByName.get(name);
    // Its commands' input entities come beside the file (the summary names them), not a round trip after it.
    const entities = [summary?.entity, ...(summary?.alsoLoads?.entities ?? [])].filter((entity) => entity !== undefined);
    pending = Promise.all([loader(), ...entities.map(loadEntity), openScreenTexts(name)])
      .then(async ([file]) => {
        const definition = file as ResourceDefinition;
        await Promise.all(entitiesReadBy(definition).map(loadEntity));
        return definition;
      })
      .finally(() => loading.delete(name));
    loading.set(name, pending);
  }
  return pending;
};

const complete = new Map<string, Promise<ResourceDefinition>>();

/**
 * A resource's file with everything its screens read: its entities, and the files and entities of the resources
 * its fields refer to (a product's category), fetched together. What those refer to in turn is not needed: a
 * category picker shows categories, not what a category names. Fetched once; a failed download is tried again.
 */
export const loadResource = (name: string): Promise<ResourceDefinition> => {
  let pending = complete.get(name);
  if (!pending) {
    // The resources it refers to are fetched beside its own file (the summary names them); below, the file itself
    // still says which it reads, and a failed early fetch is tried again there.
    for (const other of findResourceSummary(name)?.alsoLoads?.resources ?? []) loadOwn(other).catch(() => undefined);
    pending = (async () => {
      const own = await loadOwn(name);
      // Readable by name, but not ready: their own references are fetched when their screen opens.
      for (const definition of await Promise.all([...resourcesReferredBy(own, descriptorOf)].map(loadOwn))) loaded.set(definition.name, definition);
      loaded.set(name, own);
      ready.add(name);
      return own;
    })();
    complete.set(name, pending);
    pending.catch(() => complete.delete(name));
  }
  return pending;
};

/** The resource's file, once its screens can draw (loadResource has finished). */
export const loadedResource = (name: string): ResourceDefinition | undefined => (ready.has(name) ? loaded.get(name) : undefined);

/** The loaded resource's file; throws for a name no file declares, and for a file not loaded yet. */
export const getResourceDefinition = (name: string): ResourceDefinition => {
  const definition = loaded.get(name);
  if (definition) return definition;
  if (!summaryByName.has(name)) throw new Error(`No resource file declares "${name}".`);
  throw new Error(`The resource "${name}" is not loaded yet: await loadResource('${name}') first.`);
};

/** A loaded entity's resolved fields (an entity is loaded with the resources that show it). */
export const getEntity = (name: string): EntityDescriptor => entityModule(name).entity;

export const getField = (entity: string, field: string): FieldDescriptor => {
  const descriptor = getEntity(entity).fields[field];
  if (!descriptor) throw new Error(`schemas/${entity}.schema.json has no field "${field}".`);
  return descriptor;
};

const readOnlyCache = new Map<string, ReadonlySet<string>>();

export const readOnlyFields = (entity: string): ReadonlySet<string> => {
  let fields = readOnlyCache.get(entity);
  if (!fields) {
    fields = new Set(
      Object.values(getEntity(entity).fields)
        .filter((field) => field.readOnly)
        .map((field) => field.name),
    );
    readOnlyCache.set(entity, fields);
  }
  return fields;
};

export const sourceOf = (ref: FieldRef): string => (typeof ref === 'string' ? ref : ref.source);

export const optionsOf = (ref: FieldRef): Exclude<FieldRef, string> => (typeof ref === 'string' ? { source: ref } : ref);

/** The react-admin action name under which a command's permission is checked. */
export const commandAction = (command: Pick<CommandDefinition, 'name'>) => `command:${command.name}`;

/** Declares every resource's permission codes to canAccess (spec 001 §6). */
export const registerResourceAccess = (resources: readonly ResourceAccess[] = resourceSummaries): void => {
  for (const definition of resources) {
    for (const [action, code] of Object.entries(definition.access ?? {})) {
      if (code) registerAccessRule(definition.name, action, code);
    }
    for (const command of definition.commands ?? []) {
      if (command.access) registerAccessRule(definition.name, commandAction(command), command.access);
    }
    if (definition.import?.access) registerAccessRule(definition.name, 'import', definition.import.access);
  }
};
