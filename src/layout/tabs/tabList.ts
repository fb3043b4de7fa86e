// The open-page tabs as a list (spec 001 §2): one tab per menu entry visited, the index page (Home) always first
// and never closed. Pure functions, so the rules are tested without a browser.

export interface OpenTab {
  /** The menu entry's key: a page visited again reuses its tab. */
  key: string;
  /** The last address shown in the tab (a sub-page, a filtered list), where clicking the tab goes back to. */
  path: string;
  /** When the tab was last shown (ms since the epoch): the least recently shown tab is the one to give way. */
  shown?: number;
}

/** How many tabs stay open, Home included: beyond it the strip stops being a way back to a page (browsers and admin consoles bound it too). */
export const MAX_OPEN_TABS = 20;

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

/**
 * Keeps at most `max` tabs: the least recently shown ones go first (tabs kept from before `shown` existed count as
 * oldest, leftmost first); Home and the tab `keep` (the page shown) stay whatever their age.
 */
export const capTabs = (tabs: readonly OpenTab[], max: number, keep?: string): { kept: OpenTab[]; closed: OpenTab[] } => {
  const kept = [...tabs];
  const closed: OpenTab[] = [];
  while (kept.length > Math.max(max, 1)) {
    let oldest = -1;
    kept.forEach((tab, position) => {
      if (position === 0 || tab.key === keep) return;
      if (oldest < 0 || (tab.shown ?? 0) < (kept[oldest].shown ?? 0)) oldest = position;
    });
    if (oldest < 0) break;
    closed.push(...kept.splice(oldest, 1));
  }
  return { kept, closed };
};

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
