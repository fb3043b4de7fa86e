// The current store's storefront, open or closed, as a switch in the header. Flipping it asks first; after the
// change the status is read back from the server and the switch shows that, never what was hoped for.
// Spec 001 §6 has no storefront code: it is part of the store, so 2001 (store view) shows the switch and 2002
// (store manage) lets it change.
import { Box, FormControlLabel, ListItemIcon, ListItemText, MenuItem, Switch, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { hasPermission } from '../../auth/permissions';
import { useAfterFirstScreen } from '../../transport/afterFirstScreen';
import { fetchStorefrontStatus, updateStorefrontStatus } from './storeCalls';

export const STOREFRONT_VIEW = '2001';
export const STOREFRONT_MANAGE = '2002';

/** A switch in the header bar, or an item of the user menu on a phone (the bar has no room for it there). */
export const StorefrontToggle = ({ inMenu = false }: { inMenu?: boolean }) => {
  const { identity } = useGetIdentity();
  if (!identity || !hasPermission(STOREFRONT_VIEW)) return null;
  const storeId = typeof identity.storeId === 'string' ? identity.storeId : '';
  const storeName = typeof identity.storeName === 'string' ? identity.storeName : '';
  return storeId ? <StorefrontSwitch storeId={storeId} storeName={storeName} inMenu={inMenu} /> : null;
};

const StorefrontSwitch = ({ storeId, storeName, inMenu }: { storeId: string; storeName: string; inMenu: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  // Asked once the first screen has its data: the switch is not what that screen is for.
  const status = useQuery({ queryKey: ['header', 'storefront', storeId], queryFn: fetchStorefrontStatus, enabled: useAfterFirstScreen() });
  const mayChange = hasPermission(STOREFRONT_MANAGE);
  const open = status.data === 'open';
  const next = open ? 'close' : 'open';

  const confirm = async () => {
    setSaving(true);
    try {
      await updateStorefrontStatus(next);
      const fresh = await status.refetch();
      if (fresh.data) notify(fresh.data === 'open' ? 'header.storefrontNowOpen' : 'header.storefrontNowClosed', { type: 'info' });
    } catch {
      // The transport has shown the server's message; the switch keeps showing the status as it was read.
    } finally {
      setSaving(false);
      setAsking(false);
    }
  };

  const statusText =
    status.data === undefined ? translate('header.storefrontUnknown') : translate(open ? 'header.storefrontOpen' : 'header.storefrontClosed');
  const menuItem = (
    <MenuItem
      role="menuitemcheckbox"
      aria-checked={open}
      disabled={!mayChange || status.data === undefined || saving}
      onClick={() => setAsking(true)}
    >
      <ListItemIcon>
        <Switch size="small" checked={open} tabIndex={-1} slotProps={{ input: { 'aria-hidden': true } }} sx={{ ml: -1 }} />
      </ListItemIcon>
      <ListItemText
        primary={statusText}
        secondary={mayChange ? undefined : translate('header.storefrontNoPermission')}
        slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
      />
    </MenuItem>
  );
  const control = (
    <FormControlLabel
      sx={{ mx: 1, '& .MuiFormControlLabel-label.Mui-disabled': { color: 'inherit', opacity: 0.7 } }}
      control={
        <Switch
          color="default"
          checked={open}
          disabled={!mayChange || status.data === undefined || saving}
          onChange={() => setAsking(true)}
          sx={{ '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': { bgcolor: 'success.light', opacity: 1 } }}
        />
      }
      label={statusText}
    />
  );

  return (
    <>
      {inMenu ? (
        menuItem
      ) : mayChange ? (
        control
      ) : (
        <Tooltip title={translate('header.storefrontNoPermission')}>
          <Box component="span">{control}</Box>
        </Tooltip>
      )}
      <Confirm
        isOpen={asking}
        loading={saving}
        title={open ? 'header.closeStorefrontTitle' : 'header.openStorefrontTitle'}
        content={open ? 'header.closeStorefrontText' : 'header.openStorefrontText'}
        contentTranslateOptions={{ store: storeName }}
        confirm={open ? 'header.closeStorefront' : 'header.openStorefront'}
        confirmColor={open ? 'warning' : 'primary'}
        onClose={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
};
