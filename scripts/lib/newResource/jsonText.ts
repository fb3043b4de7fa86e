// JSON text editing for new:resource that keeps a file's own layout: the hand-written config files' style of JSON, and
// an item appended to an array in the style of its last item.
import { isObject, parseJson } from '../configFiles';

/** The offset just after the JSON value that starts at `start`. */
const valueEnd = (text: string, start: number): number => {
  let depth = 0;
  let index = start;
  let inString = false;
  for (; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') {
        inString = false;
        if (depth === 0) return index + 1;
      }
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return index + 1;
    } else if (depth === 0 && /[,\s}\]]/.test(char!)) return index;
  }
  return index;
};

/** { "key": "devices", "label": "menu.devices" } — the one-line style of menus/main.json. */
const inlineJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (isObject(value))
    return `{ ${Object.entries(value)
      .map(([key, child]) => `${JSON.stringify(key)}: ${inlineJson(child)}`)
      .join(', ')} }`;
  return JSON.stringify(value);
};

/** JSON in the layout of the hand-written config files: a value stays on one line when it fits in 120 columns. */
export const formatJson = (value: unknown, indent = 0, column = indent): string => {
  const inline = inlineJson(value);
  if (column + inline.length <= 120 || (!Array.isArray(value) && !isObject(value))) return inline;
  const inner = ' '.repeat(indent + 2);
  const entries = Array.isArray(value)
    ? value.map((child) => `${inner}${formatJson(child, indent + 2)}`)
    : Object.entries(value).map(
        ([key, child]) => `${inner}${JSON.stringify(key)}: ${formatJson(child, indent + 2, indent + 4 + JSON.stringify(key).length)}`,
      );
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${entries.join(',\n')}\n${' '.repeat(indent)}${close}`;
};

/** Appends an item to the array at `pointer` in the text, in the style of its last item; undefined when it cannot. */
export const appendToArray = (text: string, pointer: string, item: unknown): string | undefined => {
  const parsed = parseJson(text);
  const array = pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined), parsed.value);
  if (!Array.isArray(array) || array.length === 0) return undefined;
  const last = parsed.positions.get(`${pointer}/${array.length - 1}`);
  if (!last) return undefined;
  const end = valueEnd(text, last.offset);
  const lineStart = text.lastIndexOf('\n', last.offset) + 1;
  const indent = text.slice(lineStart, last.offset);
  const sameLine = text.slice(lineStart, last.offset).trim() !== '';
  const separator = sameLine ? ', ' : `,\n${indent}`;
  return `${text.slice(0, end)}${separator}${inlineJson(item)}${text.slice(end)}`;
};
