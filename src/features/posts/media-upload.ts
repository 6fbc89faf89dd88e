// What the composer accepts as media (the rules' and storage rules' allow-list: images and
// video, never SVG or HTML) and reading an image's size for the post document.

export const MEDIA_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'video/mp4',
  'video/quicktime',
] as const;

export function isAcceptedMedia(type: string): boolean {
  return (MEDIA_TYPES as readonly string[]).includes(type);
}

/** Width and height of an image file, or null when it cannot be decoded (e.g. a video). */
export function imageSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () =>
      resolve(
        image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null,
      );
    image.onerror = () => resolve(null);
    image.src = url;
  });
}
