// A stored picture's size in pixels, read from its header as an image server would before it accepts a product
// picture of the wrong shape: PNG (its IHDR chunk) and JPEG (its start-of-frame marker). undefined when the header
// cannot be read.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const pngSize = (bytes: Uint8Array) => {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

/** Start-of-frame markers (SOF0–SOF15) carry the size; C4, C8 and CC are other segments with numbers in that range. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

const jpegSize = (bytes: Uint8Array) => {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (isStartOfFrame(marker)) return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
    offset += 2 + view.getUint16(offset + 2);
  }
  return undefined;
};

export const imageSize = (bytes: Uint8Array): { width: number; height: number } | undefined => pngSize(bytes) ?? jpegSize(bytes);
