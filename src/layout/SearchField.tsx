// The search box of spec 001 §5: submits on Enter, otherwise at most every 800 ms while typing, and sends an
// empty string when cleared. Lists bind it to their filter (engine SearchBox); drawers and pickers to their state.
import { IconButton, InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

export const SEARCH_THROTTLE_MS = 800;

// type="search" gives Chromium its own clear button next to ours; one is enough.
const HIDE_NATIVE_CLEAR = { '& input::-webkit-search-cancel-button': { display: 'none' } };

export interface SearchFieldProps {
  /** The search in force; the box follows it when it changes from outside. */
  value: string;
  onSearch: (value: string) => void;
  /** Accessible name and placeholder; 'Search' by default. */
  label?: string;
  sx?: SxProps<Theme>;
  fullWidth?: boolean;
}

export const SearchField = ({ value, onSearch, label, sx, fullWidth }: SearchFieldProps) => {
  const translate = useTranslate();
  const [text, setText] = useState(value);
  const lastSent = useRef(0);
  // The searches this box has sent and the list has not yet answered with the last of: when the list answers with
  // any of them, the merchant has usually typed on since, and taking it back into the box would drop those keys
  // ('SO26…' read as 'S26…'; an answer to 'S' arriving after 'SO26112' was sent reset the box to 'S'). Only a
  // search set from outside (Clear filters, another tab, the address) replaces what is in the box.
  const sentValues = useRef<string[]>([value]);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const name = label ?? translate('ra.action.search');

  useEffect(() => {
    const sent = sentValues.current;
    if (sent.includes(value)) {
      if (value === sent[sent.length - 1]) sentValues.current = [value];
      return;
    }
    sentValues.current = [value];
    setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(pending.current), []);

  const apply = (next: string) => {
    clearTimeout(pending.current);
    lastSent.current = Date.now();
    sentValues.current = [...sentValues.current, next];
    setText(next);
    onSearch(next);
  };

  const change = (next: string) => {
    setText(next);
    clearTimeout(pending.current);
    const wait = SEARCH_THROTTLE_MS - (Date.now() - lastSent.current);
    if (wait <= 0) apply(next);
    else pending.current = setTimeout(() => apply(next), wait);
  };

  return (
    <TextField
      value={text}
      onChange={(event) => change(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply(text);
        }
      }}
      placeholder={name}
      size="small"
      hiddenLabel
      fullWidth={fullWidth}
      slotProps={{
        htmlInput: { 'aria-label': name, type: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton size="small" aria-label={translate('ra.action.clear_input_value')} onClick={() => apply('')}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
      sx={[HIDE_NATIVE_CLEAR, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
};
