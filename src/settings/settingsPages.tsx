// Settings' hand-written pages for the console's frame: one lazy module, loaded when one of them is first opened.
import { lazy, type ComponentType, type ReactElement } from 'react';
import { withFlowTexts } from '../i18n/textParts';
import { SETTINGS_ROUTES } from './settingsRoutes';

type ScreenName = keyof typeof import('./SettingsScreens');

const page = (name: ScreenName) => {
  const Page = lazy(withFlowTexts('settings', async () => ({ default: (await import('./SettingsScreens'))[name] as ComponentType })));
  return <Page />;
};

export const settingsPages: Array<{ path: string; element: ReactElement }> = [
  { path: SETTINGS_ROUTES.overview, element: page('SettingsOverviewPage') },
  { path: SETTINGS_ROUTES.businessSetup, element: page('BusinessSetupEntryPage') },
];
