// Carries out what the transport announces: an error notification with the server's text (already in the
// user's language), and the session reactions of spec 002 §8.2.
import { useEffect, useState } from 'react';
import { useLogout, useNotify, useTranslate } from 'react-admin';
import type { LogoutParams } from '../auth/authProvider';
import { keepSessionDraft } from '../auth/sessionDraft';
import { OpenedOnce } from '../engine/OpenedOnce';
import { onTransportEvent } from '../transport/events';
import { clearSession, getSession, getToken } from '../transport/session';
import { SessionAbnormalDialog } from './SessionAbnormalDialog';

// A session the server ended leads to the login page loaded afresh (an address react-admin hands to the browser).
// Moved within the app, the page left stayed on screen until the move finished (react-router moves in a
// transition), and meanwhile its session checks, failing, logged out again, cleared the cache again and started the
// move again; on an edited IPN or Sales Tax setting it never finished (an empty page, the address set every few ms).
// A fresh page also keeps nothing of the ended session in memory; what was typed waits in the tab's storage.
const loginPage = () => new URL(`${import.meta.env.BASE_URL}login`, window.location.origin).href;

export const TransportReactions = () => {
  const notify = useNotify();
  const translate = useTranslate();
  const logout = useLogout();
  const [abnormal, setAbnormal] = useState(false);

  useEffect(
    () =>
      onTransportEvent((event) => {
        if (event.type === 'error') {
          const message = event.messageKey ? translate(event.messageKey, { _: event.message }) : event.message;
          notify(message, { type: 'error', multiLine: message.length > 60 });
          return;
        }
        // A call made after the session was cleared (a page's query fetched again as it goes) ends nothing more:
        // logging out again cleared the cache again, the page, still there, fetched again, and so on.
        if (!getToken()) return;
        // The form on screen, if any, is kept for this user's next sign-in before the session is cleared.
        keepSessionDraft(getSession()?.usrNo);
        const forced: LogoutParams = { sessionAlreadyEnded: true, redirectTo: '/login' };
        switch (event.reaction) {
          case 'logout':
            void logout(forced, loginPage());
            break;
          case 'clearSessionToLogin':
            void logout({ ...forced, sessionOnly: true }, loginPage());
            break;
          case 'sessionAbnormal':
            clearSession();
            setAbnormal(true);
            break;
        }
      }),
    [logout, notify, translate],
  );

  return (
    <OpenedOnce open={abnormal}>
      <SessionAbnormalDialog
        open={abnormal}
        onConfirm={() => {
          setAbnormal(false);
          void logout({ sessionAlreadyEnded: true, sessionOnly: true, redirectTo: '/login' } satisfies LogoutParams, loginPage());
        }}
      />
    </OpenedOnce>
  );
};
