// en-US / zh-CN, available before and after login.
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useState } from 'react';
import { Confirm, useLocaleState, useTranslate, useUserMenu } from 'react-admin';
import { OpenedOnce } from '../engine/OpenedOnce';
import { isLocale, LOCALES, rememberChosenLocale } from '../i18n/locales';
import { hasUnsavedChanges } from './unsavedChanges';

/** A button (the header bar, the login page) or an item of the user menu (a phone, where the bar has no room). */
export const LanguageSwitch = ({ color = 'inherit', inMenu = false }: { color?: 'inherit' | 'primary'; inMenu?: boolean }) => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const userMenu = useUserMenu();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const current = LOCALES.find((entry) => entry.locale === locale) ?? LOCALES[0];
  // In the user menu, the menu closes once the language is switched (not while the discard question is open).
  const switchTo = (next: string) => {
    if (isLocale(next)) rememberChosenLocale(next);
    setLocale(next);
    if (inMenu) userMenu?.onClose();
  };
  const choose = (next: string) => {
    setAnchor(null);
    if (next === locale) return;
    if (hasUnsavedChanges()) setPending(next);
    else switchTo(next);
  };
  const label = `${translate('language.label')}: ${current.name}`;
  return (
    <>
      {inMenu ? (
        <MenuItem aria-label={label} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <ListItemIcon>
            <TranslateIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={current.name} secondary={translate('language.label')} />
        </MenuItem>
      ) : (
        <Button
          color={color}
          startIcon={<TranslateIcon />}
          aria-label={label}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {current.name}
        </Button>
      )}
      <OpenedOnce open={Boolean(anchor)}>
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {LOCALES.map((entry) => (
            <MenuItem key={entry.locale} selected={entry.locale === locale} lang={entry.locale} onClick={() => choose(entry.locale)}>
              {entry.name}
            </MenuItem>
          ))}
        </Menu>
      </OpenedOnce>
      <OpenedOnce open={pending !== null}>
        <Confirm
          isOpen={pending !== null}
          title="language.discardTitle"
          content="language.discardText"
          confirm="language.discardConfirm"
          onClose={() => setPending(null)}
          onConfirm={() => {
            setPending(null);
            if (pending) switchTo(pending);
          }}
        />
      </OpenedOnce>
    </>
  );
};
