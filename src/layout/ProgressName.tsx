// Every spinner and progress bar is named "Loading" for a screen reader (axe: aria-progressbar-name), in the user's
// language: the theme points MUI's progress indicators here by default (theme.ts), react-admin's own included.
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { VISUALLY_HIDDEN } from './visuallyHidden';

export const PROGRESS_NAME_ID = 'progress-name';

export const ProgressName = () => {
  const translate = useTranslate();
  return (
    <Box component="span" id={PROGRESS_NAME_ID} sx={VISUALLY_HIDDEN}>
      {translate('ra.page.loading')}
    </Box>
  );
};
