// Mounts the console: contexts (data, auth, i18n, router), the dialogs every flow can call, and the routes.
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { AdminContext, AdminUI, CustomRoutes, type I18nProvider } from 'react-admin';
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { LoginPage } from './auth/LoginPage';
import { dataProvider, queryClient, store } from './app/services';
import { HintProvider } from './engine/hint/HintProvider';
import { withFlowTexts } from './i18n/textParts';
import { declaredResources } from './engine/resources';
import { GrowBusinessPage } from './flows/onboarding/GrowBusinessPage';
import { OtpProvider } from './flows/otp/OtpProvider';
import { PinProvider } from './flows/pin/PinProvider';
import { REGISTER_PATHS } from './config/registerSteps';
import { RESET_PATHS } from './flows/resetPassword/resetDraft';
import { myBusinessPages, setupPages, SubscriptionPlanPage } from './flows/businessSetup/setupPages';
import { SUBSCRIPTION_PLAN_PATH } from './config/businessSetup/setupSteps';
import { Layout } from './layout/Layout';
import { AccessDeniedPage } from './layout/AccessDeniedPage';
import { DocumentTitle } from './layout/DocumentTitle';
import { FramePage } from './layout/frame/FramePage';
import { AliasRedirect, SubAddressRedirect } from './layout/menu/AliasRedirect';
import { aliasesOf, subAddressesOf, FRAME_ROUTE, placedEntries, registerPageRoutes } from './layout/menu/menuTree';
import { NotFoundPage } from './layout/NotFoundPage';
import { ProgressName } from './layout/ProgressName';
import { theme } from './layout/theme';
import { TransportReactions } from './layout/TransportReactions';
import { LOAN_STEPS, loanPath } from './finance/loan/loanRoutes';
import { moneyPages } from './finance/money/moneyPages';
import { transferAddresses, transferPages } from './finance/transfer/transferPages';
import { billPages } from './finance/bills/billPages';
import { homePaymentPages } from './home/payments/homePaymentPages';
import { analysisPages } from './analysis/analysisPages';
import { checkoutPages } from './flows/checkout/checkoutEntries';
import { settingsPages } from './settings/settingsPages';
import { discoverPages } from './discover/discoverPages';

const HomePage = lazy(() => import('./home/HomePage').then((module) => ({ default: module.HomePage })));
const OverdraftPage = lazy(
  withFlowTexts('overdraft', () => import('./finance/overdraft/OverdraftPage').then((module) => ({ default: module.OverdraftPage }))),
);
const AccountProfilePage = lazy(() => import('./account/AccountProfilePage').then((module) => ({ default: module.AccountProfilePage })));
const RegisterFlow = lazy(withFlowTexts('register', () => import('./flows/register/RegisterFlow').then((module) => ({ default: module.RegisterFlow }))));
const JoinBusinessPage = lazy(
  withFlowTexts('register', () => import('./flows/register/JoinBusinessPage').then((module) => ({ default: module.JoinBusinessPage }))),
);
const ResetPasswordFlow = lazy(() => import('./flows/resetPassword/ResetPasswordFlow').then((module) => ({ default: module.ResetPasswordFlow })));
const LoanPage = lazy(withFlowTexts('loan', () => import('./finance/loan/LoanPage').then((module) => ({ default: module.LoanPage }))));
const PrivacyAndSecurityPage = lazy(() => import('./account/PrivacyAndSecurityPage').then((module) => ({ default: module.PrivacyAndSecurityPage })));

const ToNotFound = () => <Navigate to="/404" replace />;
// The spec's addresses of declared screens (menus: "route" beside "resource"), e.g. /setting/storeManagement, and every entry's aliases.
const aliasRoutes = aliasesOf(placedEntries).map(({ route, target }) => (
  <Route key={route} path={`${route}/*`} element={<AliasRedirect to={target} />} />
));
// Their sub-addresses that name a tab, a kind of new record or a record, e.g. /order/newOrders, /discover/deals/viewDeal/:id.
const subAddressRoutes = subAddressesOf(placedEntries).map(({ route, target }) => (
  <Route key={route} path={route} element={<SubAddressRedirect to={target} />} />
));
// The hand-written pages inside the frame, listed once: their routes, and the addresses the menu learns have a screen.
const framePages: Array<{ path: string; element: ReactElement }> = [
  { path: '/home', element: <HomePage /> },
  ...homePaymentPages,
  { path: '/account/accountProfile', element: <AccountProfilePage /> },
  { path: '/account/privacyAndSecurity', element: <PrivacyAndSecurityPage /> },
  ...transferPages,
  // The entry shows the page for the overdraft's status; /finance/overdraft/<page> names one (spec 000 §2).
  { path: '/finance/overdraft', element: <OverdraftPage /> },
  { path: '/finance/overdraft/:step', element: <OverdraftPage /> },
  ...moneyPages,
  // Paying out: utilities, pay by code and tips, one lazy module with its own routes under each address.
  ...billPages,
  // Checkout: New Sale, the inventory sale and the quick sale, one lazy module.
  ...checkoutPages,
  ...LOAN_STEPS.map((step) => ({ path: loanPath(step), element: <LoanPage /> })),
  { path: SUBSCRIPTION_PLAN_PATH, element: <SubscriptionPlanPage /> },
  ...myBusinessPages,
  ...analysisPages,
  ...settingsPages,
  // Discover Deals: the overview, the dashboard and (the provider side) Redeem Deals, each lazy.
  ...discoverPages,
];
// An address that only leads to another page (the service portal's reports) is not a screen: it opens no tab of its
// own beside the tab of the page it leads to.
const screens = framePages.filter(({ element }) => element.type !== Navigate);
registerPageRoutes([...screens.map(({ path }) => path.replace(/\/\*$/, '')), ...transferAddresses]);

const Console = ({ i18nProvider }: { i18nProvider: I18nProvider }) => (
  <AdminContext queryClient={queryClient} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={theme}>
    <TransportReactions />
    <ProgressName />
    <DocumentTitle />
    <HintProvider>
      <OtpProvider>
        <PinProvider>
          <AdminUI
            layout={Layout}
            loginPage={LoginPage}
            catchAll={ToNotFound}
            accessDenied={AccessDeniedPage}
            disableTelemetry
            title="Merchant Console"
          >
            {declaredResources()}
            <CustomRoutes noLayout>
              <Route path="/" element={<Navigate to="/growBusiness" replace />} />
              <Route path="/growBusiness" element={<GrowBusinessPage />} />
              <Route path="/404" element={<NotFoundPage />} />
              {/* The reset-password pages share one wizard above them, which keeps what was typed between them. */}
              <Route
                element={
                  <Suspense fallback={null}>
                    <ResetPasswordFlow />
                  </Suspense>
                }
              >
                {Object.values(RESET_PATHS).map((path) => (
                  <Route key={path} path={path} />
                ))}
              </Route>
              {setupPages}
              {/* Registering: the pages share one wizard above them, which asks the server where the registration stands. */}
              <Route
                element={
                  <Suspense fallback={null}>
                    <RegisterFlow />
                  </Suspense>
                }
              >
                {REGISTER_PATHS.map((path) => (
                  <Route key={path} path={path} />
                ))}
              </Route>
              <Route
                path="/joinBusiness"
                element={
                  <Suspense fallback={null}>
                    <JoinBusinessPage />
                  </Suspense>
                }
              />
              {subAddressRoutes}
              {aliasRoutes}
            </CustomRoutes>
            <CustomRoutes>
              {framePages.map(({ path, element }) => (
                <Route key={path} path={path} element={element} />
              ))}
              <Route path={`${FRAME_ROUTE}/:key`} element={<FramePage />} />
            </CustomRoutes>
          </AdminUI>
        </PinProvider>
      </OtpProvider>
    </HintProvider>
  </AdminContext>
);

// A data router (not <BrowserRouter>): react-admin's unsaved-changes guard needs one.
export const App = ({ i18nProvider }: { i18nProvider: I18nProvider }) => {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <Console i18nProvider={i18nProvider} /> }], { basename: '/Merchant' }));
  return <RouterProvider router={router} />;
};
