// @vitest-environment jsdom
// A command with a dialog and a PIN (Initiate reversal → Reverse): the dialog's fields first, the PIN last, so the
// PIN authorises the command as filled in. While the PIN is asked the dialog steps aside; giving up at the PIN
// brings it back with what was chosen, and nothing runs.
import '../../declaredScreensProvided';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider, ResourceContextProvider, type I18nProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CommandButton } from '../../../src/engine/commands/CommandButton';
import { getResourceDefinition } from '../../../src/engine/registry';
import { i18nProviderWithScreenTexts } from '../../declaredScreens';

const calls = vi.hoisted(() => ({
  pin: [] as Array<(verified: boolean) => void>,
  run: vi.fn(async () => ({})),
}));

vi.mock('../../../src/flows/pin/PinProvider', () => ({
  useRequirePin: () => () => new Promise<boolean>((resolve) => calls.pin.push(resolve)),
}));
vi.mock('../../../src/data/resourceDataProvider', () => ({ runCommand: calls.run }));

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await i18nProviderWithScreenTexts();
});
afterEach(() => {
  cleanup();
  calls.pin.length = 0;
  calls.run.mockClear();
});

const definition = getResourceDefinition('reversibleSales');
const reverse = definition.commands!.find((command) => command.name === 'reverse')!;

const renderReverse = () =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ResourceContextProvider value="reversibleSales">
        <RecordContextProvider value={{ id: 'SO2611200008', orderNo: 'SO2611200008', orderSts: 'PS' }}>
          <CommandButton definition={definition} command={reverse} />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );

const dialog = () => screen.queryByRole('dialog', { name: 'Reverse this sale?' });

describe('a command with a dialog and a PIN', () => {
  it('asks for the reason before the PIN, and for the PIN only once the reason is chosen', async () => {
    const user = userEvent.setup();
    renderReverse();
    await user.click(screen.getByRole('button', { name: 'Reverse' }));
    expect(await screen.findByRole('dialog', { name: 'Reverse this sale?' })).toBeDefined();
    expect(calls.pin).toHaveLength(0);

    await user.click(screen.getAllByRole('button', { name: 'Reverse' }).at(-1)!);
    expect(await screen.findByText('This field is required.')).toBeDefined();
    expect(calls.pin).toHaveLength(0);
  });

  it('steps the dialog aside for the PIN, brings it back with the reason when the PIN is cancelled, and runs once it is given', async () => {
    const user = userEvent.setup();
    renderReverse();
    await user.click(screen.getByRole('button', { name: 'Reverse' }));
    await user.click(await screen.findByRole('combobox', { name: /Refund reason/ }));
    await user.click(screen.getByRole('option', { name: 'Quality issues' }));
    const submit = () => user.click(screen.getAllByRole('button', { name: 'Reverse' }).at(-1)!);

    await submit();
    await waitFor(() => expect(calls.pin).toHaveLength(1));
    await waitFor(() => expect(dialog()).toBeNull());
    calls.pin[0]!(false);
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(screen.getByRole('combobox', { name: /Refund reason/ }).textContent).toContain('Quality issues');
    expect(calls.run).not.toHaveBeenCalled();

    await submit();
    await waitFor(() => expect(calls.pin).toHaveLength(2));
    calls.pin[1]!(true);
    await waitFor(() => expect(calls.run).toHaveBeenCalledTimes(1));
    expect(calls.run).toHaveBeenCalledWith(definition, reverse, expect.objectContaining({ id: 'SO2611200008', data: { refundReason: '06' } }));
    await waitFor(() => expect(dialog()).toBeNull());
  });
});
