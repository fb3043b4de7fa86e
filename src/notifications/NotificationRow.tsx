// One message in the list: unread marker, title, the start of the text, and when it came (today's time,
// 'Yesterday', a weekday within the week, else the date: spec 001 §9).
import { Box, ListItem, ListItemButton, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { dayLabel } from '../format/dates';
import { isUnread, type NotificationMessage } from './types';

export const NotificationRow = ({ message, onOpen }: { message: NotificationMessage; onOpen: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const unread = isUnread(message);
  const when = dayLabel(message.sndDt, message.sndTm, new Date(), locale, translate('time.yesterday'));
  return (
    <ListItem disablePadding divider>
      <ListItemButton onClick={onOpen} sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5 }}>
        <Box sx={{ width: 8, pt: 0.9, flexShrink: 0 }}>
          {unread && (
            <Box
              component="span"
              role="img"
              aria-label={translate('notifications.unread')}
              sx={{ display: 'block', width: 8, height: 8, borderRadius: '50%', bgcolor: 'secondary.main' }}
            />
          )}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography variant="subtitle2" component="span" noWrap sx={{ flex: 1, fontWeight: unread ? 700 : 500 }}>
              {message.messTitle}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {when}
            </Typography>
          </Box>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {message.messText}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
};
