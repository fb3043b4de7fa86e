// @vitest-environment jsdom
// A row or a phone list's line that opens its record gives up the focus as it is clicked (the page that replaces it
// is drawn without a focused element to remove); a link clicked to open another tab keeps it, as the person stays.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { releaseFocusOnClick, releaseFocusOnPlainClick } from '../../../src/engine/pages/releaseFocus';

afterEach(cleanup);

const renderLine = () =>
  render(
    <ul>
      <li>
        <a href="/customers/7/show" onClickCapture={releaseFocusOnPlainClick} onClick={(event) => event.preventDefault()}>
          Purity Karisa
        </a>
      </li>
    </ul>,
  );

describe('a clicked row or line gives up the focus', () => {
  it('a row clicked while focused is blurred before its click opens the record', () => {
    let focusedAtClick: Element | null = null;
    render(
      <table>
        <tbody>
          <tr tabIndex={0} onClickCapture={releaseFocusOnClick} onClick={() => (focusedAtClick = document.activeElement)}>
            <td>Purity</td>
          </tr>
        </tbody>
      </table>,
    );
    const row = screen.getByRole('row');
    row.focus();
    fireEvent.click(screen.getByRole('cell'));
    expect(focusedAtClick).toBe(document.body);
  });

  it('a focused element elsewhere (a command in the row) keeps the focus', () => {
    render(
      <table>
        <tbody>
          <tr tabIndex={0} onClickCapture={releaseFocusOnClick}>
            <td>
              <button type="button">Blacklist</button>
            </td>
          </tr>
        </tbody>
      </table>,
    );
    const command = screen.getByRole('button', { name: 'Blacklist' });
    command.focus();
    fireEvent.click(command);
    expect(document.activeElement).toBe(command);
  });

  it('a line clicked plainly lets go; a line Ctrl-, Cmd- or Shift-clicked (another tab or window) keeps the focus', () => {
    renderLine();
    const line = screen.getByRole('link', { name: 'Purity Karisa' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      line.focus();
      fireEvent.click(line, modifier);
      expect(document.activeElement, JSON.stringify(modifier)).toBe(line);
    }
    fireEvent.click(line);
    expect(document.activeElement).toBe(document.body);
  });
});
