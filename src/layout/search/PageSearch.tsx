// The page search: the "s" hotkey anywhere in the console (outside fields, dialogs and menus) and a search button
// in the tab strip open the dialog; Esc closes it.
import { IconButton } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useLayoutEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useHint } from '../../engine/hint/useHint';
import { isSearchHotkey } from './hotkey';
import { lazyDialog } from '../../flows/common/lazyDialog';

const PageSearchDialog = lazyDialog(() => import('./PageSearchDialog').then((module) => module.PageSearchDialog));

export const PageSearch = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('nav.search.open');
  const hint = useHint(label);
  // Listening from the commit that draws the frame, not from an effect after its paint: a key pressed as the page
  // shows would otherwise reach the document before the listener, while React still held the effect back.
  useLayoutEffect(() => {
    // Capturing, so the side menu's type-to-jump (MUI's MenuList moves to "Settings" on "s") does not take the
    // key first; a field, a dialog or a pop-up menu keeps it (isSearchHotkey).
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchHotkey(event)) return;
      // The "s" must not land in the search field the dialog focuses.
      event.preventDefault();
      event.stopPropagation();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
  return (
    <>
      <IconButton size="small" aria-label={label} aria-keyshortcuts="s" onClick={() => setOpen(true)} {...hint}>
        <SearchIcon fontSize="small" />
      </IconButton>
      <PageSearchDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};
