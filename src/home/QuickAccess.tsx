// The home page's quick access (spec 000 §2: "quick access where the user selects 8 options"): the user's picks
// as tiles that open their pages, an Edit button, and an empty state that explains how to pick.
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import AppsIcon from '@mui/icons-material/Apps';
import EditIcon from '@mui/icons-material/Edit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { menuDefinitions } from '../engine/registry';
import { visibleEntries } from '../layout/menu/menuTree';
import { fetchQuickAccessOffer, fetchQuickAccessPicks, saveQuickAccessPicks } from './homeCalls';
import { pickedEntries, quickAccessChoices } from './quickAccessChoices';
import { QuickAccessDialog } from './QuickAccessDialog';
import { QuickAccessTile } from './QuickAccessTile';

const PICKS_KEY = ['home', 'quickAccess', 'picks'];

export const QuickAccess = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const offer = useQuery({ queryKey: ['home', 'quickAccess', 'offer'], queryFn: fetchQuickAccessOffer });
  const picks = useQuery({ queryKey: PICKS_KEY, queryFn: fetchQuickAccessPicks });
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);

  const choices = quickAccessChoices(visibleEntries(menuDefinitions.flatMap((menu) => menu.items)), offer.data?.keys ?? []);
  const tiles = pickedEntries(choices, picks.data ?? []);
  const max = offer.data?.max ?? 8;
  const loading = offer.isPending || picks.isPending;
  const failed = offer.isError || picks.isError;

  const save = async (keys: string[]) => {
    setSaving(true);
    try {
      await saveQuickAccessPicks(keys);
      await queryClient.invalidateQueries({ queryKey: PICKS_KEY });
      setEditing(false);
      notify('home.quickAccessSaved', { type: 'info' });
    } catch {
      // The transport has shown the server's message; the dialog stays open with the ticks as they were.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="quick-access-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id="quick-access-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {translate('home.quickAccess')}
        </Typography>
        {tiles.length > 0 && (
          <Button startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {translate('home.quickAccessEdit')}
          </Button>
        )}
      </Stack>
      {loading && <TilePlaceholders />}
      {!loading && failed && (
        <Alert
          severity="error"
          action={
            <Button
              onClick={() => {
                void offer.refetch();
                void picks.refetch();
              }}
            >
              {translate('home.retry')}
            </Button>
          }
        >
          {translate('home.quickAccessFailed')}
        </Alert>
      )}
      {!loading && !failed && tiles.length === 0 && (
        <Card variant="outlined">
          <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', py: 4, gap: 1 }}>
            <AppsIcon color="disabled" sx={{ fontSize: 48 }} />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {translate('home.quickAccessEmptyTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {choices.length > 0 ? translate('home.quickAccessEmptyText', { max }) : translate('home.quickAccessNoOptions')}
            </Typography>
            {choices.length > 0 && (
              <Button variant="contained" sx={{ mt: 1 }} onClick={() => setEditing(true)}>
                {translate('home.quickAccessChoose')}
              </Button>
            )}
          </CardContent>
        </Card>
      )}
      {!loading && !failed && tiles.length > 0 && (
        <Box component="nav" aria-labelledby="quick-access-heading" sx={gridSx}>
          {tiles.map((entry) => (
            <QuickAccessTile key={entry.key} entry={entry} />
          ))}
        </Box>
      )}
      <QuickAccessDialog
        open={editing}
        choices={choices}
        picked={picks.data ?? []}
        max={max}
        saving={saving}
        onCancel={() => setEditing(false)}
        onSave={(keys) => void save(keys)}
      />
    </Box>
  );
};

const gridSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } } as const;

const TilePlaceholders = () => (
  <Box sx={gridSx}>
    {[0, 1, 2, 3].map((key) => (
      <Skeleton key={key} variant="rounded" height={104} />
    ))}
  </Box>
);
