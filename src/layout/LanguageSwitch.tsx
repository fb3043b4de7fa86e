// en-US / zh-CN, available before and after login.
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useState } from 'react';
import { Confirm, useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../i18n/locales';
import { hasUnsavedChanges } from './unsavedChanges';

export const LanguageSwitch = ({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const current = LOCALES.find((entry) => entry.locale === locale) ?? LOCALES[0];
  const choose = (next: string) => {
    setAnchor(null);
    if (next === locale) return;
    if (hasUnsavedChanges()) setPending(next);
    else setLocale(next);
  };
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        aria-label={`${translate('language.label')}: ${current.name}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {current.name}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map((entry) => (
          <MenuItem
            key={entry.locale}
            selected={entry.locale === locale}
            lang={entry.locale}
            onClick={() => choose(entry.locale)}
          >
            {entry.name}
          </MenuItem>
        ))}
      </Menu>
      <Confirm
        isOpen={pending !== null}
        title="language.discardTitle"
        content="language.discardText"
        confirm="language.discardConfirm"
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (pending) setLocale(pending);
          setPending(null);
        }}
      />
    </>
  );
};
