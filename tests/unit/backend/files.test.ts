// The file service: what the upload input sends and the detail page's pictures load from (spec 002 §7.4 Files).
// Files belong to a merchant: only its sessions read them back, and only its records may name them.
import { describe, expect, it } from 'vitest';
import { callAction, fetchStoredFile, fileDownloadUrl, uploadFile } from '../../../src/transport/client';
import { clearSession } from '../../../src/transport/session';
import { MmcError } from '../../../src/transport/errors';
import { advanceClock } from '../../../mocks/clock';
import { UNCLAIMED_UPLOAD_TTL_MS } from '../../../mocks/files';
import { DEMO_ACCOUNTS } from '../../../mocks/db/demoAccounts';
import { loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';
import { pngOf } from '../../pictures';
import { imageSize } from '../../../mocks/imageSize';

useTestBackend({ fileServiceUrl: 'http://mmc.test/mmc/file/' });

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pngBytes = (bytes = 16) => Uint8Array.from({ length: bytes }, (_, index) => PNG_SIGNATURE[index] ?? 7);
const png = (bytes = 16, name = 'receipt.png') => new File([pngBytes(bytes)], name, { type: 'image/png' });
const OTHER_MERCHANT = DEMO_ACCOUNTS.find((account) => account.label === 'KYC pending owner')!;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the upload was accepted');
    },
    (error: unknown) => error as MmcError,
  );

const raiseTicket = (attachments: string[]) =>
  callAction(
    'RaiseTicket',
    { title: 'Till printer', issueType: 'Till', description: 'The receipt is cut short.', respondChannel: 'E', contactInfo: 'owner@example.com', attachments },
    { hideErrMsg: true },
  );

describe('the file service', () => {
  it('stores a signed-in upload under an id no one can guess, and serves the same bytes back to that session', async () => {
    await loginAs();
    const stored = await uploadFile(png(), { hideErrMsg: true });
    expect(stored).toEqual({ fileId: expect.stringMatching(/^F[0-9a-f]{32}$/), fileName: 'receipt.png' });
    const blob = await fetchStoredFile(stored.fileId, stored.fileName);
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([...pngBytes()]);
  });

  it('serves a file to no one without a session, and to no other merchant', async () => {
    await loginAs();
    const stored = await uploadFile(png(), { hideErrMsg: true });
    expect((await fetch(fileDownloadUrl(stored.fileId, stored.fileName))).status).toBe(401);
    await loginAs(OTHER_MERCHANT);
    await expect(rejectionOf(fetchStoredFile(stored.fileId, stored.fileName, { hideErrMsg: true }))).resolves.toMatchObject({ status: 404 });
  });

  it('takes uploads before sign-in through merchantUpload', async () => {
    clearSession();
    const stored = await uploadFile(new File(['%PDF-1.4\n'], 'kra-pin.pdf'), { hideErrMsg: true });
    expect(stored.fileName).toBe('kra-pin.pdf');
  });

  it('refuses content that is not what its name says, a type no field accepts and an empty file, with its own message', async () => {
    await loginAs();
    expect((await refusal(uploadFile(new File(['MZ\x90\x00'], 'setup.exe'), { hideErrMsg: true }))).message).toMatch(/^This type of file cannot be uploaded\. Accepted: jpg/);
    expect((await refusal(uploadFile(new File(['MZ\x90\x00 a program'], 'photo.png'), { hideErrMsg: true }))).message).toMatch(/^This type of file cannot be uploaded/);
    expect((await refusal(uploadFile(new File(['<html><script>alert(1)</script>'], 'statement.pdf'), { hideErrMsg: true }))).message).toMatch(
      /^This type of file cannot be uploaded/,
    );
    expect((await refusal(uploadFile(png(16, 'photo.jpg'), { hideErrMsg: true }))).message).toMatch(/^This type of file cannot be uploaded/);
    expect((await refusal(uploadFile(new File([], 'empty.png'), { hideErrMsg: true }))).message).toBe('Choose a file to upload.');
  });

  it('answers a download of an unknown file with 404', async () => {
    await loginAs();
    await expect(rejectionOf(fetchStoredFile('F999999999', 'x.png', { hideErrMsg: true }))).resolves.toMatchObject({ status: 404 });
  });
});

describe('records name only their merchant’s files', () => {
  it("refuses a ticket that attaches another merchant's file, naming the field", async () => {
    await loginAs(OTHER_MERCHANT);
    const theirs = await uploadFile(png(), { hideErrMsg: true });
    await loginAs();
    const error = await rejectionOf(raiseTicket([theirs.fileId]));
    expect(error).toMatchObject({ body: { fieldErrors: { attachments: 'This file is not among your uploads. Upload it again.' } } });
    const mine = await uploadFile(png(), { hideErrMsg: true });
    await expect(raiseTicket([mine.fileId])).resolves.toMatchObject({ attachments: [mine.fileId] });
  });

  it('gives an upload made before sign-in to the first merchant whose record names it; unclaimed, it is gone after an hour', async () => {
    clearSession();
    const claimed = await uploadFile(png(), { hideErrMsg: true });
    const forgotten = await uploadFile(png(), { hideErrMsg: true });
    await loginAs();
    await raiseTicket([claimed.fileId]);
    await expect(fetchStoredFile(claimed.fileId)).resolves.toBeInstanceOf(Blob);

    advanceClock(UNCLAIMED_UPLOAD_TTL_MS + 1000);
    await loginAs(); // the hour outlasted the session too
    await uploadFile(png(), { hideErrMsg: true });
    await expect(rejectionOf(raiseTicket([forgotten.fileId]))).resolves.toMatchObject({ body: { fieldErrors: { attachments: expect.any(String) } } });
    await expect(fetchStoredFile(claimed.fileId)).resolves.toBeInstanceOf(Blob);
  });
});

describe('a record names only files that fit its field', () => {
  const picture = (width: number, height: number, name = 'sugar.png') => new File([new Uint8Array(pngOf(width, height))], name, { type: 'image/png' });
  const addItem = (images: string[]) =>
    callAction('AddGoods', { goodsNm: 'Sugar 2kg', categoryId: 'CT100001', stock: 10, sellPrice: 42000, images }, { hideErrMsg: true });

  it('reads a picture’s size from a PNG or a JPEG header, and none from other bytes', () => {
    expect(imageSize(new Uint8Array(pngOf(640, 480)))).toEqual({ width: 640, height: 480 });
    // A JPEG: start of image, an APP0 segment of 16 bytes, then a baseline start of frame (height 300, width 400).
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...new Array(14).fill(0), 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x01, 0x90, 0x03]);
    expect(imageSize(jpeg)).toEqual({ width: 400, height: 300 });
    expect(imageSize(new TextEncoder().encode('not a picture at all'))).toBeUndefined();
  });

  it('refuses a product picture that is not square, in the words the form uses, and takes a square one', async () => {
    await loginAs();
    const wide = await uploadFile(picture(400, 300), { hideErrMsg: true });
    await expect(rejectionOf(addItem([wide.fileId]))).resolves.toMatchObject({
      body: { fieldErrors: { images: "The picture's width and height must be in the ratio 1:1." } },
    });
    const square = await uploadFile(picture(300, 300), { hideErrMsg: true });
    await expect(addItem([square.fileId])).resolves.toMatchObject({ images: [square.fileId] });
  });

  it('refuses a product picture over the field’s 2 MB, though the file service took it', async () => {
    await loginAs();
    const large = await uploadFile(new File([new Uint8Array(pngOf(300, 300)), new Uint8Array(2 * 1024 * 1024)], 'large.png', { type: 'image/png' }), {
      hideErrMsg: true,
    });
    await expect(rejectionOf(addItem([large.fileId]))).resolves.toMatchObject({ body: { fieldErrors: { images: 'The picture must be smaller than 2 MB.' } } });
  });
});

