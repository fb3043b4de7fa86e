// @vitest-environment jsdom
// A form section's preview as the merchant meets it on a new push message: the total cost waits for the channels,
// follows the numbers, channels and sends as they are typed (asked of the embedded backend's PushInfoCost), and
// waits again while a number is mistyped.
import '../../declaredScreensProvided';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../src/data/dataProvider';
import { SectionFields } from '../../../src/engine/pages/SectionFields';
import { getResourceDefinition, readOnlyFields } from '../../../src/engine/registry';
import { loginAs, useTestBackend } from '../helpers/backend';
import { english } from '../helpers/english';
import { allScreens } from '../../declaredScreens';

const server = useTestBackend();
afterEach(cleanup);

const pushMessages = getResourceDefinition('pushMessages');
const sectionOf = (key: string) => pushMessages.form!.sections.find((section) => section.key === key)!;

const renderForm = () =>
  render(
    <AdminContext i18nProvider={english} dataProvider={createDataProvider(allScreens, readOnlyFields)}>
      <Form defaultValues={{ targetReach: '02', quantity: 1 }}>
        <SectionFields definition={pushMessages} section={sectionOf('phonebook')} mode="create" />
        <SectionFields definition={pushMessages} section={sectionOf('delivery')} mode="create" />
      </Form>
    </AdminContext>,
  );

/** Every PushInfoCost request the backend received, in order. */
const costRequests = () => {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/PushInfoCost')) bodies.push((await request.clone().json()) as Record<string, unknown>);
  });
  return bodies;
};

describe('a form section preview', () => {
  it('waits for what the server needs, then follows what is typed', async () => {
    await loginAs();
    const asked = costRequests();
    const user = userEvent.setup();
    renderForm();
    const preview = await screen.findByRole('status', { name: 'Recipients, Total cost' });
    expect(preview.textContent).toBe('Fill in “Channels” to see “Recipients”, “Total cost”.');

    await user.type(screen.getByRole('textbox', { name: 'Mobile numbers' }), '0712 000 111, 0722000222');
    await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
    // Two numbers by SMS at KES 1.00, once.
    await waitFor(() => expect(preview.textContent).toBe('Recipients2Total costKES.\u00a02.00'));
    await user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    await user.clear(screen.getByRole('spinbutton', { name: 'Number of sends' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Number of sends' }), '3');
    // SMS and e-mail (KES 1.20 a message), three times to each of the two.
    await waitFor(() => expect(preview.textContent).toBe('Recipients2Total costKES.\u00a07.20'));
    // Typing settles before the server is asked: not a request per keystroke.
    expect(asked.length).toBeLessThanOrEqual(3);
    expect(asked.at(-1)).toMatchObject({ targetReach: '02', mblNos: '0712 000 111, 0722000222', msgChannel: ['S', 'E'], quantity: 3 });

    await user.type(screen.getByRole('textbox', { name: 'Mobile numbers' }), ', 0799');
    await waitFor(() => expect(preview.textContent).toBe('Fill in “Mobile numbers” to see “Recipients”, “Total cost”.'));
    // Typing forty characters, each re-rendering the form, and waiting for two answers: longer than the 5 s default on a busy machine.
  }, 30_000);
});
