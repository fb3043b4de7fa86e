// Which quick access options a user sees and how picking them works, without React (unit-tested).
import { pageEntries, type MenuEntry } from '../config/menuEntries';

/**
 * The options to offer: the page entries of the menu as this user sees it (already permission-filtered), that
 * the server also allows, in menu order. An entry the server offers but this console has no page for is left out.
 */
export const quickAccessChoices = (visibleMenu: readonly MenuEntry[], allowedKeys: readonly string[]): MenuEntry[] => {
  const allowed = new Set(allowedKeys);
  return pageEntries(visibleMenu).filter((entry) => allowed.has(entry.key));
};

/** The saved picks that can still be shown, in the saved order. */
export const pickedEntries = (choices: readonly MenuEntry[], picks: readonly string[]): MenuEntry[] => {
  const byKey = new Map(choices.map((entry) => [entry.key, entry]));
  return picks.flatMap((key) => byKey.get(key) ?? []);
};

/** Ticking adds at the end (if below `max`), unticking removes; the order of the rest is kept. */
export const toggleChoice = (selected: readonly string[], key: string, max: number): string[] => {
  if (selected.includes(key)) return selected.filter((entry) => entry !== key);
  return selected.length >= max ? [...selected] : [...selected, key];
};
