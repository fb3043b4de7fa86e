// The console's English texts as an i18n provider for component tests, with i18next's {{name}} placeholders filled:
// enough to find inputs and read messages by the words a merchant reads.
import type { I18nProvider } from 'react-admin';
import enUS from '../../../locales/en-US.json';

export const english: I18nProvider = {
  translate: (key, options) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enUS);
    const template = typeof text === 'string' ? text : String(options?._ ?? key);
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(options?.[name] ?? ''));
  },
  changeLocale: async () => undefined,
  getLocale: () => 'en-US',
};
