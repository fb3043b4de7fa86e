// The file service behind the data provider (spec 002 §7.4 Files): uploads and stored files belong to no
// resource, so they are answered here rather than routed by resource name. Failures come back as data errors
// (the server's text, its code in the body), as every other data-provider call's do.
import { fetchStoredFile, uploadFile } from '../transport/client';
import type { FileMethods } from './consoleMethods';
import { toDataError } from './errors';

export interface FileMethodsOptions {
  upload?: typeof uploadFile;
  fetchFile?: typeof fetchStoredFile;
}

const asDataCall = async <T>(run: () => Promise<T>): Promise<{ data: T }> => {
  try {
    return { data: await run() };
  } catch (error) {
    throw toDataError(error);
  }
};

export const createFileMethods = ({ upload = uploadFile, fetchFile = fetchStoredFile }: FileMethodsOptions = {}): FileMethods => ({
  upload: ({ file }) => asDataCall(() => upload(file, { hideErrMsg: true })),
  storedFile: ({ fileId, fileName }) => asDataCall(() => fetchFile(fileId, fileName, { hideErrMsg: true })),
});
