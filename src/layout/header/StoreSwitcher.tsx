// The current store, in the header. With several stores it opens a menu of them (head office marked, current
// one checked); choosing one makes it current on the server and reloads every page's data for that store.
// Whether there are several comes from the user information read at login (storeList); the store list itself
// (QueryStoreList) is read when the menu opens, so pages that never open it cost no call. Suspended stores are not
// offered: nobody can work in one (the server refuses the switch).
import { Box, Button, Chip, CircularProgress, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetIdentity, useNotify, useRefresh, useTranslate, useUserMenu } from 'react-admin';
import { changeCurrentStore, getUserInformation } from '../../auth/authProvider';
import { useHint } from '../../engine/hint/useHint';
import { OpenedOnce } from '../../engine/OpenedOnce';
import { fetchStores, SUSPENDED_STORE, switchableStores, type StoreOption } from './storeCalls';

const nameSx = { maxWidth: 340, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** In the header bar (a desk) or as an item of the user menu (a phone, where the bar has no room for it). */
export const StoreSwitcher = ({ inMenu = false }: { inMenu?: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const userMenu = useUserMenu();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const hint = useHint(translate('header.switchStore'));
  // Read again at each opening, so stores added or renamed in Store Management meanwhile are there.
  const stores = useQuery({ queryKey: ['header', 'stores'], queryFn: fetchStores, enabled: Boolean(anchor) });
  const currentId = typeof identity?.storeId === 'string' ? identity.storeId : undefined;
  const listed = stores.data && switchableStores(stores.data, currentId);
  const currentName = typeof identity?.storeName === 'string' ? identity.storeName : '';
  if (!currentName) return null;

  const label = `${translate('header.store')}: ${currentName}`;
  // A server that leaves storeList out gets the menu: the list it opens tells.
  const knownStores = getUserInformation()?.storeList;
  const storeCount = listed?.length ?? (knownStores && switchableStores(knownStores, currentId).length);
  if (storeCount !== undefined && storeCount <= 1) {
    if (inMenu) {
      return (
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <ListItemIcon>
            <StorefrontIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={currentName} secondary={translate('header.store')} slotProps={{ primary: { sx: { whiteSpace: 'normal' } } }} />
        </MenuItem>
      );
    }
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mx: 1 }} aria-label={label} role="group">
        <StorefrontIcon fontSize="small" />
        <Typography variant="body2" sx={nameSx} title={currentName}>
          {currentName}
        </Typography>
      </Box>
    );
  }

  const choose = async (store: StoreOption) => {
    if (store.storeId === currentId) {
      setAnchor(null);
      return;
    }
    setSwitching(store.storeId);
    try {
      await changeCurrentStore(store.storeId);
      setAnchor(null);
      if (inMenu) userMenu?.onClose();
      // Every query re-runs: the identity (store name), lists scoped to the store, the storefront status.
      refresh();
      notify('header.storeChanged', { type: 'info', messageArgs: { store: store.storeName } });
    } catch {
      // The transport has shown the server's message; the current store is unchanged.
    } finally {
      setSwitching(null);
    }
  };

  const trigger = inMenu ? (
    <MenuItem aria-label={label} aria-haspopup="menu" aria-expanded={Boolean(anchor)} onClick={(event) => setAnchor(event.currentTarget)}>
      <ListItemIcon>
        <StorefrontIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={currentName} secondary={translate('header.switchStore')} slotProps={{ primary: { sx: { whiteSpace: 'normal' } } }} />
    </MenuItem>
  ) : (
    <Button
      color="inherit"
      startIcon={<StorefrontIcon />}
      endIcon={<ExpandMoreIcon />}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={Boolean(anchor)}
      onClick={(event) => setAnchor(event.currentTarget)}
      sx={{ textTransform: 'none', mx: 1 }}
      {...hint}
    >
      <Box component="span" sx={nameSx}>
        {currentName}
      </Box>
    </Button>
  );

  return (
    <>
      {trigger}
      <OpenedOnce open={Boolean(anchor)}>
        <Menu
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={() => setAnchor(null)}
          slotProps={{
            list: { 'aria-label': translate('header.storeMenu') },
            paper: { sx: { minWidth: { xs: 280, sm: 360 }, maxWidth: 'calc(100vw - 32px)', maxHeight: 440 } },
          }}
        >
          {stores.isPending && (
            <MenuItem disabled>
              <ListItemIcon>
                <CircularProgress size={18} />
              </ListItemIcon>
              <ListItemText>{translate('header.storesLoading')}</ListItemText>
            </MenuItem>
          )}
          {stores.isError && (
            <MenuItem onClick={() => void stores.refetch()}>
              <ListItemText primary={translate('header.storesFailed')} secondary={translate('header.retry')} />
            </MenuItem>
          )}
          {listed?.map((store) => {
            const current = store.storeId === currentId;
            return (
              <MenuItem
                key={store.storeId}
                role="menuitemradio"
                aria-checked={current}
                selected={current}
                disabled={switching !== null}
                onClick={() => void choose(store)}
              >
                <ListItemIcon>
                  {switching === store.storeId ? <CircularProgress size={18} /> : current ? <CheckIcon fontSize="small" /> : null}
                </ListItemIcon>
                <ListItemText
                  primary={store.storeName}
                  secondary={store.storeStatus === SUSPENDED_STORE ? translate('enums.storeStatus.C') : undefined}
                />
                {store.headOffFlg === 'Y' && (
                  <Chip label={translate('header.headOffice')} size="small" color="primary" variant="outlined" sx={{ ml: 2 }} />
                )}
              </MenuItem>
            );
          })}
        </Menu>
      </OpenedOnce>
    </>
  );
};
