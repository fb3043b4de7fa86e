// Delete asks first, then removes the message and goes back to the list (spec 001 §4).
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { deleteNotification } from './notificationCalls';
import { useInboxCache } from './notificationQueries';

export const DeleteNotificationButton = ({ messId, onDeleted }: { messId: string; onDeleted: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const inbox = useInboxCache();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteNotification(messId);
      setConfirming(false);
      notify('notifications.deleted', { type: 'success' });
      inbox.forget(messId);
      onDeleted();
      await inbox.refresh();
    } catch {
      // The transport has already shown the server's message; the dialog stays for another try or Cancel.
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
        {translate('ra.action.delete')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={deleting}
        title="notifications.deleteTitle"
        content="notifications.deleteText"
        confirm="ra.action.delete"
        confirmColor="warning"
        onClose={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </>
  );
};
