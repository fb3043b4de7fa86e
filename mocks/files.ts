// The file service (spec 002 §7.4 Files): POST upload (signed in, auth-token) or merchantUpload (before sign-in)
// with a multipart `file`; the answer lists the stored file's file_id and a message. GET download?file_id&file_name
// serves it back, as <img> tags need (they cannot send a token). Per-field limits are the form's (x-upload); the
// service itself refuses what no field accepts and anything over the largest limit the spec names (30 MB).
import { http, HttpResponse } from 'msw';
import { extensionOf } from '../src/engine/inputs/uploadRules';
import { CODES } from './failure';
import { languageOf, renderMessage } from './messages';
import { sessionUser, TOKEN_HEADER } from './dispatch';
import { commit, db } from './state';

export const MAX_UPLOAD_BYTES = 30 * 1024 * 1024;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
};

const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

const refuse = (status: number, message: string, code?: string) =>
  HttpResponse.json({ ...(code ? { gda: { msg_cd: code, msg_inf: message } } : {}), file_list: [], message }, { status });

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
  const contentType = CONTENT_TYPES[extensionOf(file.name)];
  if (!contentType) return refuse(400, say('messages.fileTypeRefused', { types: Object.keys(CONTENT_TYPES).join(', ') }));
  if (file.size > MAX_UPLOAD_BYTES) return refuse(413, say('messages.fileTooLarge', { max: MAX_UPLOAD_BYTES / 1024 / 1024 }));

  // Files are never removed, so the count gives the next free number.
  const fileId = `F${String(Object.keys(db().files).length + 1).padStart(9, '0')}`;
  db().files[fileId] = {
    fileId,
    fileName: file.name,
    contentType,
    size: file.size,
    base64: toBase64(new Uint8Array(await file.arrayBuffer())),
    usrNo: user?.usrNo ?? '',
  };
  await commit();
  return HttpResponse.json({ file_list: [{ file_id: fileId, file_name: file.name }], message: say('messages.success') });
};

export const fileHandlers = [
  http.post('*/mmc/file/upload', receive(true)),
  http.post('*/mmc/file/merchantUpload', receive(false)),
  http.get('*/mmc/file/download', ({ request }) => {
    const fileId = new URL(request.url).searchParams.get('file_id') ?? '';
    const stored = Object.hasOwn(db().files, fileId) ? db().files[fileId] : undefined;
    if (!stored) return refuse(404, renderMessage(languageOf(request.headers.get('Accept-Language')), 'messages.recordMissing'));
    return new HttpResponse(fromBase64(stored.base64), {
      headers: { 'Content-Type': stored.contentType, 'Content-Disposition': `inline; filename="${encodeURIComponent(stored.fileName)}"` },
    });
  }),
];
