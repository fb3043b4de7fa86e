// The card every overdraft page sits in: its heading, what it says, and its buttons at the foot.
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export const StepFrame = ({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) => (
  <Box sx={{ p: { xs: 1, sm: 3 } }}>
    <Card variant="outlined" sx={{ maxWidth: 640 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {icon}
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  </Box>
);

/** The buttons at the foot of a step: side by side, wrapping on a phone. */
export const StepActions = ({ children }: { children: ReactNode }) => (
  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
    {children}
  </Stack>
);
