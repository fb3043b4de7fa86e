// The open-page tabs as a list (spec 001 §2): one tab per menu entry visited, the index page (Home) always first
// and never closed. Pure functions, so the rules are tested without a browser.

export interface OpenTab {
  /** The menu entry's key: a page visited again reuses its tab. */
  key: string;
  /** The last address shown in the tab (a sub-page, a filtered list), where clicking the tab goes back to. */
  path: string;
}

export type TabAction = 'close' | 'closeLeft' | 'closeRight' | 'closeOthers' | 'closeAll';

/** The list as it must be: the index tab first, each key once, nothing the caller no longer knows. */
export const normalizeTabs = (tabs: readonly OpenTab[], index: OpenTab, known: (key: string) => boolean = () => true): OpenTab[] => {
  const seen = new Set([index.key]);
  const storedIndex = tabs.find((tab) => tab.key === index.key);
  const rest = tabs.filter((tab) => {
    if (seen.has(tab.key) || !known(tab.key)) return false;
    seen.add(tab.key);
    return true;
  });
  return [storedIndex ?? index, ...rest];
};

/** Shows a page: its tab takes the new address, or a new tab is added at the end. */
export const openTab = (tabs: readonly OpenTab[], tab: OpenTab): OpenTab[] =>
  tabs.some((open) => open.key === tab.key) ? tabs.map((open) => (open.key === tab.key ? tab : open)) : [...tabs, tab];

const closable = (tabs: readonly OpenTab[], key: string) => tabs.findIndex((tab) => tab.key === key) > 0;

/** The tabs left after an action on the tab `key` (the index tab stays whatever the action). */
export const applyTabAction = (tabs: readonly OpenTab[], action: TabAction, key: string): OpenTab[] => {
  const [index, ...others] = tabs;
  if (!index) return [];
  const position = tabs.findIndex((tab) => tab.key === key);
  switch (action) {
    case 'close':
      return closable(tabs, key) ? tabs.filter((tab) => tab.key !== key) : [...tabs];
    case 'closeLeft':
      return position < 0 ? [...tabs] : [index, ...tabs.slice(Math.max(position, 1))];
    case 'closeRight':
      return position < 0 ? [...tabs] : tabs.slice(0, position + 1);
    case 'closeOthers':
      return [index, ...others.filter((tab) => tab.key === key)];
    case 'closeAll':
      return [index];
  }
};

/**
 * Where to go after an action, when the page shown lost its tab: closing it alone goes to its neighbour (the one
 * to its right, else to its left); the other actions go to the tab acted on, or to the index tab. Undefined when
 * the page shown keeps its tab.
 */
export const tabToShow = (before: readonly OpenTab[], after: readonly OpenTab[], action: TabAction, key: string, activeKey?: string): OpenTab | undefined => {
  if (activeKey === undefined || after.some((tab) => tab.key === activeKey)) return undefined;
  if (action === 'close') {
    const position = before.findIndex((tab) => tab.key === activeKey);
    return after[position] ?? after[position - 1] ?? after[0];
  }
  return after.find((tab) => tab.key === key) ?? after[0];
};
