// A stored file as an address the page can show (an <img src>, a link): fetched once with the session token and
// kept as an object URL for as long as the component shows it.
import { useEffect, useState } from 'react';
import { fetchStoredFile } from '../../transport/client';

export type StoredFileUrl = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed' };

export const useStoredFileUrl = (fileId: string, fileName: string): StoredFileUrl => {
  const [result, setResult] = useState<StoredFileUrl>({ state: 'loading' });
  useEffect(() => {
    let url: string | undefined;
    let cancelled = false;
    setResult({ state: 'loading' });
    fetchStoredFile(fileId, fileName, { hideErrMsg: true }).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setResult({ state: 'ready', url });
      },
      () => !cancelled && setResult({ state: 'failed' }),
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileId, fileName]);
  return result;
};
