// The server's own permission check for hand-written actions (the console hiding a control is not security).
// Spec 001 §6: a user whose role function list is empty passes; otherwise the list must hold the code.
import type { UserAccount } from './db/types';
import { CODES, MockFailure } from './failure';

export const holdsFunction = (user: UserAccount, code: string): boolean => user.funcNos.length === 0 || user.funcNos.includes(code);

export const requireFunction = (user: UserAccount, code: string): void => requireAnyCode(user, [code]);

/** Passes when the user holds one of the codes that allow the action. */
export const requireAnyCode = (user: UserAccount, codes: readonly string[]): void => {
  if (!codes.some((code) => holdsFunction(user, code))) throw new MockFailure(CODES.noPermission, 'messages.noPermission');
};
