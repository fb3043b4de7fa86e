// Paying out's pages for the console's frame: one lazy module (PayingOutPages, with its own routes) behind the three
// addresses, loaded with its texts when one is first opened, so none adds to the first load.
import { lazy, type ReactElement } from 'react';
import { withFlowTexts } from '../../i18n/textParts';
import { BILL_AREAS, type BillArea } from './billRoutes';

const PayingOutPages = lazy(withFlowTexts('bills', () => import('./PayingOutPages').then((module) => ({ default: module.PayingOutPages }))));

export const billPages: Array<{ path: string; element: ReactElement }> = (Object.keys(BILL_AREAS) as BillArea[]).map((area) => ({
  path: `${BILL_AREAS[area]}/*`,
  element: <PayingOutPages key={area} area={area} />,
}));
