// The page frame of the signed-out pages: the brand panel on the left, the language switch and the page's own
// content on the right.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { BrandPanel } from './BrandPanel';
import { LanguageSwitch } from './LanguageSwitch';

export const SplitScreen = ({ children }: { children: ReactNode }) => (
  <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' }, bgcolor: 'background.default' }}>
    <BrandPanel />
    <Box sx={{ display: 'flex', flexDirection: 'column', p: { xs: 2, sm: 4 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <LanguageSwitch />
      </Box>
      {children}
    </Box>
  </Box>
);
