// Icon names must be ones src/engine/icons.ts maps to a component, or the menu and buttons would show no icon.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { didYouMean } from '../configFiles';
import type { CheckContext } from './context';

/** Names the icons.ts ICONS object declares, read with a regular expression (the file imports React components). */
export const parseIconNames = (source: string): Set<string> | undefined => {
  const declaration = /\bICONS\b[^=;]*=\s*\{/.exec(source);
  if (!declaration) return undefined;
  let index = declaration.index + declaration[0].length;
  let depth = 1;
  const start = index;
  while (index < source.length && depth > 0) {
    const char = source[index];
    if (char === '{') depth++;
    else if (char === '}') depth--;
    index++;
  }
  const body = source
    .slice(start, index - 1)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');
  const names = new Set<string>();
  let entryDepth = 0;
  let current = '';
  const entries: string[] = [];
  for (const char of body) {
    if ('{[('.includes(char)) entryDepth++;
    if ('}])'.includes(char)) entryDepth--;
    if (char === ',' && entryDepth === 0) {
      entries.push(current);
      current = '';
    } else current += char;
  }
  entries.push(current);
  for (const entry of entries) {
    const match = /^\s*(?:(['"])([^'"]+)\1|([A-Za-z_$][\w$]*))\s*(?::|$)/.exec(entry);
    if (match) names.add(match[2] ?? match[3]!);
  }
  return names;
};

export const loadIcons = (ctx: CheckContext): void => {
  const path = join(ctx.root, 'src', 'engine', 'icons.ts');
  if (!existsSync(path)) return;
  const names = parseIconNames(readFileSync(path, 'utf8'));
  if (!names || names.size === 0) {
    ctx.report('src/engine/icons.ts', '', 'no ICONS object found, so icon names are not checked', 'warning');
    return;
  }
  ctx.icons = names;
};

export const checkIcon = (ctx: CheckContext, file: string, pointer: string, icon: unknown): void => {
  if (!ctx.icons || typeof icon !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(icon) || ctx.icons.has(icon)) return;
  ctx.report(file, pointer, `icon "${icon}" is not in src/engine/icons.ts${didYouMean(icon, ctx.icons) || ' (add it to ICONS there, or pick one that is)'}`);
};
