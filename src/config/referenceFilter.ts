// x-reference-filter read once for the form, the backend and the tests: which of the referenced records a field may
// name — their field → a constant, or "{field}" of the record being edited (a sub-category under its category).

const RECORD_FIELD = /^\{([a-z][A-Za-z0-9]*)\}$/;

/** The constant part: the same for every record (a product's category is a top-level one). */
export const constantPart = (filter: Readonly<Record<string, string>> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(filter ?? {}).filter(([, value]) => !RECORD_FIELD.test(value)));

/** The part read from the record: the target's field and the record's field that fills it. */
export const recordPart = (filter: Readonly<Record<string, string>> | undefined): Array<{ target: string; field: string }> =>
  Object.entries(filter ?? {}).flatMap(([target, value]) => {
    const match = RECORD_FIELD.exec(value);
    return match ? [{ target, field: match[1]! }] : [];
  });

/** Whether a referenced record is one the filter allows, the "{field}"s read from `record`. */
export const allowedBy =
  (filter: Readonly<Record<string, string>> | undefined, record: Readonly<Record<string, unknown>>) =>
  (candidate: Readonly<Record<string, unknown>>): boolean => {
    const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
    return (
      Object.entries(constantPart(filter)).every(([target, value]) => text(candidate[target]) === value) &&
      recordPart(filter).every(({ target, field }) => text(candidate[target]) === text(record[field]))
    );
  };
