// Choosing the home page's quick access options: tick up to `max` of the pages this user may open. A counter
// says how many are chosen; at the limit the unticked options are disabled. Save stores the picks; Cancel
// leaves them as they were.
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { pageTitleKey, type MenuEntry } from '../config/menuEntries';
import { entryIcon } from '../layout/menu/menuTree';
import { toggleChoice } from './quickAccessChoices';

interface QuickAccessDialogProps {
  open: boolean;
  choices: readonly MenuEntry[];
  picked: readonly string[];
  max: number;
  saving: boolean;
  onCancel: () => void;
  onSave: (keys: string[]) => void;
}

export const QuickAccessDialog = (props: QuickAccessDialogProps) => (
  // Mounted only while open, so every opening starts from the saved picks.
  <Dialog open={props.open} onClose={props.saving ? undefined : props.onCancel} maxWidth="sm" fullWidth aria-labelledby="quick-access-title">
    {props.open && <QuickAccessForm {...props} />}
  </Dialog>
);

const QuickAccessForm = ({ choices, picked, max, saving, onCancel, onSave }: QuickAccessDialogProps) => {
  const translate = useTranslate();
  const [selected, setSelected] = useState<string[]>(() => picked.filter((key) => choices.some((entry) => entry.key === key)));
  const full = selected.length >= max;
  return (
    <>
      <DialogTitle id="quick-access-title">{translate('home.quickAccessChoose')}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('home.quickAccessHint', { max })}
          </Typography>
          <Typography variant="body2" role="status" aria-live="polite" sx={{ fontWeight: 700, whiteSpace: 'nowrap', ml: 2 }}>
            {translate('home.quickAccessCount', { count: selected.length, max })}
          </Typography>
        </Stack>
        {full && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate('home.quickAccessFull', { max })}
          </Alert>
        )}
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          {choices.map((entry) => {
            const Icon = entryIcon(entry);
            const checked = selected.includes(entry.key);
            return (
              <FormControlLabel
                key={entry.key}
                disabled={saving || (!checked && full)}
                control={<Checkbox checked={checked} onChange={() => setSelected((current) => toggleChoice(current, entry.key, max))} />}
                label={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Icon fontSize="small" color={!checked && full ? 'disabled' : 'action'} />
                    <span>{translate(pageTitleKey(entry))}</span>
                  </Stack>
                }
              />
            );
          })}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => onSave(selected)} disabled={saving}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </>
  );
};
