// The head of a Discover Deals page: the title in the app bar and as the page's heading, and a line of what it shows.
import { Typography } from '@mui/material';
import { Title } from 'react-admin';

export const DiscoverHeading = ({ title, intro }: { title: string; intro: string }) => (
  <>
    <Title title={title} />
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
      {title}
    </Typography>
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      {intro}
    </Typography>
  </>
);
