// /frame/<key>: a menu entry with an external target, shown inside the console in a sandboxed frame (spec 000 §2),
// with a way out for sites that refuse to be framed.
import { Box, Button, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { pageTitleKey } from '../../config/menuEntries';
import { findPlaced } from '../menu/menuTree';
import { frameAddress, frameSandbox } from './frameAddress';

export const FramePage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const entry = findPlaced(useParams().key ?? '')?.entry;
  if (!entry?.external) return <Navigate to="/404" replace />;
  const label = translate(pageTitleKey(entry));
  const address = frameAddress(entry.external, locale, import.meta.env.BASE_URL);
  return (
    <Stack sx={{ flex: 1, minHeight: 0, p: 2, gap: 1 }}>
      <Title title={label} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h1">
          {label}
        </Typography>
        <Button size="small" href={address} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon fontSize="small" />}>
          {translate('nav.frame.openOutside')}
        </Button>
      </Stack>
      <Box
        component="iframe"
        key={address}
        src={address}
        title={label}
        sandbox={frameSandbox(address, window.location.origin)}
        referrerPolicy="no-referrer"
        sx={{ flex: 1, minHeight: 480, width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      />
    </Stack>
  );
};
