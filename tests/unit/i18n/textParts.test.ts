// @vitest-environment jsdom
// A wizard's texts load with the wizard and a declared screen's with the screen, not with the language
// (src/i18n/textParts.ts): a merchant who opens the loan pages reads them translated, in the language on screen and
// in any they switch to; one who never opens them never downloads them. The build's part of a locale file is checked too, and the rule that makes this safe:
// a flow's keys are used only by its own pages.
// Own module graph: the screen's texts are checked absent before it opens, as on a fresh page; a file before this
// one in a shared graph may have opened that screen.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from '../../../locales/en-US.json';
import zhCN from '../../../locales/zh-CN.json';
import { partsOf, textsPart } from '../../../scripts/lib/vitePluginLocaleTexts';
import { FLOW_TEXT_FOLDERS, FLOW_TEXT_KEYS } from '../../../src/i18n/flowTextKeys';
import { openScreenTexts, withFlowTexts } from '../../../src/i18n/textParts';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';

const ROOT = join(import.meta.dirname, '../../..');

describe("a locale file's parts (the build's ?texts= query)", () => {
  const texts = {
    menu: { home: 'Home' },
    loan: { title: 'Loans' },
    money: { accountTitle: 'Account Details' },
    resources: { stores: { name_one: 'Store', name_other: 'Stores', fields: { storeName: 'Store name' } }, tills: { name: 'Tills' } },
  };

  it("the core is every key but the flows' and the screens' texts; a screen's names stay for menus and titles", () => {
    expect(textsPart(texts, 'core', ['loan', 'money'])).toEqual({
      menu: { home: 'Home' },
      resources: { stores: { name_one: 'Store', name_other: 'Stores' }, tills: { name: 'Tills' } },
    });
  });

  it("a screen's part is its texts but its names", () => {
    expect(textsPart(texts, 'resources.stores', ['loan', 'money'])).toEqual({ resources: { stores: { fields: { storeName: 'Store name' } } } });
  });

  it('the parts loaded later: each flow the file has, each screen with more than its names', () => {
    expect(partsOf(texts, ['loan', 'money', 'overdraft'])).toEqual(['loan', 'money', 'resources.stores']);
  });

  it("a flow's part is its key alone", () => {
    expect(textsPart(texts, 'loan', ['loan', 'money'])).toEqual({ loan: { title: 'Loans' } });
  });

  it('a part that is neither the core, a flow nor a screen is refused at build time', () => {
    expect(() => textsPart(texts, 'menu', ['loan', 'money'])).toThrow(/not core, a flow's key/);
  });

  it("every flow's key is in both locale files", () => {
    for (const key of FLOW_TEXT_KEYS) {
      expect(Object.keys((enUS as Record<string, object>)[key] ?? {}).length, `en-US ${key}`).toBeGreaterThan(0);
      expect(Object.keys((zhCN as Record<string, object>)[key] ?? {}).length, `zh-CN ${key}`).toBeGreaterThan(0);
    }
  });
});

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

it("a flow's texts are used only by its own pages (elsewhere they would show as keys until the flow is opened)", () => {
  const outside = sourceFiles(join(ROOT, 'src')).flatMap((path) => {
    const file = relative(ROOT, path).split('\\').join('/');
    const source = readFileSync(path, 'utf8');
    return FLOW_TEXT_KEYS.filter(
      (key) => !file.startsWith(`${FLOW_TEXT_FOLDERS[key]}/`) && new RegExp(`['"\`]${key}\\.(?!schema\\.json)[A-Za-z]`).test(source),
    ).map((key) => `${file} uses ${key}.*`);
  });
  expect(outside).toEqual([]);
});

it("a flow's texts arrive with its page and follow the merchant's switch of language; an unopened flow's do not", async () => {
  const provider = await createI18nProvider('en-US');
  expect(provider.translate('loan.title')).toBe('loan.title');

  const loadPage = withFlowTexts('loan', async () => 'the loan page');
  await expect(loadPage()).resolves.toBe('the loan page');
  expect(provider.translate('loan.title')).toBe(enUS.loan.title);
  expect(provider.translate('menu.home')).toBe(enUS.menu.home);

  await provider.changeLocale('zh-CN');
  expect(provider.translate('loan.title')).toBe(zhCN.loan.title);
  expect(provider.translate('menu.home')).toBe(zhCN.menu.home);
  expect(provider.translate('money.accountTitle')).toBe('money.accountTitle');

  await provider.changeLocale('en-US');
  expect(provider.translate('loan.title')).toBe(enUS.loan.title);
});

it("a declared screen's texts arrive with it, in the language on screen and after a switch; its name is there from the start", async () => {
  const provider = await createI18nProvider('en-US');
  expect(provider.translate('resources.stores.name', { smart_count: 2 })).toBe(enUS.resources.stores.name_other);
  expect(provider.translate('resources.stores.fields.storeName')).toBe('resources.stores.fields.storeName');

  await openScreenTexts('stores');
  expect(provider.translate('resources.stores.fields.storeName')).toBe(enUS.resources.stores.fields.storeName);
  await provider.changeLocale('zh-CN');
  expect(provider.translate('resources.stores.fields.storeName')).toBe(zhCN.resources.stores.fields.storeName);
  expect(provider.translate('resources.staff.fields.firstName')).toBe('resources.staff.fields.firstName');
});
