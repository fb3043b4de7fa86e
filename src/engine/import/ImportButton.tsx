// "Import" on the list toolbar of a resource that declares an import, for users holding its permission code.
import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../config/definitions';
import { mayAccess } from '../../auth/permissions';

// The dialog and its CSV parser (papaparse) load when a merchant opens it, not with every list: 9 kB gzip of the
// list page's chunk.
const ImportDialog = lazy(() => import('./ImportDialog').then((module) => ({ default: module.ImportDialog })));

export const ImportButton = ({ definition }: { definition: ResourceDefinition }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!definition.import || !mayAccess(definition.name, 'import')) return null;
  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate('engine.import.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog definition={definition} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
