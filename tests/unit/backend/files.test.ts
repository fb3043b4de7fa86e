// The file service: what the upload input sends and the detail page's pictures load from (spec 002 §7.4 Files).
import { describe, expect, it } from 'vitest';
import { fileDownloadUrl, uploadFile } from '../../../src/transport/client';
import { clearSession } from '../../../src/transport/session';
import { MmcError } from '../../../src/transport/errors';
import { loginAs, useTestBackend } from '../helpers/backend';

useTestBackend({ fileServiceUrl: 'http://mmc.test/mmc/file/' });

const png = (bytes = 16) => new File([new Uint8Array(bytes).fill(7)], 'receipt.png', { type: 'image/png' });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the upload was accepted');
    },
    (error: unknown) => error as MmcError,
  );

describe('the file service', () => {
  it('stores a signed-in upload and serves the same bytes back from the download path', async () => {
    await loginAs();
    const stored = await uploadFile(png(), { hideErrMsg: true });
    expect(stored).toEqual({ fileId: expect.stringMatching(/^F\d{9}$/), fileName: 'receipt.png' });
    const response = await fetch(fileDownloadUrl(stored.fileId, stored.fileName));
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual(new Array(16).fill(7));
  });

  it('takes uploads before sign-in through merchantUpload', async () => {
    clearSession();
    const stored = await uploadFile(new File(['%PDF-1.4'], 'kra-pin.pdf'), { hideErrMsg: true });
    expect(stored.fileName).toBe('kra-pin.pdf');
  });

  it('refuses a type no field accepts and an empty file, with its own message', async () => {
    await loginAs();
    expect((await refusal(uploadFile(new File(['MZ'], 'setup.exe'), { hideErrMsg: true }))).message).toMatch(/^This type of file cannot be uploaded\. Accepted: jpg/);
    expect((await refusal(uploadFile(new File([], 'empty.png'), { hideErrMsg: true }))).message).toBe('Choose a file to upload.');
  });

  it('answers a download of an unknown file with 404', async () => {
    expect((await fetch(fileDownloadUrl('F999999999', 'x.png'))).status).toBe(404);
  });
});
