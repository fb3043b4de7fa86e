// @vitest-environment jsdom
// Declared list filters as a merchant meets them: a range end is labelled as one and named <source>_gte/_lte for
// the data provider; a filter narrowed by an action (choicesFrom) offers what the action answers, and every value
// of the enum when the action refuses.
import '../../declaredScreensProvided';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { type ListFilter, type RangeEnd } from '../../../src/config/rangeFilter';
import { createDataProvider } from '../../../src/data/dataProvider';
import { ListFilterInput } from '../../../src/engine/pages/ListFilterInput';
import { getEntity, getResourceDefinition, readOnlyFields } from '../../../src/engine/registry';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { english } from '../helpers/english';
import { allScreens } from '../../declaredScreens';

const server = useTestBackend();
afterEach(cleanup);

const transactions = getResourceDefinition('transactions');
const filterOf = (source: string) => transactions.list!.filters!.find((filter) => filter.source === source)!;

// The console's own data provider: the narrowed filter asks it (offeredValues), and it asks the test backend.
const dataProvider = createDataProvider(allScreens, readOnlyFields);

const renderFilter = (filter: ListFilter, source = filter.source, rangeEnd?: RangeEnd) =>
  render(
    <AdminContext i18nProvider={english} dataProvider={dataProvider}>
      <Form>
        <ListFilterInput definition={transactions} filter={filter} source={source} rangeEnd={rangeEnd} />
      </Form>
    </AdminContext>,
  );

/** Opens the type list and reads what it offers (the list stays open, so it shows the answer when it comes). */
const openTypes = async () => {
  await userEvent.setup().click(await screen.findByRole('combobox', { name: 'Type' }));
  await screen.findByRole('listbox');
};
const offeredTypes = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('declared list filters', () => {
  it('labels the end of a range as one, a date box written dd-mm-yyyy with a calendar beside it', async () => {
    renderFilter(filterOf('txDt'), 'txDt_lte', 'to');
    expect(await screen.findByRole('textbox', { name: 'Date to' })).toHaveProperty('placeholder', 'dd-mm-yyyy');
    expect(screen.getByRole('button', { name: 'Choose Date to on a calendar' })).toHaveProperty('disabled', false);
  });

  // Rendering a hundred options in jsdom takes seconds on a busy machine.
  it("offers the order types of the owner's history rather than all hundred", { timeout: 20_000 }, async () => {
    await loginAs();
    renderFilter(filterOf('orderTyp'));
    await openTypes();
    await waitFor(() => expect(offeredTypes().length).toBeLessThan(40));
    const offered = offeredTypes();
    expect(offered).toContain('Pay to till');
    expect(offered).toContain('Merchant settlement');
    expect(offered).not.toContain('Recovery');
  });

  it('offers every type when the action refuses', { timeout: 20_000 }, async () => {
    await loginAs(CASHIER);
    const refused = new Promise<void>((resolve) =>
      server.events.on('response:mocked', ({ request }) => {
        if (request.url.endsWith('/QueryTransactionTypes')) resolve();
      }),
    );
    renderFilter(filterOf('orderTyp'));
    await refused;
    const all = getEntity('transaction').fields.orderTyp.enum!;
    await openTypes();
    expect(offeredTypes()).toHaveLength(all.length);
  });
});
