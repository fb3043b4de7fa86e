// @vitest-environment jsdom
// The shell's reactions to what the transport says, when the answer came before the shell was drawn: the first
// list's rows are asked for before the app renders (src/main.tsx), and an expired session in that answer must still
// show the Session Abnormal dialog and the server's text, not be lost.
// Own module graph: the transport's bus must not have been listened to yet, as on a freshly loaded page.
import '../../declaredScreensProvided';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, Notification, type I18nProvider } from 'react-admin';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { TransportReactions } from '../../../src/layout/TransportReactions';
import { emitTransportEvent } from '../../../src/transport/events';
import { getToken, setToken } from '../../../src/transport/session';
import { i18nProviderWithScreenTexts } from '../../declaredScreens';

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await i18nProviderWithScreenTexts();
});
afterEach(cleanup);

it('shows the Session Abnormal dialog and the error for answers that came before it listened', async () => {
  setToken('token-of-the-expired-session');
  emitTransportEvent({ type: 'error', code: 'MMCP2007', message: 'Service temporarily unavailable.', action: 'QryUserInformation' });
  emitTransportEvent({ type: 'reaction', reaction: 'sessionAbnormal', code: 'MMCP5148', action: 'QueryCustomers' });

  render(
    <AdminContext i18nProvider={i18nProvider}>
      <TransportReactions />
      <Notification />
    </AdminContext>,
  );

  const dialog = await screen.findByRole('dialog', { name: 'Session Abnormal' });
  expect(dialog.textContent).toContain('The session is abnormal. Please login again.');
  // The server's text, as the error notification reads it (behind the modal dialog, so out of the reading order).
  expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe('Service temporarily unavailable.');
  expect(getToken()).toBeNull();
});
