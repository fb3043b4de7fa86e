// Permission codes for hand-written actions, by the rule of spec 001 §6: a user with no role functions passes;
// otherwise the user must hold one of the codes that allow the action.
import type { UserAccount } from './db/types';
import { CODES, MockFailure } from './failure';

export const requireAnyCode = (user: UserAccount, codes: readonly string[]): void => {
  if (user.funcNos.length === 0 || codes.some((code) => user.funcNos.includes(code))) return;
  throw new MockFailure(CODES.noPermission, 'messages.noPermission');
};
