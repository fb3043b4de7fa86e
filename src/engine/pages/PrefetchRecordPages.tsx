// Once a list has shown its rows and the browser is idle, the code of the pages a merchant opens from it next (a
// record, the create form) is fetched, so a row click or Create waits for the record only, not for more code
// (issue #12: row click → record shown was 2.4× the plain react-admin app, which has every page in one chunk).
import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import type { ResourceDefinition } from '../../config/definitions';
import { prefetchForms, prefetchRecordPage } from '../resources';

// Every resource's record page is the same chunk, and so is every form: once per page load is enough.
let fetched = false;

const whenIdle = (run: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 200);
};

export const PrefetchRecordPages = ({ definition }: { definition: ResourceDefinition }) => {
  const { isPending } = useListContext();
  useEffect(() => {
    if (isPending || fetched) return;
    fetched = true;
    // The record page first, alone: a row clicked as soon as the rows show waits for its few chunks only, not for
    // the forms' inputs downloading and compiling beside them. The forms follow at the next idle moment.
    whenIdle(() => void prefetchRecordPage(definition).then(() => whenIdle(() => prefetchForms(definition))));
  }, [isPending, definition]);
  return null;
};
