// Spaces around typed text are never part of it: "  Mama Mboga  " is the name "Mama Mboga". The forms check and
// send text without them, and the backend trims what it receives, so a stray space is neither refused nor saved.

// Free text a person types. Codes (enums), dates, money, files and secrets are not typed with spaces to lose.
const TYPED_TEXT_WIDGETS: ReadonlySet<string | undefined> = new Set([undefined, 'text', 'textarea', 'email', 'mobile']);

/** What decides it, as a field descriptor (or the backend's view of one) says. */
export interface TextFacts {
  type?: unknown;
  enum?: readonly unknown[];
  widget?: string;
}

export const trimsSurroundingSpaces = (field: TextFacts): boolean =>
  field.type === 'string' && !field.enum && TYPED_TEXT_WIDGETS.has(field.widget);

/** The value as the field keeps it: typed text trimmed, anything else as it is. */
export const withoutSurroundingSpaces = (field: TextFacts, value: unknown): unknown =>
  typeof value === 'string' && trimsSurroundingSpaces(field) ? value.trim() : value;
