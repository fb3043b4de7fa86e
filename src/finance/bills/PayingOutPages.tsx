// Paying out's pages (issue #16), one lazy module behind /finance/payUtilities, /finance/payByCode and
// /finance/offerTip, with its own routes: each area's form, then the shared summary (fee from the server, PIN) and
// its result page. Each page checks its own permission code in MoneyFrame (spec 001 §6), not only the menu.
import { useState, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { MoneyFrame } from '../money/MoneyFrame';
import { BILL_AREAS, BILL_CODES, type BillArea } from './billRoutes';
import { OfferTipForm } from './OfferTipForm';
import { PayByCodeForm } from './PayByCodeForm';
import { PaymentResult } from './PaymentResult';
import { PaymentConfirm, type PaymentPlan } from './PaymentSteps';
import { PayUtilitiesForm } from './PayUtilitiesForm';

const FORMS: Record<BillArea, ComponentType<{ onPlan: (plan: PaymentPlan) => void }>> = {
  payUtilities: PayUtilitiesForm,
  payByCode: PayByCodeForm,
  offerTip: OfferTipForm,
};

/** The form, then (once filled) its summary; the summary's Change goes back to the form as it was typed. */
const PaymentPage = ({ area }: { area: BillArea }) => {
  const [plan, setPlan] = useState<PaymentPlan | null>(null);
  const Form = FORMS[area];
  return (
    <MoneyFrame code={BILL_CODES[area]} title={plan ? 'bills.confirmTitle' : `bills.${area}Title`}>
      <div hidden={plan !== null}>
        <Form onPlan={setPlan} />
      </div>
      {plan && <PaymentConfirm area={area} plan={plan} onBack={() => setPlan(null)} />}
    </MoneyFrame>
  );
};

export const PayingOutPages = ({ area }: { area: BillArea }) => (
  <Routes>
    <Route index element={<PaymentPage key={area} area={area} />} />
    <Route
      path="result"
      element={
        <MoneyFrame code={BILL_CODES[area]} title="bills.resultTitle">
          <PaymentResult area={area} />
        </MoneyFrame>
      }
    />
    <Route path="*" element={<Navigate to={BILL_AREAS[area]} replace />} />
  </Routes>
);
