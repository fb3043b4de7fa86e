// The header's bell: a dot while SelectUnreadCount is not 0 (spec 001 §4), and the notification drawer behind it.
import { Badge, Box, IconButton } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useHint } from '../engine/hint/useHint';
import { OpenedOnce } from '../engine/OpenedOnce';
import { useAfterFirstScreen } from '../transport/afterFirstScreen';
import { isLoggedIn } from '../transport/session';

import { useUnreadCount } from './notificationQueries';
import { VISUALLY_HIDDEN } from '../layout/visuallyHidden';

// The dot is drawn, not read out; screen readers get the same fact as the button's description.

// The drawer's code loads when the bell is first opened, not with the console.
const NotificationDrawer = lazy(() => import('./NotificationDrawer').then((module) => ({ default: module.NotificationDrawer })));

// Messages are a signed-in person's own: a visitor on the tour has no bell.
export const NotificationBell = () => (isLoggedIn() ? <SignedInBell /> : null);

const SignedInBell = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // The count is not what the first screen is for: it is asked once that screen has its data.
  const unread = useUnreadCount(useAfterFirstScreen()).data ?? 0;
  const hintId = useId();
  // No hint while the drawer is open: the pointer still rests on the bell, and its tip would float over the drawer.
  const hint = useHint(open ? '' : translate('notifications.title'));
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('notifications.title')}
        aria-describedby={unread > 0 ? hintId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        {...hint}
      >
        <Badge color="secondary" variant="dot" invisible={unread === 0} overlap="circular">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {unread > 0 && (
        <Box component="span" id={hintId} sx={VISUALLY_HIDDEN}>
          {translate('notifications.unreadHint')}
        </Box>
      )}
      {/* Kept mounted once opened, so the drawer can play its closing transition. */}
      <OpenedOnce open={open}>
        <Suspense fallback={null}>
          <NotificationDrawer open={open} onClose={() => setOpen(false)} hasUnread={unread > 0} />
        </Suspense>
      </OpenedOnce>
    </>
  );
};
