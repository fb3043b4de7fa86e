// The signed-in user's open-page tabs: kept in react-admin's store (localStorage) under the user's id (and account), so they
// survive a reload and each user sees their own (spec 001 §2). Visiting a page the menu knows opens its tab.
import { useTheme } from '@mui/material/styles';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNotify, useStore, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { pageTitleKey } from '../../config/menuEntries';
import { getSession } from '../../transport/session';
import { findPlaced, hasScreen, INDEX_ROUTE, matchPage, mayOpen, placedEntries } from '../menu/menuTree';
import { setupOrPlanBlocks } from '../../navigation/entryGates';
import { usePageBlock } from '../../navigation/usePageBlock';
import { applyTabAction, capTabs, MAX_OPEN_TABS, normalizeTabs, openTab, tabToShow, type OpenTab, type TabAction } from './tabList';

const indexEntry = placedEntries.find(({ entry }) => entry.route === INDEX_ROUTE);
const INDEX_TAB: OpenTab = { key: indexEntry?.entry.key ?? 'home', path: INDEX_ROUTE };
const FIRST_VISIT: OpenTab[] = [INDEX_TAB];

/** A stored tab stays while its entry exists, has a screen (a tab kept from a 404 goes) and the user may open it. */
const mayKeep = (key: string) => {
  const placed = findPlaced(key);
  return placed !== undefined && hasScreen(placed.entry) && mayOpen(placed) && !setupOrPlanBlocks(placed);
};

/** The locale key of a tab's name: its menu entry's page title. */
export const tabLabel = (key: string) => {
  const placed = findPlaced(key);
  return placed ? pageTitleKey(placed.entry) : key;
};

export const useOpenTabs = () => {
  const session = getSession();
  // A sub-merchant's account has tabs of its own: the main account's pages name another merchant's records.
  const owner = session ? `${session.usrNo}${session.subAccountName ? `@${session.mercId}` : ''}` : 'signed-out';
  const [stored, setStored] = useStore<OpenTab[]>(`nav.tabs.${owner}`, FIRST_VISIT);
  const tabs = useMemo(() => normalizeTabs(Array.isArray(stored) ? stored : [], INDEX_TAB, mayKeep), [stored]);
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const translate = useTranslate();
  // The strip is shown from md (Layout.tsx); on a phone a notice about a tab no one sees would only puzzle.
  const { breakpoints } = useTheme();
  const stripShown = breakpoints.up('md').replace(/^@media\s*/, '');
  const page = matchPage(location.pathname, placedEntries);
  // A page the merchant is turned away from (or not yet let in, while the KYC matrix loads) opens no tab, and nor
  // does an entry still to be built, whose address ends on the 404 page.
  const block = usePageBlock(page);
  const activeKey = page && hasScreen(page.entry) && mayOpen(page) && !block.pending && !block.dialog ? page.entry.key : undefined;
  const path = `${location.pathname}${location.search}`;

  // Closing the shown tab waits until the page has changed: a form with unsaved changes may ask, and a person who
  // chooses to stay must keep the tab of the page they stay on.
  const pendingClose = useRef<{ after: OpenTab[]; to: string } | null>(null);

  useEffect(() => {
    const pending = pendingClose.current;
    const arrived = pending?.to === path;
    if (arrived) pendingClose.current = null;
    if (!activeKey && !arrived) return;
    let closed: OpenTab[] = [];
    setStored((previous) => {
      const base = normalizeTabs(arrived ? pending.after : Array.isArray(previous) ? previous : [], INDEX_TAB, mayKeep);
      if (!activeKey) return base;
      const capped = capTabs(openTab(base, { key: activeKey, path, shown: Date.now() }), MAX_OPEN_TABS, activeKey);
      closed = capped.closed;
      return capped.kept;
    });
    // Say which page went, so a tab that disappears is not a mystery.
    if (closed.length && window.matchMedia(stripShown).matches) {
      const pages = closed.map((tab) => `“${translate(tabLabel(tab.key))}”`).join(translate('engine.listSeparator'));
      notify('nav.tabs.closedOldest', { type: 'info', messageArgs: { pages, max: MAX_OPEN_TABS } });
    }
  }, [activeKey, path, setStored, notify, translate, stripShown]);

  const act = useCallback(
    (action: TabAction, key: string) => {
      const after = applyTabAction(tabs, action, key);
      const next = tabToShow(tabs, after, action, key, activeKey);
      if (!next) {
        pendingClose.current = null;
        setStored(after);
        return;
      }
      pendingClose.current = { after, to: next.path };
      navigate(next.path);
    },
    [tabs, activeKey, setStored, navigate],
  );

  return { tabs, activeKey, act };
};
