// /addStakeholder: a partnership's or company's stakeholders, added, edited and removed before going on; the
// running total of their shares shows how far from 100 % they are, and the server's CheckStakeHolder decides
// (src/config/businessSetup/shareRule.ts) before the bank details.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatMobileDisplay } from '../../format/mobile';
import { useStepCall } from '../resetPassword/useStepCall';
import { checkStakeholders, loadStakeholders, removeStakeholder, type Stakeholder } from './businessCalls';
import { sharesTotal } from '../../config/businessSetup/shareRule';
import { StakeholderDialog } from './StakeholderDialog';
import { SetupStepButtons } from './SetupStepButtons';
import { StepHeading } from './StepHeading';
import { useSetup } from './setupContext';
import { SETUP_PATHS } from '../../config/businessSetup/setupSteps';

const fullName = (person: Stakeholder) => [person.firstName, person.middleName, person.surname].filter(Boolean).join(' ');

export const StakeholdersStep = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { reload } = useSetup();
  const [people, setPeople] = useState<Stakeholder[] | null>(null);
  const [editing, setEditing] = useState<Stakeholder | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Stakeholder | null>(null);
  const { busy, error, run } = useStepCall();

  const refresh = useCallback(() => loadStakeholders().then(setPeople), []);
  useEffect(() => {
    refresh().catch(() => setPeople([]));
  }, [refresh]);

  const next = () =>
    run(async () => {
      await checkStakeholders();
      await reload();
      navigate(SETUP_PATHS.bank);
    });

  // A dialog closes only once the list under it shows the change: closed first, the list would grow or shrink a
  // moment later and move the Add button under a pointer already on its way to it.
  const confirmRemove = () =>
    run(async () => {
      if (removing?.stakeholderId) await removeStakeholder(removing.stakeholderId);
      try {
        await refresh();
      } finally {
        setRemoving(null);
      }
    });

  const total = sharesTotal((people ?? []).map((person) => person.share ?? 0));

  return (
    <Stack spacing={2}>
      <StepHeading page="stakeholders" />
      {/* A line's room, left blank, while the list loads: appearing from nothing, it moved 'Continue later' and the
          buttons down under a pointer already on its way (a click that then landed beside the link, seen in CI). */}
      {people === null && <Typography aria-hidden>{'\u00a0'}</Typography>}
      {people && people.length === 0 && <Typography>{translate('businessSetup.stakeholders.empty')}</Typography>}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(people ?? []).map((person) => {
          const name = fullName(person);
          return (
            <Paper component="li" variant="outlined" key={person.stakeholderId} sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[translate(`enums.designation.${person.designation}`), translate('businessSetup.stakeholders.share', { share: person.share ?? 0 }), formatMobileDisplay(person.mblNo ?? '')].join(' · ')}
                </Typography>
              </Box>
              <IconButton aria-label={translate('businessSetup.stakeholders.edit', { name })} onClick={() => setEditing(person)}>
                <EditOutlinedIcon />
              </IconButton>
              <IconButton aria-label={translate('businessSetup.stakeholders.remove', { name })} onClick={() => setRemoving(person)}>
                <DeleteOutlineIcon />
              </IconButton>
            </Paper>
          );
        })}
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Button startIcon={<AddIcon />} onClick={() => setEditing(null)}>
          {translate('businessSetup.stakeholders.add')}
        </Button>
        <Typography sx={{ fontWeight: 600 }} color={total === 100 ? 'success.main' : 'text.primary'}>
          {translate('businessSetup.stakeholders.total', { total })}
        </Typography>
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <SetupStepButtons back={SETUP_PATHS.form} onNext={next} disabled={busy || people === null} />
      {editing !== undefined && (
        <StakeholderDialog
          editing={editing}
          onClose={() => setEditing(undefined)}
          onSaved={async () => {
            // Saved is saved: a list that then fails to load keeps the old rows rather than the dialog open.
            await refresh().catch(() => undefined);
            setEditing(undefined);
          }}
        />
      )}
      {removing && (
        <Dialog open onClose={() => setRemoving(null)} aria-labelledby="remove-stakeholder">
          <DialogTitle id="remove-stakeholder">{translate('businessSetup.stakeholders.removeTitle', { name: fullName(removing) })}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate('businessSetup.stakeholders.removeText', { name: fullName(removing) })}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRemoving(null)}>{translate('businessSetup.stakeholders.cancel')}</Button>
            <Button color="error" variant="contained" onClick={confirmRemove} disabled={busy}>
              {translate('businessSetup.stakeholders.remove', { name: fullName(removing) })}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
};
