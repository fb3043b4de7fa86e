// The box where the server's figures for what is being typed appear: what to type first, 'Calculating…' while the
// server works, the figures once they are for what is on screen, or that they could not be worked out. A polite live
// region, so a screen reader hears the figures arrive.
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface LiveFiguresBoxProps {
  title: string;
  kind: 'waiting' | 'working' | 'ready' | 'refused';
  texts: { waiting: string; working: string; failed: string };
  note?: string;
  children?: ReactNode;
}

export const LiveFiguresBox = ({ title, kind, texts, note, children }: LiveFiguresBoxProps) => {
  let content;
  if (kind === 'ready') content = children;
  else if (kind === 'working') {
    content = (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CircularProgress size={18} aria-hidden />
        <Typography>{texts.working}</Typography>
      </Stack>
    );
  } else content = <Typography color="text.secondary">{kind === 'waiting' ? texts.waiting : texts.failed}</Typography>;
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-busy={kind === 'working'}
      aria-label={title}
      sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', minHeight: 96 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {content}
      {kind === 'ready' && note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {note}
        </Typography>
      )}
    </Box>
  );
};
