// The open-page tabs under the header (spec 000 §1): one link per page opened from the menu, Home first and
// fixed, each other tab with its close button. Keyboard: Tab reaches each page and its close button, ← → Home End
// move between the tabs, Delete closes the focused tab, the context-menu key or Shift+F10 opens its close actions
// (as does the "…" button). Many tabs scroll within the strip (arrows, wheel, keyboard), never widening the page;
// the list button names every open page.
// Not MUI's <Tabs variant="scrollable">: a tab here is a link with its own close button, and a MUI Tab is itself
// a button that cannot hold another; the strip borrows its behaviour (arrows shown only when there is more).
import { Box, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useHint } from '../../engine/hint/useHint';
import { OpenedOnce } from '../../engine/OpenedOnce';
import { PageSearch } from '../search/PageSearch';
import { OpenTabsMenu } from './OpenTabsMenu';
import { TabActionsMenu, type TabMenuTarget } from './TabActionsMenu';
import type { OpenTab, TabAction } from './tabList';
import { tabLabel, useOpenTabs } from './useOpenTabs';
import { ScrollButton, useStripScroll } from './useStripScroll';

/** ← → Home End between the tab links of the strip; the browser scrolls the focused one into view. */
const moveFocus = (event: KeyboardEvent<HTMLAnchorElement>): boolean => {
  const links = [...(event.currentTarget.closest('ul')?.querySelectorAll<HTMLAnchorElement>('li > a') ?? [])];
  const position = links.indexOf(event.currentTarget);
  const target = { ArrowLeft: position - 1, ArrowRight: position + 1, Home: 0, End: links.length - 1 }[event.key];
  if (target === undefined || !links[target]) return false;
  links[target].focus();
  return true;
};

const OpenPageTab = ({
  tab,
  active,
  pinned,
  onAction,
  onMenu,
}: {
  tab: OpenTab;
  active: boolean;
  pinned: boolean;
  onAction: (action: TabAction, key: string) => void;
  onMenu: (target: TabMenuTarget) => void;
}) => {
  const translate = useTranslate();
  const label = translate(tabLabel(tab.key));
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (moveFocus(event)) {
      event.preventDefault();
    } else if (event.key === 'Delete' && !pinned) {
      event.preventDefault();
      onAction('close', tab.key);
    } else if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      onMenu({ key: tab.key, anchorEl: event.currentTarget });
    }
  };
  const onContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    onMenu({ key: tab.key, anchorPosition: { top: event.clientY, left: event.clientX } });
  };
  return (
    <Box
      component="li"
      onContextMenu={onContextMenu}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexShrink: 0,
        height: 30,
        pl: 1.5,
        pr: pinned ? 1.5 : 0.25,
        borderRadius: 1,
        border: 1,
        borderColor: active ? 'primary.main' : 'divider',
        bgcolor: active ? 'primary.main' : 'background.paper',
        color: active ? 'primary.contrastText' : 'text.primary',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Box
        component={RouterLink}
        to={tab.path}
        aria-current={active ? 'page' : undefined}
        onKeyDown={onKeyDown}
        title={label}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          color: 'inherit',
          textDecoration: 'none',
          fontSize: 13,
          fontWeight: active ? 600 : 500,
          maxWidth: 168,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          outlineOffset: 2,
        }}
      >
        {pinned && <HomeIcon sx={{ fontSize: 16 }} aria-hidden />}
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {label}
        </Box>
      </Box>
      {!pinned && (
        <IconButton
          size="small"
          aria-label={translate('nav.tabs.close', { page: label })}
          onClick={() => onAction('close', tab.key)}
          // 24 px to hit (WCAG 2.5.8), drawn no larger than the tab's text: the margins give back what the box adds.
          sx={{ width: 24, height: 24, p: 0, my: -0.5, mr: -0.5, color: 'inherit' }}
        >
          <CloseIcon sx={{ fontSize: 14 }} />
        </IconButton>
      )}
    </Box>
  );
};

/** The strip's box: its own, and the room Layout keeps for it while it is still to come. */
export const stripBox = { bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', boxSizing: 'border-box', height: 43 } as const;

export const TabStrip = () => {
  const translate = useTranslate();
  const { tabs, activeKey, act } = useOpenTabs();
  const [menu, setMenu] = useState<TabMenuTarget | null>(null);
  const actionsLabel = translate('nav.tabs.actions');
  const actionsHint = useHint(actionsLabel);
  // Where the tab shown stands, not only which it is: a page opened again after its tab gave way to newer ones is
  // shown before its new tab is drawn at the end (the tab count unchanged, the oldest gone), and is then brought
  // into view once the tab is there.
  const shownAt = tabs.findIndex((tab) => tab.key === activeKey);
  const { stripRef, canScroll, scrollBy } = useStripScroll(`${activeKey}|${shownAt}|${tabs.length}`);
  return (
    <Box
      component="nav"
      aria-label={translate('nav.tabs.label')}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.5, minWidth: 0, ...stripBox }}
    >
      <ScrollButton direction="left" hidden={!canScroll.overflows} disabled={!canScroll.left} onClick={() => scrollBy(-1)} />
      <Box
        component="ul"
        ref={stripRef}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          m: 0,
          p: 0.25,
          listStyle: 'none',
          flex: 1,
          minWidth: 0,
          overflowX: 'auto',
          scrollBehavior: 'smooth',
          // The arrows, the wheel and the keyboard scroll the strip; a scrollbar would only add height.
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {tabs.map((tab, index) => (
          <OpenPageTab key={tab.key} tab={tab} active={tab.key === activeKey} pinned={index === 0} onAction={act} onMenu={setMenu} />
        ))}
      </Box>
      <ScrollButton direction="right" hidden={!canScroll.overflows} disabled={!canScroll.right} onClick={() => scrollBy(1)} />
      <OpenTabsMenu tabs={tabs} activeKey={activeKey} />
      <PageSearch />
      <IconButton
        size="small"
        aria-label={actionsLabel}
        aria-haspopup="menu"
        onClick={(event) => setMenu({ key: activeKey ?? tabs[0]?.key ?? '', anchorEl: event.currentTarget })}
        {...actionsHint}
      >
        <MoreHorizIcon fontSize="small" />
      </IconButton>
      <OpenedOnce open={menu !== null}>
        <TabActionsMenu target={menu} tabs={tabs} onAction={act} onClose={() => setMenu(null)} />
      </OpenedOnce>
    </Box>
  );
};
