// A setup page's heading and what it asks for.
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const StepHeading = ({ page }: { page: string }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h1">
        {translate(`businessSetup.${page}.heading`)}
      </Typography>
      <Typography color="text.secondary">{translate(`businessSetup.${page}.intro`)}</Typography>
    </>
  );
};
