// The routes of business setup (full screen, one wizard above its pages) and the subscription plan page (inside
// the console frame). Every page is loaded when first opened, with the flow's texts, so none adds to the first
// page's JavaScript.
import { lazy, Suspense, type ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { openScreenTexts, withFlowTexts } from '../../i18n/textParts';
import { SETUP_ALIASES, SETUP_PATHS } from '../../config/businessSetup/setupSteps';
import { MY_BUSINESS_PATHS } from './myBusinessPaths';

const lazyPage = (load: () => Promise<ComponentType>) => lazy(withFlowTexts('businessSetup', () => load().then((Page) => ({ default: Page }))));

const BusinessSetupFlow = lazyPage(() => import('./BusinessSetupFlow').then((module) => module.BusinessSetupFlow));
const BusinessTypeStep = lazyPage(() => import('./BusinessTypeStep').then((module) => module.BusinessTypeStep));
const BusinessFormStep = lazyPage(() => import('./BusinessFormStep').then((module) => module.BusinessFormStep));
// The stakeholder's field labels are the Stakeholders screen's (resources.stakeholders), opened with the step.
const StakeholdersStep = lazyPage(() =>
  Promise.all([import('./StakeholdersStep'), openScreenTexts('stakeholders')]).then(([module]) => module.StakeholdersStep),
);
const BankStep = lazyPage(() => import('./BankStep').then((module) => module.BankStep));
const PlanStep = lazyPage(() => import('./PlanStep').then((module) => module.PlanStep));
const MyBusinessPage = lazyPage(() => import('./MyBusinessPage').then((module) => module.MyBusinessPage));
const AmendTypePage = lazyPage(() => import('./AmendBusinessPages').then((module) => module.AmendTypePage));
const AmendFormPage = lazyPage(() => import('./AmendBusinessPages').then((module) => module.AmendFormPage));
export const SubscriptionPlanPage = lazyPage(() => import('./SubscriptionPlanPage').then((module) => module.SubscriptionPlanPage));

const page = (Page: ComponentType) => (
  <Suspense fallback={null}>
    <Page />
  </Suspense>
);

export const setupPages = (
  <Route
    element={
      <Suspense fallback={null}>
        <BusinessSetupFlow />
      </Suspense>
    }
  >
    <Route path={SETUP_PATHS.type} element={page(BusinessTypeStep)} />
    <Route path={SETUP_ALIASES.setupClass} element={page(BusinessTypeStep)} />
    <Route path={SETUP_PATHS.form} element={page(BusinessFormStep)} />
    <Route path={SETUP_PATHS.stakeholders} element={page(StakeholdersStep)} />
    <Route path={SETUP_PATHS.bank} element={page(BankStep)} />
    <Route path={SETUP_PATHS.plan} element={page(PlanStep)} />
    {/* The flow sends this one on to the step reached. */}
    <Route path={SETUP_ALIASES.resume} element={null} />
  </Route>
);

/** Business → My business and its amendment pages, inside the console frame. */
export const myBusinessPages = [
  { path: MY_BUSINESS_PATHS.root, element: <MyBusinessPage /> },
  { path: MY_BUSINESS_PATHS.businessClass, element: <AmendTypePage /> },
  { path: MY_BUSINESS_PATHS.form, element: <AmendFormPage /> },
];
