// Both languages are complete: a Chinese-mode screen never falls back to English text.
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import enUS from '../../../locales/en-US.json';
import raChinese from '../../../locales/react-admin.zh-CN.json';
import zhCN from '../../../locales/zh-CN.json';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): Map<string, string> => {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else leaves(value, path).forEach((text, childPath) => result.set(childPath, text));
  }
  return result;
};

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|%\{(\w+)\}/g)].map((match) => match[1] ?? match[2]).sort();

// Values that are the same in every language: the names of the languages themselves.
const LANGUAGE_NEUTRAL = new Set(['language.en-US', 'language.zh-CN']);

describe.each([
  ['console texts (locales/en-US.json ↔ zh-CN.json)', enUS as Tree, zhCN as Tree],
  ["react-admin's texts (ra-language-english ↔ react-admin.zh-CN.json)", englishMessages as unknown as Tree, raChinese as Tree],
])('%s', (_, english, chinese) => {
  const en = leaves(english);
  const zh = leaves(chinese);

  it('have exactly the same keys', () => {
    expect([...zh.keys()].filter((key) => !en.has(key))).toEqual([]);
    expect([...en.keys()].filter((key) => !zh.has(key))).toEqual([]);
  });

  it('keep every placeholder', () => {
    const mismatches = [...en].filter(([key, text]) => zh.has(key) && placeholders(text).join() !== placeholders(zh.get(key)!).join());
    expect(mismatches.map(([key]) => key)).toEqual([]);
  });

  it('leave no English sentence in Chinese', () => {
    const untranslated = [...zh].filter(
      ([key, text]) => !LANGUAGE_NEUTRAL.has(key) && /[A-Za-z]{3,}/.test(text.replace(/\{\{\s*\w+\s*\}\}|%\{\w+\}/g, '')) && !/[\u4e00-\u9fff]/.test(text),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
