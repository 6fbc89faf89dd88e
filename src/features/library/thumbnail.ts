// What the browser learns about an image before it is uploaded: its pixel size, and a small
// JPEG thumbnail drawn on a canvas (the library grid then loads a few kilobytes per image
// instead of the whole file). The server checks the size against the stored file.

import { LIBRARY_THUMB_SIZE } from '@model/schemas/library';

export interface Measured {
  width: number;
  height: number;
  thumbnail: Blob | null;
}

function decode(url: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth > 0 ? image : null);
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/** The image's size and thumbnail, or null when the browser cannot decode it. */
export async function measureImage(file: Blob): Promise<Measured | null> {
  const url = URL.createObjectURL(file);
  try {
    const image = await decode(url);
    if (!image) return null;
    const { naturalWidth: width, naturalHeight: height } = image;
    const scale = Math.min(1, LIBRARY_THUMB_SIZE / Math.max(width, height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) return { width, height, thumbnail: null };
    // JPEG has no transparency: a white ground instead of black behind a transparent PNG.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const thumbnail = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.8),
    );
    return { width, height, thumbnail };
  } finally {
    URL.revokeObjectURL(url);
  }
}
