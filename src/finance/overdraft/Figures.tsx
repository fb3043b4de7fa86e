// Label and value pairs of the overdraft pages, as a description list (terms and their values).
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export const Figures = ({ rows, label }: { rows: Array<[string, ReactNode]>; label?: string }) => (
  <Box
    component="dl"
    aria-label={label}
    sx={{ display: 'grid', gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0, alignItems: 'baseline' }}
  >
    {rows.map(([term, value]) => (
      <Box key={term} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {term}
        </Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);
