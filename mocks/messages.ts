// Renders `messages.*` texts from the console's own locale files, so client and server never disagree on wording.
import enUS from '../locales/en-US.json';
import zhCN from '../locales/zh-CN.json';

type Tree = { [key: string]: string | Tree };

const dictionaries: Record<string, Tree> = { 'en-US': enUS as Tree, 'zh-CN': zhCN as Tree };

const lookup = (tree: Tree, key: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/** Picks the dictionary for an Accept-Language header ('zh-CN,zh;q=0.9' → zh-CN), English otherwise. */
export const languageOf = (acceptLanguage: string | null): string =>
  acceptLanguage?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';

export const renderMessage = (language: string, key: string, values: Record<string, string | number> = {}): string => {
  const template = lookup(dictionaries[language] ?? dictionaries['en-US'], key) ?? lookup(dictionaries['en-US'], key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
};
