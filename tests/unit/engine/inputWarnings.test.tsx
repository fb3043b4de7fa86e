// @vitest-environment jsdom
// The engine's inputs render without React warnings: a radio group (a form's choice field) or a select (the same
// field as a list filter, opened) never hands MUI's fullWidth on to a DOM element.
import '../../declaredScreensProvided';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InputFor } from '../../../src/engine/inputs/InputFor';
import { getEntity } from '../../../src/engine/registry';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const gender = getEntity('customer').fields.gender;

const warningsWhile = async (asFilter: boolean) => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <AdminContext>
      <Form>
        <InputFor entity="customer" field={gender} label="Gender" asFilter={asFilter} widget={asFilter ? 'select' : undefined} />
      </Form>
    </AdminContext>,
  );
  if (asFilter) await userEvent.setup().click(screen.getByRole('combobox', { name: 'Gender' }));
  else expect(screen.getAllByRole('radio').length).toBeGreaterThan(1);
  return errors.mock.calls.map((call) => call.map(String).join(' '));
};

describe('engine inputs', () => {
  it('a choice field as radio buttons: no warning about fullWidth', async () => {
    expect(gender.widget).toBe('radio');
    expect((await warningsWhile(false)).filter((text) => text.includes('fullWidth'))).toEqual([]);
  });

  it('the same field as a filter select, opened: no warning about fullWidth', async () => {
    expect((await warningsWhile(true)).filter((text) => text.includes('fullWidth'))).toEqual([]);
  });
});
