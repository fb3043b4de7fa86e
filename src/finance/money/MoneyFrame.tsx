// The frame of every Finance → Money page: signed in, the page's own permission code checked (spec 001 §6; the menu
// hiding an entry is not enough, an address can be typed), the title in the header and as the page's heading, and
// a way back to where the page was reached from.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CodeGuardedPage } from '../../layout/CodeGuardedPage';

/** Spec 001 §6 codes of the Money pages. */
export const MONEY_CODES = { account: '45', topUp: '08', statement: '1301' } as const;

export interface MoneyFrameProps {
  code: string;
  /** Locale key of the page's title. */
  title: string;
  back?: { to: string; label: string };
  /** The card's width; wide pages (tables) take the frame's. */
  maxWidth?: number;
  children: ReactNode;
}

export const MoneyFrame = (props: MoneyFrameProps) => (
  <CodeGuardedPage code={props.code}>
    <Framed {...props} />
  </CodeGuardedPage>
);

const Framed = ({ title, back, maxWidth = 640, children }: MoneyFrameProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Title title={translate(title)} />
      <Stack spacing={1} sx={{ maxWidth }}>
        {back && (
          <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
            {translate(back.label)}
          </Button>
        )}
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2.5 }}>
              {translate(title)}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
};
