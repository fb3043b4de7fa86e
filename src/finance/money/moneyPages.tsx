// The Finance → Money pages for the console's frame: each loaded when first opened, so none adds to the first load.
import { lazy, type ComponentType, type ReactElement } from 'react';
import { withFlowTexts } from '../../i18n/textParts';
import { MONEY_ROUTES } from './moneyRoutes';

const page = (load: () => Promise<Record<string, unknown>>, name: string) => {
  const Page = lazy(withFlowTexts('money', async () => ({ default: (await load())[name] as ComponentType })));
  return <Page />;
};

export const moneyPages: Array<{ path: string; element: ReactElement }> = [
  { path: MONEY_ROUTES.account, element: page(() => import('./AccountPage'), 'AccountPage') },
  { path: MONEY_ROUTES.tills, element: page(() => import('./TillsPage'), 'TillsPage') },
  { path: MONEY_ROUTES.mobileNumbers, element: page(() => import('./MobileNumbersPage'), 'MobileNumbersPage') },
  { path: MONEY_ROUTES.addNumber, element: page(() => import('./AddNumberPage'), 'AddNumberPage') },
  { path: MONEY_ROUTES.topUp, element: page(() => import('./TopUpPage'), 'TopUpPage') },
  { path: MONEY_ROUTES.topUpConfirm, element: page(() => import('./TopUpConfirmPage'), 'TopUpConfirmPage') },
  { path: MONEY_ROUTES.topUpPayment, element: page(() => import('./TopUpPaymentPage'), 'TopUpPaymentPage') },
  { path: MONEY_ROUTES.topUpResult, element: page(() => import('./TopUpResultPage'), 'TopUpResultPage') },
  { path: MONEY_ROUTES.bankTopUp, element: page(() => import('./BankTopUpPage'), 'BankTopUpPage') },
  { path: MONEY_ROUTES.accountStatement, element: page(() => import('./StatementPage'), 'AccountStatementPage') },
  { path: MONEY_ROUTES.tillStatement, element: page(() => import('./StatementPage'), 'TillStatementPage') },
];
