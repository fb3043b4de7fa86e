// Ending a user's sessions on every device (forced logout): a password or PIN change, a reset, a staff member
// frozen or deleted. Kept apart from the session actions so the staff accounts can use it without importing them.
import { runtime } from './state';

/** Ends the user's sessions on every device, except the one given. */
export const endSessionsOf = (usrNo: string, except?: string): void => {
  for (const [token, session] of Object.entries(runtime().sessions)) {
    if (session.usrNo === usrNo && token !== except) delete runtime().sessions[token];
  }
};
