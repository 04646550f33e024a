/**
 * Phone cameras write 3–8 MB photos; over a slow mobile network that is minutes. Before upload a
 * photo is resized to at most 1600 px on its longest side and recompressed (browser-image-compression,
 * which also turns it upright by its EXIF orientation); the Worker makes its card and gallery copies
 * from that.
 */
export const UPLOAD_LONGEST_SIDE = 1600;
/** Below this a photo is cheap to send and goes byte for byte, with no canvas work on a slow phone. */
export const SEND_AS_IS_BYTES = 300 * 1024;

export async function shrinkPhoto(file: File, onProgress: (percent: number) => void) {
  // GIF and AVIF go as they are: a canvas would drop a GIF's animation.
  if (!/^image\/(jpeg|png|webp)$/.test(file.type) || file.size <= SEND_AS_IS_BYTES) return file;
  try {
    // Loaded when a photo is sent, not with the form.
    const { default: imageCompression } = await import('browser-image-compression');
    const shrunk = await imageCompression(file, {
      maxWidthOrHeight: UPLOAD_LONGEST_SIDE,
      maxSizeMB: 1,
      initialQuality: 0.85,
      // Its Web Worker would load the library again from a CDN.
      useWebWorker: false,
      onProgress,
    });
    return shrunk.size < file.size ? shrunk : file;
  } catch {
    // A photo this browser cannot draw goes as it is: the Worker checks it either way.
    return file;
  }
}
