// The provider-side Discover Deals pages for the console's frame: one lazy module, loaded when one is first opened.
import { lazy, type ReactElement } from 'react';
import { withFlowTexts } from '../i18n/textParts';
import { DISCOVER_ROUTES } from './discoverRoutes';

const RedeemPage = lazy(withFlowTexts('discover', () => import('./RedeemPage').then((module) => ({ default: module.RedeemPage }))));

export const discoverPages: Array<{ path: string; element: ReactElement }> = [{ path: DISCOVER_ROUTES.redeem, element: <RedeemPage /> }];
