// @vitest-environment jsdom
// The page search's "s" works from the moment the frame is drawn: a key pressed as the page shows is not lost.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PageSearch } from '../../../src/layout/search/PageSearch';

// jsdom lays nothing out; the dialog scrolls its chosen option into view.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(cleanup);

describe('the page search hotkey', () => {
  it('opens the search for an "s" pressed in the very commit that draws the frame, before React has run its effects', async () => {
    let pressed: KeyboardEvent | undefined;
    // The frame's next part presses "s" as it is drawn (its layout phase): the search must be listening already.
    const PressesAsDrawn = () => {
      useLayoutEffect(() => {
        pressed = new KeyboardEvent('keydown', { key: 's', bubbles: true, cancelable: true });
        document.body.dispatchEvent(pressed);
      }, []);
      return null;
    };
    render(
      <MemoryRouter>
        <PageSearch />
        <PressesAsDrawn />
      </MemoryRouter>,
    );
    // Taken by the search, so it cannot land in the field the search focuses, and the search opens.
    expect(pressed?.defaultPrevented).toBe(true);
    // No i18n provider here: react-admin shows each text's key.
    const dialog = await screen.findByRole('dialog', { name: 'nav.search.title' }, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: 'nav.search.label' })));
  });
});
