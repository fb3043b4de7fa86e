// The list search box (spec 001 §5): submits on Enter, otherwise at most every 800 ms while typing, and sends
// an empty string when cleared.
import { IconButton, InputAdornment, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

export const SEARCH_THROTTLE_MS = 800;

export const SearchBox = ({ source = 'q' }: { source?: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const applied = String(filterValues[source] ?? '');
  const [text, setText] = useState(applied);
  const lastSent = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => setText(applied), [applied]);
  useEffect(() => () => clearTimeout(pending.current), []);

  const apply = (value: string) => {
    clearTimeout(pending.current);
    lastSent.current = Date.now();
    setFilters({ ...filterValues, [source]: value }, displayedFilters, false);
  };

  const change = (value: string) => {
    setText(value);
    clearTimeout(pending.current);
    const wait = SEARCH_THROTTLE_MS - (Date.now() - lastSent.current);
    if (wait <= 0) apply(value);
    else pending.current = setTimeout(() => apply(value), wait);
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
      placeholder={translate('ra.action.search')}
      size="small"
      hiddenLabel
      slotProps={{
        htmlInput: { 'aria-label': translate('ra.action.search'), type: 'search' },
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
      sx={{ minWidth: 260, mb: 1 }}
    />
  );
};
