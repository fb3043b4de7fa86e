// User menu entry on the embedded backend: back to the original demo data (after a confirmation).
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { forwardRef, useState } from 'react';
import { Confirm, useLogout, useTranslate, useUserMenu } from 'react-admin';

export const ResetDemoDataMenuItem = forwardRef<HTMLLIElement>((_, ref) => {
  const translate = useTranslate();
  const logout = useLogout();
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
          await fetch(`${import.meta.env.BASE_URL}__mock__/reset`, { method: 'POST' });
          await logout({ sessionAlreadyEnded: true, redirectTo: '/login' }, '/login');
        }}
      />
    </>
  );
});
ResetDemoDataMenuItem.displayName = 'ResetDemoDataMenuItem';
