// Every open page in one list, by the tab strip: the way to a tab scrolled out of sight, and on a phone the only
// view of them all. The page shown is marked.
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ListIcon from '@mui/icons-material/KeyboardArrowDown';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useHint } from '../../engine/hint/useHint';
import { OpenedOnce } from '../../engine/OpenedOnce';
import type { OpenTab } from './tabList';
import { tabLabel } from './useOpenTabs';

export const OpenTabsMenu = ({ tabs, activeKey }: { tabs: readonly OpenTab[]; activeKey?: string }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const title = translate('nav.tabs.all');
  const hint = useHint(title);
  return (
    <>
      <IconButton size="small" aria-label={title} aria-haspopup="menu" aria-expanded={Boolean(anchor)} onClick={(event) => setAnchor(event.currentTarget)} {...hint}>
        <ListIcon fontSize="small" />
      </IconButton>
      <OpenedOnce open={Boolean(anchor)}>
        <Menu
          open={Boolean(anchor)}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ list: { dense: true, 'aria-label': title }, paper: { sx: { maxHeight: '70vh', minWidth: 220 } } }}
        >
          {tabs.map((tab) => {
            const shown = tab.key === activeKey;
            return (
              <MenuItem
                key={tab.key}
                component={RouterLink}
                to={tab.path}
                selected={shown}
                aria-current={shown ? 'page' : undefined}
                onClick={() => setAnchor(null)}
              >
                <ListItemIcon>{shown && <CheckIcon fontSize="small" />}</ListItemIcon>
                <ListItemText>{translate(tabLabel(tab.key))}</ListItemText>
              </MenuItem>
            );
          })}
        </Menu>
      </OpenedOnce>
    </>
  );
};
