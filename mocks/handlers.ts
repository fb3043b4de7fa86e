// The one handler set, used by the browser worker, by Node tests and by the standalone server.
import './actions/session';
import './actions/stores';
import './actions/security';
import './actions/otp';
import './actions/credentials';
import './actions/signUp';
import './actions/joinBusiness';
import './actions/kyc';
import './actions/notifications';
import './actions/beneficiaries';
import './actions/transfers';
import './actions/payouts';
import './actions/homePayments';
import './actions/overdraft';
import './actions/loans';
import './actions/loanServicing';
import './actions/money';
import './actions/tills';
import './actions/reports';
import './actions/checkout';
import './actions/transactions';
import './actions/dashboards';
import './actions/reconciliation';
import './actions/home';
import './actions/account';
import './actions/orders';
import './actions/discover';
import './actions/pushMessages';
import './actions/promotionCounts';
import './actions/businessSetup';
import './actions/subscription';
import './actions/switchAccount';
import './actions/pesalink';
import { controlHandlers, healthHandler } from './control';
import { dealServiceHandlers } from './dealService';
import { dispatchAction } from './dispatch';
import { fileHandlers } from './files';
import { reportDownloads } from './actions/reports';
import { statementDownloads } from './actions/statements';
import { transferDownloads } from './actions/transfers';
// After the hand-written actions: a hand-written action of the same name wins over the generic one.
import { resourceHandlers } from './resources';
// After the resource files' actions, which it shares two actions with.
import './actions/suspendedSales';

const serviceHandlers = [healthHandler, ...fileHandlers, ...statementDownloads, ...reportDownloads, ...transferDownloads, ...dealServiceHandlers, ...resourceHandlers, dispatchAction];

/** The backend with or without its /__mock__/ test controls (a shared standalone server may turn them off). */
export const createHandlers = ({ controls }: { controls: boolean }) => (controls ? [...controlHandlers, ...serviceHandlers] : serviceHandlers);

export const handlers = createHandlers({ controls: true });
