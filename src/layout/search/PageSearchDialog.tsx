// The page-search dialog: type to filter the user's pages (in either language), arrows to choose, Enter to open,
// Esc to close. The field is a combobox driving a listbox, so screen readers follow the highlighted page.
import { Box, Dialog, DialogContent, DialogTitle, List, ListItemButton, ListItemIcon, ListItemText, TextField, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { iconFor } from '../../engine/icons';
import { entryIcon, findPlaced } from '../menu/menuTree';
import { findPages, type SearchablePage } from './pageSearch';
import { loadAllLanguages, searchablePages } from './searchablePages';

const iconOf = (page: SearchablePage) => {
  const entry = findPlaced(page.key)?.entry;
  return entry ? entryIcon(entry) : iconFor(undefined);
};

export const PageSearchDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [highlighted, setHighlighted] = useState(0);
  const field = useRef<HTMLInputElement>(null);
  // The other language's texts load when the dialog first opens (not with the console); the names are computed
  // again once they are in.
  const [languagesLoaded, setLanguagesLoaded] = useState(false);
  useEffect(() => {
    if (open && !languagesLoaded) void loadAllLanguages().then(() => setLanguagesLoaded(true), () => undefined);
  }, [open, languagesLoaded]);
  // Computed when the dialog opens: permissions can change with a new login, not while it is open.
  const pages = useMemo(() => (open ? searchablePages() : []), [open, languagesLoaded]);
  const results = useMemo(() => findPages(pages, text), [pages, text]);
  const current = Math.min(highlighted, results.length - 1);

  const close = () => {
    onClose();
    setText('');
    setHighlighted(0);
  };
  const go = (page: SearchablePage | undefined) => {
    if (!page) return;
    close();
    navigate(page.to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlighted((Math.max(current, 0) + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(results[current]);
    }
  };
  const optionId = (index: number) => `${id}-page-${index}`;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`} slotProps={{
        paper: { sx: { alignSelf: 'flex-start', mt: 10 } },
        // The dialog's focus trap takes focus for itself on opening; the field must have it to type at once.
        transition: { onEntering: () => field.current?.focus() },
      }}
    >
      <DialogTitle id={`${id}-title`}>{translate('nav.search.title')}</DialogTitle>
      <DialogContent>
        <TextField
          inputRef={field}
          fullWidth
          size="small"
          label={translate('nav.search.label')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setHighlighted(0);
          }}
          onKeyDown={onKeyDown}
          helperText={translate('nav.search.hint')}
          autoComplete="off"
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-expanded': results.length > 0,
              'aria-controls': `${id}-list`,
              'aria-autocomplete': 'list',
              'aria-activedescendant': current >= 0 ? optionId(current) : undefined,
            },
          }}
          sx={{ mt: 1 }}
        />
        {results.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {translate('nav.search.empty', { text: text.trim() })}
          </Typography>
        ) : (
          <List id={`${id}-list`} role="listbox" aria-label={translate('nav.search.results')} dense sx={{ mt: 1, maxHeight: 360, overflowY: 'auto' }}>
            {results.map((page, index) => {
              const Icon = iconOf(page);
              return (
                <ListItemButton
                  key={page.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === current}
                  selected={index === current}
                  tabIndex={-1}
                  onMouseMove={() => index !== current && setHighlighted(index)}
                  onClick={() => go(page)}
                  ref={index === current ? (element) => element?.scrollIntoView({ block: 'nearest' }) : undefined}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={translate(page.label)} />
                  {page.section && (
                    <Box component="span" sx={{ color: 'text.secondary', fontSize: 13, ml: 2, whiteSpace: 'nowrap' }}>
                      {translate(page.section)}
                    </Box>
                  )}
                </ListItemButton>
              );
            })}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
};
