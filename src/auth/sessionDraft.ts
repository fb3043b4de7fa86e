// What a user typed when the server ended their session mid-form (SCM60401, URMP229, MMCP9999, MMCP5148): kept
// in session storage with whose it is and where it was typed, so that after signing in again as the *same* user
// the console goes back to that page and puts the values back, not yet saved. Another user signing in on this
// tab never sees them: the draft is dropped. An explicit logout drops it too.
import { tabStorage as store } from '../transport/session';

const KEY = 'mc.sessionDraft';

export interface SessionDraft {
  usrNo: string;
  /** The page's address inside the console (react-router's pathname), e.g. /tickets/create. */
  path: string;
  values: Record<string, unknown>;
}

/** The form on screen: its address and values, or undefined when nothing was changed. */
type DraftSource = () => Omit<SessionDraft, 'usrNo'> | undefined;

let source: DraftSource | undefined;

/** A form offers its values while it is on screen; the returned function withdraws the offer. */
export const offerSessionDraft = (read: DraftSource): (() => void) => {
  source = read;
  return () => {
    if (source === read) source = undefined;
  };
};

export const readSessionDraft = (): SessionDraft | undefined => {
  try {
    const draft = JSON.parse(store()?.getItem(KEY) ?? 'null') as SessionDraft | null;
    return draft && typeof draft.usrNo === 'string' && typeof draft.path === 'string' && draft.values && typeof draft.values === 'object' ? draft : undefined;
  } catch {
    return undefined;
  }
};

export const writeSessionDraft = (draft: SessionDraft): void => store()?.setItem(KEY, JSON.stringify(draft));

export const dropSessionDraft = (): void => store()?.removeItem(KEY);

/** Called as the session ends: keeps the values of the form on screen for `usrNo`, if anything was typed. */
export const keepSessionDraft = (usrNo: string | undefined): void => {
  const offered = source?.();
  if (usrNo && offered) writeSessionDraft({ usrNo, ...offered });
};

/** After a sign-in: where the same user left a draft, or nothing (another user's draft is dropped). */
export const draftPathFor = (usrNo: string): string | undefined => {
  const draft = readSessionDraft();
  if (draft && draft.usrNo !== usrNo) dropSessionDraft();
  return draft?.usrNo === usrNo ? draft.path : undefined;
};

/** Whether a draft waits at this page (a page whose form opens on demand opens it). */
export const hasSessionDraftAt = (path: string): boolean => readSessionDraft()?.path === path;

/** The values kept for this user on this page, handed over once. */
export const takeSessionDraft = (usrNo: string | undefined, path: string): Record<string, unknown> | undefined => {
  const draft = readSessionDraft();
  if (!usrNo || !draft || draft.usrNo !== usrNo || draft.path !== path) return undefined;
  dropSessionDraft();
  return draft.values;
};

