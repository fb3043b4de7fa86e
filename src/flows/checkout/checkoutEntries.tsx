// Checkout's pages for the console's frame: one lazy module (CheckoutPages.tsx) behind its three addresses, loaded with
// its texts when one is first opened, so none adds to the first load.
import { lazy, type ReactElement } from 'react';
import { withFlowTexts } from '../../i18n/textParts';
import { CHECKOUT_ROUTES, type CheckoutPage } from './checkoutRoutes';

const CheckoutPages = lazy(withFlowTexts('checkout', () => import('./CheckoutPages').then((module) => ({ default: module.CheckoutPages }))));

export const checkoutPages: Array<{ path: string; element: ReactElement }> = (Object.keys(CHECKOUT_ROUTES) as CheckoutPage[]).map((page) => ({
  path: CHECKOUT_ROUTES[page],
  element: <CheckoutPages key={page} page={page} />,
}));
