// The drawer's list: search, "Read all", and the messages newest first (NotificationList, offset 0, limit 99999).
import { Box, Button, CircularProgress, List, Stack, Typography } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { SearchField } from '../layout/SearchField';
import { markAllRead } from './notificationCalls';
import { useInboxCache, useNotificationList } from './notificationQueries';
import { NotificationRow } from './NotificationRow';
import type { NotificationMessage } from './types';
import { RetryAlert } from './RetryAlert';

export interface NotificationListProps {
  /** Whether the drawer is open: the list is fetched only then. */
  active: boolean;
  search: string;
  onSearch: (search: string) => void;
  hasUnread: boolean;
  onOpen: (message: NotificationMessage) => void;
}

export const NotificationList = ({ active, search, onSearch, hasUnread, onOpen }: NotificationListProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const inbox = useInboxCache();
  const { data, isPending, isError, refetch } = useNotificationList(search, active);
  const [readingAll, setReadingAll] = useState(false);

  const readAll = async () => {
    setReadingAll(true);
    try {
      await markAllRead();
      await inbox.refresh();
      notify('notifications.allRead', { type: 'success' });
    } catch {
      // The transport has already shown the server's message.
    } finally {
      setReadingAll(false);
    }
  };

  return (
    <Stack sx={{ flex: 1, minHeight: 0 }}>
      <Stack direction="row" spacing={1} sx={{ px: 2, pt: 2, pb: 1, alignItems: 'center' }}>
        <SearchField value={search} onSearch={onSearch} label={translate('notifications.search')} fullWidth />
        <Button
          startIcon={<DoneAllIcon />}
          onClick={() => void readAll()}
          disabled={!hasUnread || readingAll}
          sx={{ flexShrink: 0 }}
        >
          {translate('notifications.readAll')}
        </Button>
      </Stack>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress size={32} />
          </Box>
        ) : isError ? (
          <RetryAlert message="notifications.loadFailed" onRetry={() => void refetch()} sx={{ m: 2 }} />
        ) : data.list.length === 0 ? (
          <Stack spacing={1} sx={{ alignItems: 'center', py: 8, px: 3, color: 'text.secondary', textAlign: 'center' }}>
            <NotificationsNoneIcon sx={{ fontSize: 48, opacity: 0.5 }} />
            <Typography>{translate(search ? 'notifications.noMatch' : 'notifications.empty', { search })}</Typography>
          </Stack>
        ) : (
          <List disablePadding aria-label={translate('notifications.listLabel')}>
            {data.list.map((message) => (
              <NotificationRow key={message.messId} message={message} onOpen={() => onOpen(message)} />
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
};
