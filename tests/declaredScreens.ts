// Every declared screen held at once, as the tests want them: the console fetches a resource file and its entities
// when a screen first opens (src/engine/registry.ts); a test reads any of them synchronously, so a file that does
// imports tests/declaredScreensProvided.ts first, which provides them all before the file's own modules run.
import type { I18nProvider } from 'react-admin';
import type { ResourceDefinition } from '../src/config/definitions';
import type { DeclaredScreens } from '../src/data/dataProvider';
import { entities, entityModules } from '../src/generated/allEntities';
import { resourceFiles } from '../src/generated/configFiles';
import { provideResources } from '../src/engine/registry';
import { createI18nProvider } from '../src/i18n/i18nProvider';
import type { Locale } from '../src/i18n/locales';
import { openScreenTexts } from '../src/i18n/textParts';
import { provideEntities } from '../src/validation/entityRegistry';
import type { PrecompiledValidator } from '../src/validation/entityTypes';

/** Every resource file, by resource name order. */
export const resourceDefinitions: readonly ResourceDefinition[] = Object.values(resourceFiles as Record<string, ResourceDefinition>).sort((a, b) =>
  a.name.localeCompare(b.name),
);

/** Every declared screen for createDataProvider, every file already in hand. */
export const allScreens: DeclaredScreens = {
  resources: resourceDefinitions,
  load: async (name) => {
    const definition = resourceDefinitions.find((candidate) => candidate.name === name);
    if (!definition) throw new Error(`No resource file declares "${name}".`);
    return definition;
  },
};

export { entities };

export const provideDeclaredScreens = (): void => {
  provideEntities(...Object.values(entityModules));
  provideResources(...resourceDefinitions);
};

/** Every entity's precompiled validators in one table, by export name (<entity>, <entity>__<field>…). */
export const allValidators: Readonly<Record<string, PrecompiledValidator>> = Object.assign(
  {},
  ...Object.values(entityModules).map((module) => module.validators),
) as Record<string, PrecompiledValidator>;

/**
 * The console's i18n provider with every declared screen's texts in, as once each screen has opened (the console
 * loads a screen's texts with its resource file, which the tests hand over directly).
 */
export const i18nProviderWithScreenTexts = async (locale: Locale = 'en-US'): Promise<I18nProvider> => {
  const provider = await createI18nProvider(locale);
  await Promise.all(resourceDefinitions.map((definition) => openScreenTexts(definition.name)));
  return provider;
};
