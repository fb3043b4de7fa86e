// The few helpers ajv's generated code calls at run time, for the precompiled validators in src/generated/.
// ajv's standalone output names them with require("ajv/dist/runtime/…"), which an ES module in the browser cannot
// run; scripts/lib/gen/standaloneModule.ts rewrites those calls into imports of this module.

/** String length in Unicode code points, as JSON Schema counts minLength/maxLength (an emoji is one). */
export const ucs2length = (text: string): number => {
  let length = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    // A high surrogate followed by a low one is a single code point.
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if ((next & 0xfc00) === 0xdc00) index++;
    }
    length++;
  }
  return length;
};

/** Deep equality of JSON values, for enum/const/uniqueItems over objects and arrays. */
export const equal = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    // NaN never occurs in JSON, so strict equality is enough for primitives.
    return false;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => equal(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.prototype.hasOwnProperty.call(right, key) && equal(left[key], right[key]))
  );
};
