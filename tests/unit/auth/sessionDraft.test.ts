// The draft a session ended mid-form leaves for the same user's next sign-in (src/auth/sessionDraft.ts), and who
// may have it: the same user once, on the same page; never another user; not after a chosen logout.
import { afterEach, describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/auth/authProvider';
import { draftPathFor, keepSessionDraft, offerSessionDraft, readSessionDraft, takeSessionDraft, writeSessionDraft } from '../../../src/auth/sessionDraft';
import { getSession } from '../../../src/transport/session';
import { loginAs, OWNER, useTestBackend } from '../helpers/backend';

useTestBackend();
afterEach(() => sessionStorage.clear());

const TICKET = { path: '/tickets/create', values: { title: 'Till 634080 shows the wrong balance', respondChannel: 'E' } };

describe('the session draft', () => {
  it('keeps the offered form for the user, and hands it over once, on that page only', () => {
    const withdraw = offerSessionDraft(() => TICKET);
    keepSessionDraft('U000001');
    withdraw();
    expect(draftPathFor('U000001')).toBe('/tickets/create');
    expect(takeSessionDraft('U000001', '/customers/create')).toBeUndefined();
    expect(takeSessionDraft('U000001', '/tickets/create')).toEqual(TICKET.values);
    expect(takeSessionDraft('U000001', '/tickets/create')).toBeUndefined();
  });

  it('keeps nothing when no form offers changes, or once the form has left the screen', () => {
    const withdraw = offerSessionDraft(() => undefined);
    keepSessionDraft('U000001');
    expect(readSessionDraft()).toBeUndefined();
    withdraw();
    offerSessionDraft(() => TICKET)();
    keepSessionDraft('U000001');
    expect(readSessionDraft()).toBeUndefined();
  });

  it('another user signing in gets no path back, and the draft is dropped for everyone', () => {
    writeSessionDraft({ usrNo: 'U000001', ...TICKET });
    expect(draftPathFor('U000002')).toBeUndefined();
    expect(takeSessionDraft('U000001', '/tickets/create')).toBeUndefined();
  });

  it('survives the logout of an ended session, but not a logout the user chose', async () => {
    await loginAs(OWNER);
    writeSessionDraft({ usrNo: getSession()!.usrNo, ...TICKET });
    await authProvider.logout({ sessionAlreadyEnded: true, redirectTo: '/login' });
    expect(readSessionDraft()).toMatchObject(TICKET);

    await loginAs(OWNER);
    writeSessionDraft({ usrNo: getSession()!.usrNo, ...TICKET });
    await authProvider.logout({});
    expect(readSessionDraft()).toBeUndefined();
  });

  it('sends the same user back to the page after signing in; another user to Home', async () => {
    writeSessionDraft({ usrNo: 'U000001', ...TICKET });
    await expect(authProvider.login({ username: OWNER.login, password: OWNER.password })).resolves.toEqual({ redirectTo: '/tickets/create' });
    await authProvider.logout({});
    writeSessionDraft({ usrNo: 'U999999', ...TICKET });
    await expect(authProvider.login({ username: OWNER.login, password: OWNER.password })).resolves.toEqual({ redirectTo: '/home' });
  });
});
