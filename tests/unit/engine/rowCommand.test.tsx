// @vitest-environment jsdom
// A list row's command (an icon in the row's last cell): shown where it applies, it opens its dialog without
// opening the row's record, runs only once confirmed, and can be started again after it was closed or run (what
// runs it is mounted at the click and dropped when done with).
import '../../declaredScreensProvided';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider, ResourceContextProvider, type I18nProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RowCommandButton } from '../../../src/engine/commands/RowCommandButton';
import { getResourceDefinition } from '../../../src/engine/registry';
import { i18nProviderWithScreenTexts } from '../../declaredScreens';

const calls = vi.hoisted(() => ({ run: vi.fn(async () => ({})) }));
vi.mock('../../../src/data/resourceDataProvider', () => ({ runCommand: calls.run }));

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await i18nProviderWithScreenTexts();
});
afterEach(() => {
  cleanup();
  calls.run.mockClear();
});

const definition = getResourceDefinition('promotions');
const commands = definition.commands!;
const rowClicked = vi.fn();

const renderRow = (status: string) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ResourceContextProvider value="promotions">
        <RecordContextProvider value={{ id: 'PR100007', proId: 'PR100007', proNm: 'Eggs every day', status }}>
          <table>
            <tbody>
              <tr onClick={rowClicked}>
                <td>
                  {commands.map((command) => (
                    <RowCommandButton key={command.name} definition={definition} command={command} />
                  ))}
                </td>
              </tr>
            </tbody>
          </table>
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );

const endDialog = () => screen.queryByRole('dialog', { name: 'End promotion?' });

describe("a list row's command", () => {
  it('shows only the commands that apply to the record', () => {
    renderRow('02');
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Pause', 'End']);
    cleanup();
    renderRow('01');
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Activate', 'End', 'Delete']);
  });

  it('opens its dialog, not the record; runs once confirmed; and starts again after being closed or run', async () => {
    const user = userEvent.setup();
    renderRow('02');
    await user.click(screen.getByRole('button', { name: 'End' }));
    expect(await screen.findByRole('dialog', { name: 'End promotion?' })).toBeDefined();
    expect(screen.getByText('End Eggs every day now? It cannot be started again.')).toBeDefined();
    expect(rowClicked).not.toHaveBeenCalled();
    expect(calls.run).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(endDialog()).toBeNull());
    expect(calls.run).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'End' }));
    expect(await screen.findByRole('dialog', { name: 'End promotion?' })).toBeDefined();
    await user.click(screen.getAllByRole('button', { name: 'End' }).at(-1)!);
    await waitFor(() => expect(calls.run).toHaveBeenCalledTimes(1));
    expect(calls.run).toHaveBeenCalledWith(
      definition,
      commands.find((command) => command.name === 'end'),
      expect.objectContaining({ id: 'PR100007' }),
    );
    await waitFor(() => expect(endDialog()).toBeNull());

    await user.click(screen.getByRole('button', { name: 'End' }));
    expect(await screen.findByRole('dialog', { name: 'End promotion?' })).toBeDefined();
    expect(rowClicked).not.toHaveBeenCalled();
  });
});
