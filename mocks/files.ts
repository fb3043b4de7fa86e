// The file service (spec 002 §7.4 Files): POST upload (signed in, auth-token) or merchantUpload (before sign-in)
// with a multipart `file`; the answer lists the stored file's file_id and a message. GET download?file_id&file_name
// serves it back to the merchant that owns it, to a signed-in session only (the console fetches pictures with its
// token). Per-field limits are the form's (x-upload); the service itself refuses content that is not what its name
// says, and anything over the largest limit the spec names (30 MB).
import { http, HttpResponse } from 'msw';
import { extensionOf } from '../src/config/uploadRules';
import { now } from './clock';
import type { UserAccount } from './db/types';
import { CODES } from './failure';
import { ACCEPTED_EXTENSIONS, sniffContentType } from './fileSniffing';
import { languageOf, renderMessage } from './messages';
import { sessionUser, TOKEN_HEADER } from './dispatch';
import { commit, db } from './state';

export const MAX_UPLOAD_BYTES = 30 * 1024 * 1024;
/** An upload made before sign-in that no record has claimed within this time is removed. */
export const UNCLAIMED_UPLOAD_TTL_MS = 60 * 60 * 1000;

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
};

const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

const refuse = (status: number, message: string, code?: string) =>
  HttpResponse.json({ ...(code ? { gda: { msg_cd: code, msg_inf: message } } : {}), file_list: [], message }, { status });

/** A file id no one can guess or count on from another: 128 random bits. */
const newFileId = () => `F${[...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;

const removeStaleUnclaimed = () => {
  const files = db().files;
  for (const [fileId, stored] of Object.entries(files)) {
    if (!stored.mercId && now() - (stored.uploadedAt ?? 0) > UNCLAIMED_UPLOAD_TTL_MS) delete files[fileId];
  }
};

const receive = (signedIn: boolean) => async ({ request }: { request: Request }) => {
  const say = (key: string, values?: Record<string, string | number>) => renderMessage(languageOf(request.headers.get('Accept-Language')), key, values);
  const user = sessionUser(request.headers.get(TOKEN_HEADER));
  if (signedIn && !user) return refuse(401, say('messages.sessionInvalid'), CODES.sessionInvalid);
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get('file');
  } catch {
    file = null;
  }
  if (!(file instanceof File) || file.size === 0) return refuse(400, say('messages.fileMissing'));
  if (file.size > MAX_UPLOAD_BYTES) return refuse(413, say('messages.fileTooLarge', { max: MAX_UPLOAD_BYTES / 1024 / 1024 }));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffContentType(extensionOf(file.name), bytes);
  if (!contentType) return refuse(400, say('messages.fileTypeRefused', { types: ACCEPTED_EXTENSIONS.join(', ') }));

  removeStaleUnclaimed();
  const fileId = newFileId();
  db().files[fileId] = {
    fileId,
    fileName: file.name,
    contentType,
    size: file.size,
    base64: toBase64(bytes),
    usrNo: user?.usrNo ?? '',
    mercId: user?.mercId ?? '',
    uploadedAt: now(),
  };
  await commit();
  return HttpResponse.json({ file_list: [{ file_id: fileId, file_name: file.name }], message: say('messages.success') });
};

/**
 * Whether a record of this merchant may name these file ids: each is the merchant's own upload, or one made
 * before sign-in that no one has claimed yet (which becomes the merchant's). Another merchant's file is refused
 * as if it did not exist.
 */
export const claimFiles = (user: UserAccount, fileIds: readonly string[]): boolean => {
  const files = db().files;
  const found = fileIds.map((fileId) => files[fileId]);
  if (found.some((stored) => !stored || (stored.mercId !== '' && stored.mercId !== user.mercId))) return false;
  for (const stored of found) if (stored && !stored.mercId) Object.assign(stored, { mercId: user.mercId, usrNo: user.usrNo });
  return true;
};

export const fileHandlers = [
  http.post('*/mmc/file/upload', receive(true)),
  http.post('*/mmc/file/merchantUpload', receive(false)),
  // A download needs the session of the merchant that owns the file; anyone else is told it does not exist.
  http.get('*/mmc/file/download', ({ request }) => {
    const say = (key: string) => renderMessage(languageOf(request.headers.get('Accept-Language')), key);
    const user = sessionUser(request.headers.get(TOKEN_HEADER));
    if (!user) return refuse(401, say('messages.sessionInvalid'), CODES.sessionInvalid);
    const stored = db().files[new URL(request.url).searchParams.get('file_id') ?? ''];
    if (!stored || stored.mercId !== user.mercId) return refuse(404, say('messages.recordMissing'));
    return new HttpResponse(fromBase64(stored.base64), {
      headers: {
        'Content-Type': stored.contentType,
        'Content-Disposition': `inline; filename="${encodeURIComponent(stored.fileName)}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  }),
];
