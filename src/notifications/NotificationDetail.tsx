// One message, opened from the list. Opening an unread message marks it read (spec 001 §4); a loan notice links
// to the loan pages, a split bill shows its order and the way to pay it. Share and Delete act on the message.
import { Box, Button, Divider, Link, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { hasPermission } from '../auth/permissions';
import { formatDisplayDateTime } from '../format/dates';
import { DeleteNotificationButton } from './DeleteNotificationButton';
import { markRead } from './notificationCalls';
import { useInboxCache } from './notificationQueries';
import { ShareDrawer } from './ShareDrawer';
import { ShareNotificationButton } from './ShareNotificationButton';
import { SplitBillDetail } from './SplitBillDetail';
import { isUnread, MESSAGE_TYPE, type NotificationMessage } from './types';

/** Where a loan notice's "View more" leads (spec 000 §2 Finance: the loan pages). */
export const LOAN_PAGE = '/finance/loan/index';
const TERM_LOAN_PERMISSION = '17';

export interface NotificationDetailProps {
  message: NotificationMessage;
  onBack: () => void;
  /** Closes the whole drawer, for links that go to another page. */
  onLeave: () => void;
}

export const NotificationDetail = ({ message, onBack, onLeave }: NotificationDetailProps) => {
  const translate = useTranslate();
  const inbox = useInboxCache();
  const [sharing, setSharing] = useState(false);
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (!isUnread(message) || marked.current === message.messId) return;
    marked.current = message.messId;
    markRead(message.messId).then(
      () => {
        inbox.markSeen(message.messId);
        return inbox.refresh();
      },
      () => undefined,
    );
  }, [message, inbox]);

  return (
    <Stack sx={{ flex: 1, minHeight: 0 }}>
      <Box sx={{ px: 1, py: 1 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          {translate('notifications.backToList')}
        </Button>
      </Box>
      <Divider />
      <Stack spacing={2} sx={{ p: 2, flex: 1, overflowY: 'auto' }}>
        <Box>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {message.messTitle}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDisplayDateTime(message.sndDt, message.sndTm)}
          </Typography>
        </Box>
        {message.messPic && <Box component="img" src={message.messPic} alt="" sx={{ maxWidth: '100%', borderRadius: 1 }} />}
        <Typography variant="body1" sx={{ whiteSpace: 'pre-line' }}>
          {message.messText}
        </Typography>
        {message.messTyp === MESSAGE_TYPE.loan && hasPermission(TERM_LOAN_PERMISSION) && (
          <Link component={RouterLink} to={LOAN_PAGE} onClick={onLeave} sx={{ fontWeight: 600, alignSelf: 'flex-start' }}>
            {translate('notifications.viewMore')}
          </Link>
        )}
        {message.messTyp === MESSAGE_TYPE.splitBill && message.ordNo && <SplitBillDetail message={message} onLeave={onLeave} />}
      </Stack>
      <Divider />
      <Stack direction="row" spacing={1} sx={{ p: 2, justifyContent: 'flex-end' }}>
        <ShareNotificationButton onClick={() => setSharing(true)} />
        <DeleteNotificationButton messId={message.messId} onDeleted={onBack} />
      </Stack>
      <ShareDrawer open={sharing} message={message} onClose={() => setSharing(false)} />
    </Stack>
  );
};
