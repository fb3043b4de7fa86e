// The one handler set, used by the browser worker, by Node tests and by the standalone server.
import './actions/session';
import './actions/stores';
import './actions/security';
import './actions/credentials';
import { controlHandlers } from './control';
import { dispatchAction } from './dispatch';

export const handlers = [...controlHandlers, dispatchAction];
