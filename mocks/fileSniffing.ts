// What a file is, read from its first bytes rather than its name: a `receipt.png` that is really a program or a
// web page must not be stored and served back as a picture.

/** The kinds of content the file service keeps, with the extensions each may be named with. */
const KINDS = [
  { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], starts: [[0xff, 0xd8, 0xff]] },
  { contentType: 'image/png', extensions: ['png'], starts: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  { contentType: 'image/tiff', extensions: ['tif', 'tiff'], starts: [[0x49, 0x49, 0x2a, 0x00], [0x4d, 0x4d, 0x00, 0x2a]] },
  { contentType: 'application/pdf', extensions: ['pdf'], starts: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  // Word 97–2003 and Excel 97–2003 share the OLE compound-file header; docx and xlsx are zip packages.
  { contentType: 'application/msword', extensions: ['doc'], starts: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]] },
  { contentType: 'application/vnd.ms-excel', extensions: ['xls'], starts: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]] },
  { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'], starts: [[0x50, 0x4b, 0x03, 0x04]] },
  { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'], starts: [[0x50, 0x4b, 0x03, 0x04]] },
] as const;

/** Every extension the service takes, for the refusal message. */
export const ACCEPTED_EXTENSIONS = [...KINDS.flatMap((kind) => kind.extensions), 'csv'];

const startsWith = (bytes: Uint8Array, start: readonly number[]) => start.every((byte, index) => bytes[index] === byte);

/** Plain text a spreadsheet can open: valid UTF-8 without control bytes other than tab and line ends. */
const isPlainText = (bytes: Uint8Array): boolean => {
  const sample = bytes.subarray(0, 64 * 1024);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
  } catch {
    // A multi-byte character cut at the sample's end is not a reason to refuse.
    if (sample.length < bytes.length) return isPlainText(sample.subarray(0, sample.length - 4));
    return false;
  }
  return !sample.some((byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d);
};

/**
 * The content type to store and serve a file as, when its bytes are of a kind its name's extension promises;
 * undefined when they are not (a PNG named .pdf, a program named .png, HTML named .csv is still accepted as text
 * only when it is plain text — it is served as text/csv and downloaded, never rendered).
 */
export const sniffContentType = (extension: string, bytes: Uint8Array): string | undefined => {
  if (extension === 'csv') return isPlainText(bytes) ? 'text/csv' : undefined;
  const kind = KINDS.find((candidate) => (candidate.extensions as readonly string[]).includes(extension));
  return kind && kind.starts.some((start) => startsWith(bytes, start)) ? kind.contentType : undefined;
};
