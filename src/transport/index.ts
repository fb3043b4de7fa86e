export * from './client';
export * from './classify';
export * from './errors';
export * from './events';
export * from './reactions';
export * from './session';
export { setLanguageSource, getLanguage } from './language';
export { forgetServerKeys } from './keys';
