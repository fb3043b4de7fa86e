// Reading the names a JSON value holds at any depth: the resources an entity's fields refer to (`reference`), the
// resources a resource file takes presets from. The registry reads them at run time, `npm run gen` at build time
// (a resource summary's alsoLoads): one reading, so the two cannot disagree.

/** Every string `found` picks out of any node of a JSON value, added to `into`. */
export const namesIn = (value: unknown, found: (node: Record<string, unknown>) => unknown, into: Set<string>): Set<string> => {
  if (Array.isArray(value)) value.forEach((item) => namesIn(item, found, into));
  else if (value && typeof value === 'object') {
    const hit = found(value as Record<string, unknown>);
    if (typeof hit === 'string') into.add(hit);
    Object.values(value).forEach((item) => namesIn(item, found, into));
  }
  return into;
};
