// The entities the console has loaded. Each entity (its resolved fields and precompiled validators) is a chunk of
// its own, fetched when a screen that shows it opens (issue #12: the first page carries no entity it does not show,
// and one more schema adds nothing to it). Reading an entity is synchronous, so the code that renders a screen must
// have loaded it first: the engine loads a resource's entities with its file, a hand-written flow provides the
// module it imports, and the embedded backend and the tests provide every entity at start.
import { entityLoaders } from '../generated/entityLoaders';
import type { EntityModule } from './entityTypes';

const loaded = new Map<string, EntityModule>();
const loading = new Map<string, Promise<EntityModule>>();

/** Makes modules the caller imported itself readable by name. */
export const provideEntities = (...modules: readonly EntityModule[]): void => {
  for (const module of modules) loaded.set(module.entity.name, module);
};

export const isKnownEntity = (name: string): boolean => Object.hasOwn(entityLoaders, name);

/** The entity's module, fetched once; a failed download is tried again on the next call. */
export const loadEntity = (name: string): Promise<EntityModule> => {
  const ready = loaded.get(name);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(name);
  if (!pending) {
    if (!isKnownEntity(name)) return Promise.reject(unknownEntity(name));
    pending = entityLoaders[name]!().then(
      (module) => {
        provideEntities(module);
        loading.delete(name);
        return module;
      },
      (error: unknown) => {
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, pending);
  }
  return pending;
};

const unknownEntity = (name: string) =>
  new Error(`Unknown entity "${name}": no schemas/${name}.schema.json (known: ${Object.keys(entityLoaders).join(', ')})`);

/** The loaded entity's module; throws for a name no schema declares, and for an entity not loaded yet. */
export const entityModule = (name: string): EntityModule => {
  const module = loaded.get(name);
  if (module) return module;
  if (!isKnownEntity(name)) throw unknownEntity(name);
  throw new Error(
    `The entity "${name}" is not loaded yet: await loadEntity('${name}') before reading it (the engine loads a resource's entities with its file).`,
  );
};
