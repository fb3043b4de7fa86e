// Label and value rows as a description list (term, then its value), for a top-up's summary and result. A label
// keeps its line up to 60 % of the width and a long value (a card's name) wraps instead: on a phone, a value sized
// to its whole length squeezed "Added to your account" into one word per line.
import { Box, Typography } from '@mui/material';

export interface SummaryRow {
  label: string;
  value: string;
  strong?: boolean;
}

export const SummaryList = ({ rows }: { rows: SummaryRow[] }) => (
  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'fit-content(60%) minmax(0, 1fr)', columnGap: 2, rowGap: 1.25, m: 0 }}>
    {rows.map(({ label, value, strong }) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" sx={strong ? { fontWeight: 700 } : { color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 700 : 500, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);
