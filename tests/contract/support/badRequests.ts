// Bad requests generated from a valid one, the same for every action and every run (no randomness): what a
// careless client or an attacker sends. Each case names its kind, for the counts the fuzz test prints.

export type Body = Record<string, unknown>;

export interface BadRequest {
  kind: string;
  /** The field the case spoils, if one. */
  field?: string;
  /** The body's bytes as sent (JSON text, or not JSON at all). */
  raw: string | Uint8Array<ArrayBuffer>;
}

/** A value of each JSON type but the one a field holds: number for text, text for number, and so on. */
export const WRONG_TYPES: Readonly<Record<string, unknown>> = {
  number: 12345,
  text: 'fuzz',
  object: { fuzz: 1 },
  array: ['fuzz'],
  boolean: true,
  null: null,
};

/** Names every plain object inherits: a lookup keyed by them finds something on a careless table. */
export const INHERITED_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'] as const;

/** 100 kB of text. */
export const HUGE_TEXT = 'x'.repeat(100 * 1024);

/**
 * Bodies no server can read as a JSON object: empty, cut short, not an object, not UTF-8 (alone, and as the value
 * of a text field of an otherwise valid body: a lenient decoder would store U+FFFD in its place).
 */
export const invalidJsonBodies = (valid: Body, textField = 'fuzz'): BadRequest[] => {
  const text = JSON.stringify(valid);
  const { [textField]: _replaced, ...rest } = valid;
  const encoded = new TextEncoder().encode(withKey(rest, textField, 'FUZZ'));
  const spoiled = Uint8Array.from(encoded);
  spoiled.set([0xff, 0xfe, 0xc3, 0x28], JSON.stringify(textField).length + 3); // {"field":"FUZZ" → the four letters
  return [
    { kind: 'json:empty', raw: '' },
    { kind: 'json:brace', raw: '{' },
    { kind: 'json:truncated', raw: text.slice(0, Math.max(1, Math.floor(text.length / 2))) },
    { kind: 'json:null', raw: 'null' },
    { kind: 'json:array', raw: '[]' },
    { kind: 'json:string', raw: '"fuzz"' },
    { kind: 'json:notUtf8', raw: Uint8Array.from([0xff, 0xfe, 0x7b, 0xc3, 0x28, 0x7d]) },
    { kind: 'json:notUtf8InText', field: textField, raw: spoiled },
  ];
};

/** A body with an own key written as JSON text: `{"__proto__": …}` must arrive as a key, not as a prototype. */
const withKey = (valid: Body, key: string, value: unknown): string => {
  const rest = JSON.stringify(valid).slice(1);
  return `{${JSON.stringify(key)}:${JSON.stringify(value)}${rest === '}' ? '}' : `,${rest}`}`;
};

/**
 * Every field of the entry spoiled one at a time: each wrong type, missing when required, 100 kB and each
 * inherited name in a text field, an array for a nested object; then the body itself: inherited names as keys
 * (a text, and an object that would pollute a prototype), an array for the body.
 */
export const badRequests = (valid: Body, entry: { fields: readonly string[]; required: readonly string[]; isText: (field: string) => boolean }): BadRequest[] => {
  const cases: BadRequest[] = [];
  const json = (kind: string, body: unknown, field?: string) => cases.push({ kind, field, raw: JSON.stringify(body) });
  for (const field of entry.fields) {
    for (const [type, value] of Object.entries(WRONG_TYPES)) json(`type:${type}`, { ...valid, [field]: value }, field);
    if (entry.required.includes(field)) {
      const { [field]: _missing, ...rest } = valid;
      json('missing', rest, field);
    }
    if (entry.isText(field)) {
      json('huge', { ...valid, [field]: HUGE_TEXT }, field);
      for (const name of INHERITED_NAMES) json('inheritedValue', { ...valid, [field]: name }, field);
    }
    const current = valid[field];
    if (current && typeof current === 'object' && !Array.isArray(current)) json('arrayForObject', { ...valid, [field]: [current] }, field);
  }
  for (const name of INHERITED_NAMES) {
    cases.push({ kind: 'inheritedKey', field: name, raw: withKey(valid, name, 'fuzz') });
    cases.push({ kind: 'inheritedKey', field: name, raw: withKey(valid, name, { polluted: 'yes', prototype: { polluted: 'yes' } }) });
  }
  json('arrayForBody', [valid]);
  return cases;
};
