// The title bar of the notification and share drawers: a heading that names the drawer, and a close button.
import { Box, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';

export const DrawerHeader = ({ id, title, onClose }: { id: string; title: string; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography id={id} variant="h6" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
        {title}
      </Typography>
      <IconButton aria-label={translate('ra.action.close')} onClick={onClose} edge="end">
        <CloseIcon />
      </IconButton>
    </Box>
  );
};
