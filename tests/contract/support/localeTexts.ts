// Whether a text is one of the locale files' texts (locales/<language>.json), placeholders filled in: how the
// backend's refusals are told apart from an exception's message or a key that found no text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const texts = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(texts) : [];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const localeTextMatcher = (language: string): ((text: string) => boolean) => {
  const locale = JSON.parse(readFileSync(join(import.meta.dirname, '../../../locales', `${language}.json`), 'utf8')) as unknown;
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const text of texts(locale)) {
    if (!/\{\{\s*\w+\s*\}\}/.test(text)) exact.add(text);
    // A placeholder is filled with a value; the text around it stays as written.
    else patterns.push(new RegExp(`^${text.split(/\{\{\s*\w+\s*\}\}/).map(escape).join('[\\s\\S]+')}$`));
  }
  return (text) => exact.has(text) || patterns.some((pattern) => pattern.test(text));
};
