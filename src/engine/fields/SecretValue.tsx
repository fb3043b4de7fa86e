// A key the merchant needs now and then (an IPN signing key): masked to its last four characters until asked for,
// so it is not read over a shoulder or caught in a screenshot.
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { maskLastFour } from '../../format/mask';

export const maskSecret = maskLastFour;

export const SecretValue = ({ value }: { value: string }) => {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  const label = translate(shown ? 'engine.secret.hide' : 'engine.secret.show');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {shown ? value : maskSecret(value)}
      </Typography>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} aria-pressed={shown} onClick={() => setShown(!shown)}>
          {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Stack>
  );
};
