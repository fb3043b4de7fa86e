// Finance → Transfer as one lazily loaded area (src/finance/transfer/transferPages.tsx): signed in, transfer (09,
// spec 001 §6) checked for every address of it (the menu hiding an entry is not enough), then its own routes.
import { Navigate, Route, Routes } from 'react-router-dom';
import { CodeGuardedPage } from '../../layout/CodeGuardedPage';
import { TransferDetailsPage } from './TransferDetailsPage';
import { TransferPage } from './TransferPage';

export const TRANSFER_PERMISSION = '09';

export const TransferArea = () => (
  <CodeGuardedPage code={TRANSFER_PERMISSION}>
    <Routes>
      <Route index element={<TransferPage />} />
      <Route path="details" element={<TransferDetailsPage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  </CodeGuardedPage>
);
