// A text asked for again reads from memory until the language changes or more texts join (src/i18n/rememberedTranslations.ts):
// what a merchant reads must never lag behind either.
import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { rememberTranslations } from '../../../src/i18n/rememberedTranslations';

const setUp = async () => {
  const instance = createInstance();
  await instance.init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    resources: {
      'en-US': { translation: { menu: { home: 'Home' }, engine: { selectRow: 'Select {{name}}' } } },
      'zh-CN': { translation: { menu: { home: '首页' }, engine: { selectRow: '选择 {{name}}' } } },
    },
    interpolation: { escapeValue: false },
  });
  const asked = vi.fn((key: string, options?: { _?: string; [name: string]: unknown }) => {
    const { _: defaultValue, ...values } = options ?? {};
    return instance.t(key, { defaultValue, ...values });
  });
  return { instance, asked, translate: rememberTranslations(asked, instance) };
};

describe('remembered translations', () => {
  it('a text without values is worked out once, then read from memory', async () => {
    const { asked, translate } = await setUp();
    expect(translate('menu.home')).toBe('Home');
    expect(translate('menu.home')).toBe('Home');
    expect(translate('menu.home', {})).toBe('Home');
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('a fallback is part of what is remembered: the same key with another fallback is asked for', async () => {
    const { asked, translate } = await setUp();
    expect(translate('enums.gender.X', { _: 'X' })).toBe('X');
    expect(translate('enums.gender.X', { _: 'Other' })).toBe('Other');
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('a text with values to put in is worked out each time', async () => {
    const { asked, translate } = await setUp();
    expect(translate('engine.selectRow', { name: 'Mama Wanjiru' })).toBe('Select Mama Wanjiru');
    expect(translate('engine.selectRow', { name: 'Baraka Duka' })).toBe('Select Baraka Duka');
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('after a switch of language the new language is read, not the remembered one', async () => {
    const { instance, translate } = await setUp();
    expect(translate('menu.home')).toBe('Home');
    await instance.changeLanguage('zh-CN');
    expect(translate('menu.home')).toBe('首页');
  });

  it('a key that had no text reads its text once the texts that hold it join', async () => {
    const { instance, translate } = await setUp();
    expect(translate('loan.title')).toBe('loan.title');
    instance.addResourceBundle('en-US', 'translation', { loan: { title: 'Loans' } }, true, true);
    expect(translate('loan.title')).toBe('Loans');
  });
});
