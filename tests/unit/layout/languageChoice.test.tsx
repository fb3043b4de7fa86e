// @vitest-environment jsdom
// The header's language switch against the merchant's globalization setting: a person's choice is theirs from the
// click, so the setting's language, arriving while the chosen language's texts still load, does not undo it. The
// console showed Chinese and then opened in English at the next load (an end-to-end test caught it in CI).
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider, type I18nProvider } from 'react-admin';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { chosenLocale } from '../../../src/i18n/locales';
import { GlobalizationSync } from '../../../src/layout/GlobalizationSync';
import { LanguageSwitch } from '../../../src/layout/LanguageSwitch';

const later = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

const forgetChoice = () => {
  document.cookie = 'mc_lang=; path=/; max-age=0';
};

beforeEach(forgetChoice);
afterEach(() => {
  cleanup();
  forgetChoice();
});

it("keeps the language a person picks when the merchant's setting (English) arrives while the Chinese texts load", async () => {
  const english = await createI18nProvider('en-US');
  const textsLoaded = later<void>();
  // The Chinese texts are still on their way when the setting answers.
  const i18nProvider: I18nProvider = {
    ...english,
    changeLocale: async (next, options) => {
      await textsLoaded.promise;
      return english.changeLocale(next, options);
    },
  };
  const setting = later<{ data: { id: string; lang: string } }>();
  const dataProvider = { getOne: () => setting.promise } as unknown as DataProvider;
  const store = memoryStore();
  const queryClient = new QueryClient();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={store} queryClient={queryClient}>
      <GlobalizationSync />
      <LanguageSwitch />
    </AdminContext>,
  );

  await userEvent.click(await screen.findByRole('button', { name: 'Language: English (US)' }));
  await userEvent.click(screen.getByRole('menuitem', { name: '中文 (简体)' }));
  setting.resolve({ data: { id: 'setting', lang: 'en-US' } });
  // The setting has been read and the page drawn with it (waitFor runs React's effects) before the texts arrive.
  await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['globalization'] })[0]?.state.status).toBe('success'));
  textsLoaded.resolve();

  // The header's button names the language on screen, in that language's own words.
  const languageButton = await screen.findByRole('button', { name: /^语言: / });
  expect(languageButton.textContent).toBe('中文 (简体)');
  // What the next load opens in: react-admin's stored locale, and the console's remembered choice.
  expect(store.getItem('locale')).toBe('zh-CN');
  expect(chosenLocale()).toBe('zh-CN');
});
