// @vitest-environment jsdom
// A singleton resource's page (resource file "singleton": true), with the declared Business information and IPN
// configuration files and a recorded transport: the record is read with no id, Edit opens the form in place, Save
// sends the writable fields to update (or to create before the first save) and returns to the record with the
// resource's own message; a lockedWhen state disables Edit and says why.
import '../../declaredScreensProvided';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, type I18nProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createResourceDataProvider } from '../../../src/data/resourceDataProvider';
import { SingletonPage } from '../../../src/engine/pages/SingletonPage';
import { getResourceDefinition, readOnlyFields } from '../../../src/engine/registry';
import { i18nProviderWithScreenTexts, resourceDefinitions } from '../../declaredScreens';

type Row = Record<string, unknown>;

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await i18nProviderWithScreenTexts();
});
afterEach(cleanup);

const BUSINESS: Row = {
  mercId: 'M100001',
  mercNm: 'Mama Wanjiru Traders Ltd',
  mercAbbr: 'MWT',
  businessType: '3',
  industry: '01',
  sector: 'Groceries',
  description: '',
  altMblNo: '722456789',
  county: 'Nairobi',
  city: 'Nairobi',
  street: 'Moi Avenue',
  taxPin: 'P051234567K',
  ciNo: 'PVT-RXU7LQ2B',
  auditSts: '0',
  auditSubmitDt: '',
};

/** A stand-in server: one record per action family, and every call it received. */
const serve = (answers: Record<string, (body: Row) => Row>) => {
  const calls: Array<{ action: string; body: Row }> = [];
  const call = async (action: string, body: Row) => {
    calls.push({ action, body });
    const answer = answers[action];
    if (!answer) throw new Error(`unexpected ${action}`);
    return answer(body);
  };
  return { calls, call: call as never };
};

/** The calls that change something (re-reads come and go with react-admin's cache). */
const writesOf = (calls: Array<{ action: string }>) => calls.map((entry) => entry.action).filter((action) => !action.startsWith('Query'));

const renderPage = (resource: string, call: never) => {
  const dataProvider = createResourceDataProvider({ definitions: resourceDefinitions, readOnlyFields, call, allowed: () => true });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <SingletonPage definition={getResourceDefinition(resource)} />
      <Notification />
    </AdminContext>,
  );
};

/**
 * Leaves the field, then saves. The form checks a field on blur and disables Save while it does; user-event's
 * pointer sequence would blur the next field in the same tick and skip the click on the briefly disabled button.
 */
const saveForm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.tab();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
};

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('a singleton page', { timeout: 30_000 }, () => {
  it('shows the record, edits it in place and, once saved, shows it locked with the reason', async () => {
    let record = { ...BUSINESS };
    const server = serve({
      QueryBusinessInfo: () => record,
      UpdateBusinessInfo: (body) => {
        record = { ...record, ...body, auditSts: '1', auditSubmitDt: '20261121' };
        return record;
      },
    });
    const user = userEvent.setup();
    renderPage('businessInfo', server.call);

    expect(await screen.findByText('Mama Wanjiru Traders Ltd')).toBeDefined();
    expect(within(valueOf('Review status')).getByText('Approved')).toBeDefined();
    // No id of its own: the read names nothing but the transport's fields.
    expect(server.calls).toEqual([{ action: 'QueryBusinessInfo', body: {} }]);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const sector = await screen.findByRole('textbox', { name: 'Sector' });
    // The form says before saving what saving means here (form.note).
    expect(screen.getByText(/reviewed before they take effect, which takes up to 24 hours/)).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Tax PIN (KRA)' })).toBeNull();
    await user.clear(sector);
    await user.type(sector, 'Supermarkets');
    await saveForm(user);

    expect(await screen.findByText('Your changes have been submitted for approval. This takes up to 24 hours.')).toBeDefined();
    const update = server.calls.find((entry) => entry.action === 'UpdateBusinessInfo')!;
    expect(update.body).toMatchObject({ sector: 'Supermarkets', mercNm: 'Mama Wanjiru Traders Ltd', altMblNo: '722456789' });
    // Server-owned fields and react-admin's id never go out.
    for (const field of ['id', 'mercId', 'taxPin', 'ciNo', 'auditSts', 'businessType']) expect(update.body).not.toHaveProperty(field);

    await waitFor(() => expect(within(valueOf('Sector')).getByText('Supermarkets')).toBeDefined());
    expect(within(valueOf('Review status')).getByText('Under review')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveProperty('disabled', true);
    expect(screen.getAllByText(/Your last change is under review/).length).toBeGreaterThan(0);
  });

  it('Cancel returns to the record without saving', async () => {
    const server = serve({ QueryBusinessInfo: () => BUSINESS });
    const user = userEvent.setup();
    renderPage('businessInfo', server.call);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(await screen.findByRole('textbox', { name: 'Sector' }), ' and more');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Groceries')).toBeDefined();
    expect(writesOf(server.calls)).toEqual([]);
  });

  it('offers to set up a record that does not exist yet; the first save creates it, later ones update it', async () => {
    let record: Row = {};
    const server = serve({
      QueryIPNInfo: () => record,
      SaveIPNInfo: (body) => {
        record = { ...body, mercId: 'M100001', ipnKey: '0123456789abcdef0123456789abcdef', updateDt: '20261121' };
        return record;
      },
      UpdateIPNInfo: (body) => {
        record = { ...record, ...body };
        return record;
      },
    });
    const user = userEvent.setup();
    renderPage('ipnConfiguration', server.call);

    expect(await screen.findByRole('heading', { name: 'Instant payment notifications are not set up' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Set up' }));
    const address = await screen.findByRole('textbox', { name: 'Notification URL' });
    await user.type(address, 'http://pay.example.co.ke/ipn');
    await saveForm(user);
    expect(await screen.findByText('Enter an address that starts with https://')).toBeDefined();
    expect(writesOf(server.calls)).toEqual([]);

    await user.clear(address);
    await user.type(address, 'https://pay.example.co.ke/ipn');
    await saveForm(user);
    expect(await screen.findByText('IPN configuration saved.')).toBeDefined();
    // The schema's default switches notifications on for a new configuration.
    expect(server.calls.find((entry) => entry.action === 'SaveIPNInfo')?.body).toEqual({ notifyUrl: 'https://pay.example.co.ke/ipn', ipnFlg: 'Y' });
    await waitFor(() => expect(within(valueOf('Notification URL')).getByText('https://pay.example.co.ke/ipn')).toBeDefined());
    // The signing key is masked until asked for.
    expect(within(valueOf('Signing key')).getByText('••••••••cdef')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Show key' }));
    expect(within(valueOf('Signing key')).getByText('0123456789abcdef0123456789abcdef')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const again = await screen.findByRole('textbox', { name: 'Notification URL' });
    await user.clear(again);
    await user.type(again, 'https://pay.example.co.ke/v2/ipn');
    await saveForm(user);
    await waitFor(() => expect(server.calls.some((entry) => entry.action === 'UpdateIPNInfo')).toBe(true));
    expect(server.calls.filter((entry) => entry.action === 'SaveIPNInfo')).toHaveLength(1);
    await waitFor(() => expect(within(valueOf('Notification URL')).getByText('https://pay.example.co.ke/v2/ipn')).toBeDefined());
  });
});
