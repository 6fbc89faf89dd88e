// What the browser can tell about a chosen file before it is sent: a video's length and frame
// size from its metadata, a picture's size from decoding it. Measured once per file.

export interface MeasuredMedia {
  width?: number;
  height?: number;
  seconds?: number;
}

/** A video's length and frame size, read from its metadata; empty when it cannot be read. */
export function measureVideo(url: string, timeoutMs = 15_000): Promise<MeasuredMedia> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const done = (facts: MeasuredMedia) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      resolve(facts);
    };
    const timer = setTimeout(() => done({}), timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () =>
      done({
        ...(Number.isFinite(video.duration) ? { seconds: video.duration } : {}),
        ...(video.videoWidth > 0 ? { width: video.videoWidth, height: video.videoHeight } : {}),
      });
    video.onerror = () => done({});
    video.src = url;
  });
}
