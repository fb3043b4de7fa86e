// The small phrases every check builds its sentences from ("a text", "x, y or z", "2 errors"), so they read alike.

const TYPE_NAMES: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** "a text", "a text or an object", "a number or a boolean (true or false)". */
export const typeList = (types: string[]): string =>
  types.length === 1 ? (TYPE_NAMES[types[0]!] ?? types[0]!) : orList(types.map((type) => (type === 'boolean' ? 'a boolean' : (TYPE_NAMES[type] ?? type))));

export const describeValue = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  return String(value);
};

const joinList = (items: string[], word: string): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
export const orList = (items: string[]): string => joinList(items, 'or');
export const andList = (items: string[]): string => joinList(items, 'and');

export const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;
