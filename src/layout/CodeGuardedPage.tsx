// A hand-written page behind its spec 001 §6 permission code: signed in first, then the code checked where the page
// is drawn (an address can be typed; the menu hiding an entry is not enough), the 'no permission' page otherwise.
import type { ReactNode } from 'react';
import { Authenticated } from 'react-admin';
import { hasPermission } from '../auth/permissions';
import { AccessDeniedPage } from './AccessDeniedPage';

// Apart from the page so that the code is read once Authenticated has the session, not before.
const Granted = ({ code, children }: { code: string; children: ReactNode }) => (hasPermission(code) ? <>{children}</> : <AccessDeniedPage />);

export const CodeGuardedPage = ({ code, children }: { code: string; children: ReactNode }) => (
  <Authenticated>
    <Granted code={code}>{children}</Granted>
  </Authenticated>
);
