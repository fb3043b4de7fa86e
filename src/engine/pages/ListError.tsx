// What a list shows when its data could not be loaded: the failure in the server's (or the spec's) words and a
// way to ask again, in place of an empty table whose "No results" and page count would be wrong.
import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export const ListError = () => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  if (!error) return null;
  const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          {translate('engine.tryAgain')}
        </Button>
      }
    >
      {translate(message, { _: message })}
    </Alert>
  );
};
