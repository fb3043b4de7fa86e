// A full-screen flow's page (registering, joining a business): the brand beside one centred card holding the
// flow's heading, its step and its links, one above the other.
import { Box, Card, CardContent, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { SplitScreen } from './SplitScreen';

export const CenteredCard = ({ children }: { children: ReactNode }) => (
  <SplitScreen>
    <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', py: 2 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 560 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={3}>{children}</Stack>
        </CardContent>
      </Card>
    </Box>
  </SplitScreen>
);
