// @vitest-environment jsdom
// The page-search hotkey: "s" alone, never while typing in a field, nor over a dialog or a pop-up menu.
import { afterEach, describe, expect, it } from 'vitest';
import { isSearchHotkey, type KeyPress } from '../../../src/layout/search/hotkey';

const press = (target: EventTarget | null, changes: Partial<KeyPress> = {}): KeyPress => ({
  key: 's',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target,
  ...changes,
});

const place = (html: string, selector: string): Element => {
  document.body.innerHTML = html;
  return document.querySelector(selector)!;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('isSearchHotkey', () => {
  it('opens on "s" pressed on the page, a link or a button of the side menu', () => {
    expect(isSearchHotkey(press(document.body))).toBe(true);
    expect(isSearchHotkey(press(place('<ul role="menu" class="RaMenu-root"><a role="menuitem" href="/stores">Stores</a></ul>', 'a')))).toBe(true);
    expect(isSearchHotkey(press(place('<button>Export</button>', 'button')))).toBe(true);
  });

  it('ignores other keys and "s" with a modifier (Ctrl+S, Cmd+S, Alt+S, capital S)', () => {
    expect(isSearchHotkey(press(document.body, { key: 'd' }))).toBe(false);
    for (const modifier of ['ctrlKey', 'metaKey', 'altKey'] as const) expect(isSearchHotkey(press(document.body, { [modifier]: true }))).toBe(false);
    expect(isSearchHotkey(press(document.body, { key: 'S', shiftKey: true }))).toBe(false);
  });

  it('leaves the letter to text inputs, text areas, selects and editable regions', () => {
    expect(isSearchHotkey(press(place('<input type="search" aria-label="Search">', 'input')))).toBe(false);
    expect(isSearchHotkey(press(place('<textarea></textarea>', 'textarea')))).toBe(false);
    expect(isSearchHotkey(press(place('<select><option>1</option></select>', 'select')))).toBe(false);
    expect(isSearchHotkey(press(place('<div contenteditable="true"><p>note</p></div>', 'p')))).toBe(false);
    expect(isSearchHotkey(press(place('<div role="combobox" tabindex="0"></div>', 'div')))).toBe(false);
  });

  it('does not open over a dialog or a pop-up menu that has the keyboard', () => {
    expect(isSearchHotkey(press(place('<div role="dialog"><button>OK</button></div>', 'button')))).toBe(false);
    expect(isSearchHotkey(press(place('<ul role="menu" class="MuiList-root MuiMenu-list"><li role="menuitem">Close all tabs</li></ul>', 'li')))).toBe(false);
  });

  it('does not open while an input method composes a character, or when something else took the key', () => {
    expect(isSearchHotkey(press(document.body, { isComposing: true }))).toBe(false);
    expect(isSearchHotkey(press(document.body, { defaultPrevented: true }))).toBe(false);
  });
});
