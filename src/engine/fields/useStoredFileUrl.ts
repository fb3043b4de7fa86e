// A stored file as an address the page can show (an <img src>, a link): fetched once with the session token and
// kept as an object URL for as long as the component shows it. The bytes come from the data provider (storedFile).
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../data/consoleMethods';

export type StoredFileUrl = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed' };

export const useStoredFileUrl = (fileId: string, fileName: string): StoredFileUrl => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [result, setResult] = useState<StoredFileUrl>({ state: 'loading' });
  useEffect(() => {
    let url: string | undefined;
    let cancelled = false;
    setResult({ state: 'loading' });
    // Through a promise, so a provider without storedFile (a test's) shows the file as unavailable, not a crash.
    Promise.resolve()
      .then(() => dataProvider.storedFile({ fileId, fileName }))
      .then(({ data }) => {
        if (cancelled) return;
        if (!(data instanceof Blob)) throw new Error('The stored file came back without its bytes.');
        url = URL.createObjectURL(data);
        setResult({ state: 'ready', url });
      })
      .catch(() => !cancelled && setResult({ state: 'failed' }));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [dataProvider, fileId, fileName]);
  return result;
};
