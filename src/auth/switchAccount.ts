// Switching account (code 41): the server answers a new session in a sub-merchant's account, or back in the main
// one, which the console starts as it starts a login's (the user, their store, their functions read again).
import { callAction } from '../transport/client';
import type { AnswerOf } from '../generated/actionTypes';
import { startConsoleSession } from './authProvider';

type SessionAnswer = Pick<AnswerOf<'SwitchAccount'>, 'token' | 'usrNo' | 'mblNo' | 'mercId'>;

const isSessionAnswer = (answer: Record<string, unknown>): answer is SessionAnswer =>
  ['token', 'usrNo', 'mblNo', 'mercId'].every((field) => typeof answer[field] === 'string');

/** Starts the session a command answered (a resource command declared `answers: session`). */
export const startSwitchedSession = async (answer: Record<string, unknown>): Promise<void> => {
  if (!isSessionAnswer(answer)) throw new Error('The answer holds no session');
  await startConsoleSession(answer, { settleStore: false });
};

export const backToMainAccount = async (): Promise<void> => {
  await startConsoleSession(await callAction('SwitchAccount', {}), { settleStore: false });
};
