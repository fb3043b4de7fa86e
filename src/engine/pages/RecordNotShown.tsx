// A record page or an edit form whose record could not be read (an address kept from before the record went, one
// typed by hand, a failed call): instead of an empty card, what happened and a way back to the list. The notice
// beside it names the reason, as for any failed call.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, CardContent, Typography } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { mayAccess } from '../../auth/permissions';
import type { ResourceDefinition } from '../../config/definitions';

export const RecordNotShown = ({ definition }: { definition: ResourceDefinition }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const toList = definition.methods.getList && mayAccess(definition.name, 'list');
  return (
    <CardContent>
      <Typography variant="body1" role="status" gutterBottom>
        {translate('engine.recordNotShown')}
      </Typography>
      {toList && (
        <Button component={Link} to={createPath({ resource: definition.name, type: 'list' })} startIcon={<ArrowBackIcon />}>
          {translate('engine.backToList')}
        </Button>
      )}
    </CardContent>
  );
};
