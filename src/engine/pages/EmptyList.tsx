// What a list shows before it has any record: what belongs here, and how to add the first one.
import { Box, Stack, Typography } from '@mui/material';
import { CreateButton, useCanAccess, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../definitions';
import { iconFor } from '../icons';

export const EmptyList = ({ definition }: { definition: ResourceDefinition }) => {
  const translate = useTranslate();
  const Icon = iconFor(definition.icon);
  const { canAccess } = useCanAccess({ resource: definition.name, action: 'create' });
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
        {definition.methods.create && canAccess && <CreateButton variant="contained" />}
      </Stack>
    </Box>
  );
};
