// @vitest-environment jsdom
// What a merchant sees in a KES amount field: stray characters never appear, and leaving the field shows the
// amount as it will be sent, with two decimals.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { MoneyInput } from '../../../src/engine/inputs/MoneyInput';

const renderAmount = () =>
  render(
    <AdminContext>
      <Form>
        <MoneyInput source="amount" label="Amount" />
        <input aria-label="Next field" />
      </Form>
    </AdminContext>,
  );

afterEach(cleanup);

describe('the KES amount input', () => {
  it('drops letters while typing and finishes the amount with two decimals on leaving the field', async () => {
    const user = userEvent.setup();
    renderAmount();
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '1a2.');
    expect(amount).toHaveProperty('value', '12.');
    await user.click(screen.getByLabelText('Next field'));
    expect(amount).toHaveProperty('value', '12.00');
  });

  it('pads one decimal and leaves an empty field empty', async () => {
    const user = userEvent.setup();
    renderAmount();
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '1234.5');
    await user.tab();
    expect(amount).toHaveProperty('value', '1234.50');
    await user.clear(amount);
    await user.tab();
    expect(amount).toHaveProperty('value', '');
  });
});
