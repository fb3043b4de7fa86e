// The page-search hotkey (spec 001 §9: "s, closed with esc"). It must never steal a letter someone is typing, nor
// open over a dialog or a menu that has the keyboard.

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
  defaultPrevented?: boolean;
  isComposing?: boolean;
}

/** Where a letter belongs to what is focused: a field, an editable region, or a dialog or menu in front. */
const TYPING = ['input', 'textarea', 'select', '[contenteditable]:not([contenteditable="false"])', '[role="textbox"]', '[role="combobox"]', '[role="searchbox"]'];
const IN_FRONT = ['[role="dialog"]', '[aria-modal="true"]', '[role="menu"].MuiMenu-list', '[role="listbox"]'];
const KEEPS_LETTERS = [...TYPING, ...IN_FRONT].join(', ');

export const keepsLetters = (target: EventTarget | null): boolean => {
  const element = target as Partial<Element> | null;
  if (!element || typeof element.closest !== 'function') return false;
  if ((element as Partial<HTMLElement>).isContentEditable) return true;
  return element.closest(KEEPS_LETTERS) !== null;
};

export const isSearchHotkey = (event: KeyPress): boolean =>
  event.key === 's' &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  !event.shiftKey &&
  !event.isComposing &&
  !event.defaultPrevented &&
  !keepsLetters(event.target);
