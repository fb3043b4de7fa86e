// What a resource's screens read besides its own file: its commands' input entities, and the resources its fields
// refer to (x-reference) or take presets from. One reading for the registry (at run time, which loads them) and for
// `npm run gen` (at build time, which names them in each resource summary's alsoLoads, so that they are fetched
// beside the file): the two cannot read a file differently. Lenient, as gen reads files check:config has not judged.

/** A resource file as far as this reading goes. */
type ResourceFile = { name?: unknown; entity?: unknown; commands?: unknown };

/** Every string `found` picks out of any node of a JSON value, added to `into`. */
const namesIn = (value: unknown, found: (node: Record<string, unknown>) => unknown, into: Set<string>): Set<string> => {
  if (Array.isArray(value)) value.forEach((item) => namesIn(item, found, into));
  else if (value && typeof value === 'object') {
    const hit = found(value as Record<string, unknown>);
    if (typeof hit === 'string') into.add(hit);
    Object.values(value).forEach((item) => namesIn(item, found, into));
  }
  return into;
};

/** The entities a resource's screens read: its own, and those of its commands' inputs. */
export const entitiesReadBy = (file: ResourceFile): string[] =>
  [
    file.entity,
    ...(Array.isArray(file.commands) ? file.commands : []).map((command?: { input?: { entity?: unknown } }) => command?.input?.entity),
  ].filter((entity): entity is string => typeof entity === 'string');

/**
 * The resources a resource's screens show records of besides its own: the x-reference fields of the entities it
 * reads (`descriptorOf`: an entity's descriptor, loaded or generated) and its presets.
 */
export const resourcesReferredBy = (file: ResourceFile, descriptorOf: (entity: string) => unknown): Set<string> => {
  const names = new Set<string>();
  for (const entity of entitiesReadBy(file)) namesIn(descriptorOf(entity), (node) => node.reference, names);
  namesIn(file, (node) => (node.presets as { resource?: unknown } | undefined)?.resource, names);
  names.delete(file.name as string);
  return names;
};

/** What a resource's screens read besides its own file and entity, in order: what its summary's alsoLoads names. */
export const alsoReadBy = (file: ResourceFile, descriptorOf: (entity: string) => unknown): { entities: string[]; resources: string[] } => ({
  entities: [...new Set(entitiesReadBy(file))].filter((entity) => entity !== file.entity).sort(),
  resources: [...resourcesReferredBy(file, descriptorOf)].sort(),
});
