// The home page's payments for the console's frame: one lazy module (HomePaymentArea, with its own routes) behind
// the three addresses, loaded with its texts when one is first opened, so none adds to the first load. The
// transfer's texts come too: the withdrawal's result page is the transfer's (TransferResult).
import { lazy, type ReactElement } from 'react';
import { withFlowTexts } from '../../i18n/textParts';
import { HOME_PAYMENT_AREAS, type HomePaymentArea as Area } from './homePaymentRoutes';

const HomePaymentArea = lazy(
  withFlowTexts(
    'homePay',
    withFlowTexts('transfer', () => import('./HomePaymentArea').then((module) => ({ default: module.HomePaymentArea }))),
  ),
);

export const homePaymentPages: Array<{ path: string; element: ReactElement }> = (Object.keys(HOME_PAYMENT_AREAS) as Area[]).map((area) => ({
  path: `${HOME_PAYMENT_AREAS[area]}/*`,
  element: <HomePaymentArea key={area} area={area} />,
}));
