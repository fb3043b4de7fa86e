// Sharing a message (spec 000 §2: a drawer 800 px wide with a beneficiary picker). Share stays disabled until
// exactly one beneficiary is chosen (spec 001 §5 "Sharing a notification needs one beneficiary").
import { Box, Button, Drawer, Paper, Stack, Typography } from '@mui/material';
import ShareIcon from '@mui/icons-material/Share';
import { useEffect, useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { BeneficiaryPicker } from './BeneficiaryPicker';
import { DrawerHeader } from './DrawerHeader';
import { drawerPaper, SHARE_DRAWER_WIDTH } from './drawerWidths';
import { shareNotification } from './notificationCalls';
import type { BeneficiaryOption, NotificationMessage } from './types';

export interface ShareDrawerProps {
  open: boolean;
  message: NotificationMessage;
  onClose: () => void;
}

export const ShareDrawer = ({ open, message, onClose }: ShareDrawerProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [chosen, setChosen] = useState<BeneficiaryOption | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!open) setChosen(null);
  }, [open]);

  const share = async () => {
    if (!chosen) return;
    setSending(true);
    try {
      await shareNotification(message.messId, chosen);
      notify('notifications.share.done', { type: 'success', messageArgs: { name: chosen.bnfName } });
      onClose();
    } catch {
      // The transport has already shown the server's message; the choice stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: drawerPaper(SHARE_DRAWER_WIDTH) } }}
    >
      <DrawerHeader id={titleId} title={translate('notifications.share.title')} onClose={onClose} />
      <Stack spacing={2} sx={{ p: 2, flex: 1, minHeight: 0 }}>
        <Paper variant="outlined" sx={{ p: 2, bgcolor: 'grey.50' }}>
          <Typography variant="overline" color="text.secondary">
            {translate('notifications.share.message')}
          </Typography>
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
            {message.messTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {message.messText}
          </Typography>
        </Paper>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {translate('notifications.share.choose')}
        </Typography>
        <BeneficiaryPicker chosen={chosen} onChoose={setChosen} />
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', alignItems: 'center', p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} aria-live="polite">
          {chosen ? translate('notifications.share.chosen', { name: chosen.bnfName }) : translate('notifications.share.chooseHint')}
        </Typography>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" startIcon={<ShareIcon />} disabled={!chosen || sending} onClick={() => void share()}>
          {translate('notifications.share.send')}
        </Button>
      </Box>
    </Drawer>
  );
};
