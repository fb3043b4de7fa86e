// @vitest-environment jsdom
// Arrays of objects (a promotion's price breaks, a business's stakeholders): rows of inputs chosen by each item
// field's schema, checked cell by cell by the array field's validator in the spec's words, money sent in cents.
// No declared screen has such a field yet, so a fixture entity module stands in for src/generated/entities/ (built
// the way `npm run gen` builds it: a precompiled validator per field and the resolved field descriptors).
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Ajv2020 from 'ajv/dist/2020.js';
import { AdminContext, Form, ResourceContextProvider, type I18nProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InputFor } from '../../../src/engine/inputs/InputFor';
import { toWireRecord } from '../../../src/engine/pages/saving';
import { provideEntities } from '../../../src/validation/entityRegistry';
import type { EntityDescriptor } from '../../../src/validation/entityTypes';
import common from '../../../schemas/common.schema.json';
import { i18nProviderWithScreenTexts } from '../../declaredScreens';

const fixture = vi.hoisted(() => {
  const breaks = {
    type: 'array',
    minItems: 1,
    maxItems: 3,
    items: {
      type: 'object',
      properties: {
        label: { type: 'string', minLength: 2, maxLength: 20 },
        amount: { $ref: 'common.schema.json#/$defs/kesAmount' },
      },
      required: ['label', 'amount'],
    },
  };
  const entity: EntityDescriptor = {
    name: 'priceList',
    title: 'PriceList',
    required: ['breaks'],
    fields: {
      breaks: {
        name: 'breaks',
        type: 'array',
        readOnly: false,
        required: true,
        minItems: 1,
        maxItems: 3,
        items: {
          name: 'breaks',
          type: 'object',
          readOnly: false,
          required: true,
          fields: {
            label: { name: 'label', type: 'string', readOnly: false, required: true, minLength: 2, maxLength: 20 },
            amount: { name: 'amount', type: 'integer', widget: 'money', readOnly: false, required: true, exclusiveMinimum: 0, maximum: 99999999999 },
          },
        },
      },
    },
  };
  return { breaks, entity };
});

// Node's ajv, as `npm run gen` uses it; the console's own keywords in common.schema.json are annotations here.
const ajv = new Ajv2020({ allErrors: true, strict: false }).addSchema(common);
provideEntities({ entity: fixture.entity, validators: { priceList__breaks: ajv.compile(fixture.breaks) } });

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await i18nProviderWithScreenTexts();
});
afterEach(cleanup);

const renderRows = (onSubmit = vi.fn()) => {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ResourceContextProvider value="priceLists">
        <Form onSubmit={onSubmit} defaultValues={{ breaks: [{}] }}>
          <InputFor
            entity="priceList"
            field={fixture.entity.fields.breaks!}
            label="Price breaks"
            itemLabel={(name) => ({ label: 'Label', amount: 'Amount' })[name] ?? name}
          />
          <button type="submit">Save</button>
        </Form>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return onSubmit;
};

// Typing through many inputs in jsdom is slow on a busy two-core machine; the default 5 s is not enough.
describe('an array-of-objects input', { timeout: 30_000 }, () => {
  it("checks each cell in the spec's words and keeps what was typed in the other cells", async () => {
    const user = userEvent.setup();
    const onSubmit = renderRows();
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'A');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Minimum field length = 2.')).toBeDefined();
    expect(screen.getByText('This field is required.')).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveProperty('value', 'A');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("adds rows up to the schema's limit and saves every row, money in cents", async () => {
    const user = userEvent.setup();
    const onSubmit = renderRows();
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'Bronze');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '500');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const labels = screen.getAllByRole('textbox', { name: 'Label' });
    const amounts = screen.getAllByRole('textbox', { name: 'Amount' });
    expect(labels).toHaveLength(2);
    await user.type(labels[1]!, 'Silver');
    await user.type(amounts[1]!, '1250.5');
    await user.tab();
    expect(amounts[1]).toHaveProperty('value', '1250.50');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull(); // three rows: the schema's maximum
    await user.click(screen.getAllByRole('button', { name: 'Remove' })[2]!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(toWireRecord(fixture.entity, onSubmit.mock.calls[0]![0])).toEqual({
      breaks: [
        { label: 'Bronze', amount: 50000 },
        { label: 'Silver', amount: 125050 },
      ],
    });
  });

  it('reports a list left with fewer rows than the schema asks for', async () => {
    const user = userEvent.setup();
    const onSubmit = renderRows();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
