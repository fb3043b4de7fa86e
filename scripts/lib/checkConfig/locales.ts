// Every locale key the config uses must be a text in every language, with the same keys and placeholders, or a raw key shows.
import { DEFAULT_LOCALE, LOCALES } from '../../../src/i18n/locales';
import { closest, isObject, localeKeyPointer, localeLeaves, placeholdersOf, type ConfigFile, type LocaleLeaf } from '../configFiles';
import type { CheckContext } from './context';
import { effective, entityNamed, type Effective } from './schemaModel';
import { walkSchema } from './schemaWalk';
import { describeValue } from './wording';

const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** enums.<x-enum>.<value> for every enum field of the entities resources use; x-unique and x-message keys everywhere. */
export const checkEntityLocaleKeys = (ctx: CheckContext): void => {
  for (const name of [...ctx.usedEntities].sort()) {
    const entity = entityNamed(ctx, name);
    if (!entity) continue;
    const visit = (schema: Effective, depth: number): void => {
      if (depth > 4) return;
      for (const [, child] of schema.properties) {
        const field = effective(ctx, child);
        const values = field.values ?? (field.items ? effective(ctx, field.items).values : undefined);
        const xEnum = field.xEnum ?? (field.items ? effective(ctx, field.items).xEnum : undefined);
        if (xEnum && values) for (const value of values) ctx.need(`enums.${xEnum}.${value}`, `schemas/${child.id}`, `${child.pointer}`);
        if (field.properties.size > 0) visit(field, depth + 1);
      }
    };
    visit(entity.root, 0);
  }
  for (const [id, { doc }] of ctx.schemaDocs) {
    walkSchema(doc, '', (node, pointer) => {
      if (typeof node['x-unique'] === 'string' && node['x-unique'].includes('.')) ctx.need(node['x-unique'], `schemas/${id}`, `${pointer}/x-unique`);
      if (typeof node['x-message'] === 'string' && node['x-message'].includes('.')) ctx.need(node['x-message'], `schemas/${id}`, `${pointer}/x-message`);
    });
  }
};

export const checkLocales = (ctx: CheckContext): number => {
  const languages = LOCALES.map((entry) => entry.locale as string);
  const trees = new Map<string, { file: ConfigFile; leaves: Map<string, LocaleLeaf> }>();
  for (const language of languages) {
    const file = ctx.set.locales.get(language);
    if (!file) {
      ctx.report(`locales/${language}.json`, '', `missing: every language of src/i18n/locales.ts needs a locale file`);
      continue;
    }
    if (!file.parsed) continue;
    if (!isObject(file.parsed.value)) {
      ctx.report(file.path, '', `a locale file must hold a JSON object, not ${describeValue(file.parsed.value)}`);
      continue;
    }
    const leaves = localeLeaves(file.parsed.value);
    trees.set(language, { file, leaves });
    for (const [key, leaf] of leaves) {
      if (typeof leaf.value !== 'string') ctx.report(file.path, leaf.pointer, `"${key}" must be a text, not ${describeValue(leaf.value)}`);
      else if (/\b(TODO|FIXME|TBD)\b|待翻译|未翻译|需翻译|\[(zh|en|translate|todo)\]/.test(leaf.value)) {
        ctx.report(file.path, leaf.pointer, `"${key}" is a placeholder waiting for translation (${JSON.stringify(leaf.value)}); write the real text`);
      }
    }
  }

  const lookup = (leaves: Map<string, LocaleLeaf>, key: string): 'text' | 'group' | 'missing' => {
    if (leaves.has(key) || PLURAL_SUFFIXES.some((suffix) => leaves.has(`${key}_${suffix}`))) return 'text';
    for (const candidate of leaves.keys()) if (candidate.startsWith(`${key}.`)) return 'group';
    return 'missing';
  };
  const reported = new Map<string, Set<string>>(languages.map((language) => [language, new Set<string>()]));
  for (const [key, use] of [...ctx.localeNeeds].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    for (const [language, { file, leaves }] of trees) {
      const state = lookup(leaves, key);
      if (state === 'text') continue;
      reported.get(language)!.add(key);
      const usedBy = `used by ${use.file}${use.pointer ? ` ${use.pointer}` : ''}`;
      if (state === 'group') ctx.report(file.path, localeKeyPointer(key), `"${key}" is a group of keys, but a text is expected (${usedBy})`);
      else ctx.report(file.path, localeKeyPointer(key), `missing key "${key}" (${usedBy})${nearKey(key, leaves)}`);
    }
  }

  const reference = trees.get(DEFAULT_LOCALE);
  if (reference) {
    for (const [language, other] of trees) {
      if (language === DEFAULT_LOCALE) continue;
      for (const [key, leaf] of reference.leaves) {
        const counterpart = other.leaves.get(key);
        if (!counterpart) {
          if (!reported.get(language)!.has(key)) ctx.report(other.file.path, leaf.pointer, `missing key "${key}" (it is in ${reference.file.path})`);
          continue;
        }
        if (typeof leaf.value !== 'string' || typeof counterpart.value !== 'string') continue;
        const mine = placeholdersOf(counterpart.value);
        const theirs = placeholdersOf(leaf.value);
        for (const placeholder of theirs.filter((entry) => !mine.includes(entry))) {
          ctx.report(other.file.path, counterpart.pointer, `placeholder ${placeholder} of the ${DEFAULT_LOCALE} text is missing here`);
        }
        for (const placeholder of mine.filter((entry) => !theirs.includes(entry))) {
          ctx.report(other.file.path, counterpart.pointer, `placeholder ${placeholder} is not in the ${DEFAULT_LOCALE} text, so nothing fills it`);
        }
      }
      for (const [key, leaf] of other.leaves) {
        if (!reference.leaves.has(key) && !reported.get(DEFAULT_LOCALE)!.has(key)) {
          ctx.report(reference.file.path, leaf.pointer, `missing key "${key}" (it is in ${other.file.path})`);
        }
      }
    }
  }
  return reference?.leaves.size ?? 0;
};

const nearKey = (key: string, leaves: Map<string, LocaleLeaf>): string => {
  const parent = key.slice(0, key.lastIndexOf('.') + 1);
  const siblings = [...leaves.keys()].filter((candidate) => candidate.startsWith(parent) && !candidate.slice(parent.length).includes('.')).map((candidate) => candidate.slice(parent.length));
  const suggestion = closest(key.slice(parent.length), siblings);
  return suggestion ? `; there is "${parent}${suggestion}"` : '';
};
