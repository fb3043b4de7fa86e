// A chosen picture's size in pixels, read by the browser before the upload (so a wrong shape is named at once);
// undefined when the browser cannot decode it, and the file service then judges the file.
export const pictureSize = async (file: Blob): Promise<{ width: number; height: number } | undefined> => {
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
};
