// The notification drawer (spec 000 §2 Home, 400 px): the inbox list, or one message opened from it. Closing the
// drawer goes back to the list, so the next opening starts from the newest messages.
import { Drawer } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DrawerHeader } from './DrawerHeader';
import { drawerPaper, NOTIFICATION_DRAWER_WIDTH } from './drawerWidths';
import { NotificationDetail } from './NotificationDetail';
import { NotificationList } from './NotificationList';
import type { NotificationMessage } from './types';

export interface NotificationDrawerProps {
  open: boolean;
  onClose: () => void;
  hasUnread: boolean;
}

export const NotificationDrawer = ({ open, onClose, hasUnread }: NotificationDrawerProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [opened, setOpened] = useState<NotificationMessage | null>(null);
  const [search, setSearch] = useState('');
  const close = () => {
    setOpened(null);
    onClose();
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: drawerPaper(NOTIFICATION_DRAWER_WIDTH) } }}
    >
      <DrawerHeader id={titleId} title={translate('notifications.title')} onClose={close} />
      {opened ? (
        <NotificationDetail message={opened} onBack={() => setOpened(null)} onLeave={close} />
      ) : (
        <NotificationList active={open} search={search} onSearch={setSearch} hasUnread={hasUnread} onOpen={setOpened} />
      )}
    </Drawer>
  );
};
