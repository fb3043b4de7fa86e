// User menu entry on the embedded backend: back to the original demo data (after a confirmation).
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { forwardRef, useState } from 'react';
import { Confirm, useLogout, useNotify, useTranslate, useUserMenu } from 'react-admin';

export const ResetDemoDataMenuItem = forwardRef<HTMLLIElement>((_, ref) => {
  const translate = useTranslate();
  const logout = useLogout();
  const notify = useNotify();
  const userMenu = useUserMenu();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <MenuItem ref={ref} onClick={() => setConfirming(true)}>
        <ListItemIcon>
          <RestartAltIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('demo.reset')}</ListItemText>
      </MenuItem>
      <Confirm
        isOpen={confirming}
        title="demo.resetConfirmTitle"
        content="demo.resetConfirmText"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          userMenu?.onClose();
          const answer = await fetch(`${import.meta.env.BASE_URL}__mock__/reset`, { method: 'POST' }).catch(() => undefined);
          // Signed out over data that was not reset, a person would take the old data for the original.
          if (!answer?.ok) {
            notify('demo.resetFailed', { type: 'error' });
            return;
          }
          await logout({ sessionAlreadyEnded: true, redirectTo: '/login' }, '/login');
          notify('demo.resetDone', { type: 'success' });
        }}
      />
    </>
  );
});
ResetDemoDataMenuItem.displayName = 'ResetDemoDataMenuItem';
