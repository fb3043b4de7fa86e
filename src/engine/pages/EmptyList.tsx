// What a list (or a singleton page) shows before it has any record: what belongs here, and how to add the first one.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../config/definitions';
import { iconFor } from '../icons';
import { mayAccess } from '../../auth/permissions';
import { useCreateLabel } from './useCreateLabel';

/** `onCreate`: set up in place (a singleton's form) instead of opening the create page. */
export const EmptyList = ({ definition, onCreate }: { definition: ResourceDefinition; onCreate?: () => void }) => {
  const translate = useTranslate();
  const Icon = iconFor(definition.icon);
  const canAccess = mayAccess(definition.name, 'create');
  const createLabel = useCreateLabel(definition.name);
  return (
    <Box sx={{ py: 8, px: 2, textAlign: 'center', width: '100%' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Icon sx={{ fontSize: 56, color: 'text.disabled' }} />
        <Typography variant="h6" component="h2">
          {translate(`resources.${definition.name}.empty`)}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
          {translate(`resources.${definition.name}.emptyHint`)}
        </Typography>
        {definition.methods.create &&
          canAccess &&
          (onCreate ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
              {translate('engine.setUp')}
            </Button>
          ) : (
            <CreateButton variant="contained" label={createLabel} />
          ))}
      </Stack>
    </Box>
  );
};
