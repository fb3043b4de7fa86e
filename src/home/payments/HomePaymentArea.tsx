// The home page's payments (issue #16), one lazy module behind /home/withdraw, /requestToPay and /qrCode, with its
// own routes: the withdrawal and its result; the request to pay and its wait, success and fail screens; the QR
// code. Every page checks its own permission code in MoneyFrame (spec 001 §6), not only the menu.
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { MoneyFrame } from '../../finance/money/MoneyFrame';
import { HOME_PAYMENT_AREAS, HOME_PAYMENT_CODES, type HomePaymentArea as Area } from './homePaymentRoutes';
import { QrCodePage } from './QrCodePage';
import { RequestOutcome, RequestWait } from './RequestStatusPages';
import { RequestToPayForm } from './RequestToPayForm';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawResult } from './WithdrawResult';

/** Each area's pages: its sub-address ('' for the area's own), title and content. */
const PAGES: Record<Area, Array<{ path: string; title: string; page: ReactNode }>> = {
  withdraw: [
    { path: '', title: 'homePay.withdrawTitle', page: <WithdrawForm /> },
    { path: 'result', title: 'homePay.resultTitle', page: <WithdrawResult /> },
  ],
  requestToPay: [
    { path: '', title: 'homePay.requestTitle', page: <RequestToPayForm /> },
    { path: 'wait', title: 'homePay.requestTitle', page: <RequestWait /> },
    { path: 'success', title: 'homePay.requestTitle', page: <RequestOutcome outcome="success" /> },
    { path: 'fail', title: 'homePay.requestTitle', page: <RequestOutcome outcome="fail" /> },
  ],
  qrCode: [{ path: '', title: 'homePay.qrTitle', page: <QrCodePage /> }],
};

export const HomePaymentArea = ({ area }: { area: Area }) => (
  <Routes>
    {PAGES[area].map(({ path, title, page }) => {
      const element = (
        <MoneyFrame code={HOME_PAYMENT_CODES[area]} title={title} maxWidth={area === 'withdraw' ? 640 : 560}>
          {page}
        </MoneyFrame>
      );
      return path ? <Route key={path} path={path} element={element} /> : <Route key="index" index element={element} />;
    })}
    <Route path="*" element={<Navigate to={HOME_PAYMENT_AREAS[area]} replace />} />
  </Routes>
);
