// Accept-Language follows the console's current locale; i18n registers the source once it starts.
let currentLanguage: () => string = () => 'en-US';

export const setLanguageSource = (source: () => string): void => {
  currentLanguage = source;
};

export const getLanguage = (): string => currentLanguage();
