// "Scan" on the list toolbar of a resource that declares list.scan (inventory's barcode): opens the scan dialog,
// and a scanner used anywhere on the list finds the record at once, as the dialog would.
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../config/definitions';
import { useScannerWedge } from './useScannerWedge';

const ScanDialog = lazy(() => import('./ScanDialog').then((module) => ({ default: module.ScanDialog })));

export const ScanButton = ({ definition }: { definition: ResourceDefinition }) => {
  const translate = useTranslate();
  // Open with a code: the wedge's, found as the dialog opens; or none: the person scans or types in the dialog.
  const [open, setOpen] = useState<{ code: string } | undefined>();
  useScannerWedge((code) => setOpen({ code }), !open && Boolean(definition.list?.scan));
  if (!definition.list?.scan) return null;
  return (
    <>
      <Button size="small" startIcon={<QrCodeScannerIcon />} onClick={() => setOpen({ code: '' })}>
        {translate('engine.scan.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ScanDialog definition={definition} initialCode={open.code} onClose={() => setOpen(undefined)} />
        </Suspense>
      )}
    </>
  );
};
