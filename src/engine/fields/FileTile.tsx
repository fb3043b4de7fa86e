// One stored file as a tile: a picture's thumbnail, or a document's icon and name linking to it; with a remove
// button where the file may be taken away.
import { Box, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionIcon from '@mui/icons-material/Description';
import { useTranslate } from 'react-admin';
import type { UploadRule } from '../../validation/entityTypes';
import { useStoredFileUrl } from './useStoredFileUrl';

/** A file field's value as a list of file ids: one id, several, or none. */
export const fileIdsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '') : typeof value === 'string' && value ? [value] : [];

export const FileTile = ({ fileId, kind, name, onRemove }: { fileId: string; kind: UploadRule['kind']; name: string; onRemove?: () => void }) => {
  const translate = useTranslate();
  const stored = useStoredFileUrl(fileId, name);
  return (
    <Box
      sx={{
        position: 'relative',
        width: 104,
        height: 104,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.50',
      }}
    >
      {stored.state === 'loading' ? (
        <Skeleton variant="rectangular" width="100%" height="100%" role="progressbar" aria-label={translate('common.fileLoading', { name })} />
      ) : stored.state === 'failed' ? (
        <Stack role="img" aria-label={name} alignItems="center" justifyContent="center" sx={{ height: '100%', p: 1, color: 'text.secondary' }}>
          <BrokenImageIcon color="action" />
          <Typography variant="caption" sx={{ textAlign: 'center' }}>
            {translate('common.fileUnavailable')}
          </Typography>
        </Stack>
      ) : kind === 'image' ? (
        <Box component="img" src={stored.url} alt={name} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <Stack
          component="a"
          href={stored.url}
          target="_blank"
          rel="noreferrer"
          alignItems="center"
          justifyContent="center"
          sx={{
            height: '100%',
            p: 1,
            color: 'text.primary',
            textDecoration: 'none',
          }}
        >
          <DescriptionIcon color="action" />
          <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }}>
            {name}
          </Typography>
        </Stack>
      )}
      {onRemove && (
        <Tooltip title={translate('common.remove')}>
          <IconButton
            size="small"
            aria-label={translate('common.removeFile', { name })}
            onClick={onRemove}
            sx={{
              position: 'absolute',
              top: 2,
              right: 2,
              bgcolor: 'rgba(255,255,255,0.85)',
              '&:hover': { bgcolor: 'common.white' },
            }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
};
