// en-US / zh-CN, available before and after login.
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../i18n/locales';

export const LanguageSwitch = ({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = LOCALES.find((entry) => entry.locale === locale) ?? LOCALES[0];
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
            onClick={() => {
              setLocale(entry.locale);
              setAnchor(null);
            }}
          >
            {entry.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
