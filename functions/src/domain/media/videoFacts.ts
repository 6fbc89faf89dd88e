// A video's length, codec, frame rate and frame size read from its MP4 (or MOV) boxes with
// mp4box, GPAC's parser, a range at a time: the file may be gigabytes and its index (moov) at
// either end, so only the boxes the parser asks for are read, never the media data between.

import { createFile, type Movie, MP4BoxBuffer } from 'mp4box';

export interface VideoFacts {
  seconds: number;
  /** The video track's codec as its sample entry names it (avc1.64001f, hvc1...). */
  codec?: string;
  frameRate?: number;
  width?: number;
  height?: number;
}

/** Reads bytes [start, end) of the file; answers fewer at its end. */
export type ReadRange = (start: number, end: number) => Promise<Uint8Array>;

const CHUNK = 1024 * 1024;
/** Reads before giving up: the header, the index, and a few boxes between. */
const MAX_READS = 8;

function factsOf(movie: Movie): VideoFacts {
  const seconds = movie.timescale > 0 ? movie.duration / movie.timescale : 0;
  const track = movie.videoTracks[0];
  if (!track) return { seconds };
  const trackSeconds = track.timescale > 0 ? track.samples_duration / track.timescale : 0;
  return {
    seconds,
    codec: track.codec,
    ...(track.nb_samples > 1 && trackSeconds > 0
      ? { frameRate: track.nb_samples / trackSeconds }
      : {}),
    ...(track.video ? { width: track.video.width, height: track.video.height } : {}),
  };
}

/** The video's facts, or null when the file is not an MP4 the parser understands. */
export async function readVideoFacts(size: number, read: ReadRange): Promise<VideoFacts | null> {
  const file = createFile();
  let movie: Movie | null = null;
  let broken = false;
  file.onReady = (info) => {
    movie = info;
  };
  file.onError = () => {
    broken = true;
  };
  let position = 0;
  for (let reads = 0; reads < MAX_READS && !movie && !broken && position < size; reads++) {
    const bytes = await read(position, Math.min(size, position + CHUNK));
    if (bytes.length === 0) break;
    const buffer = MP4BoxBuffer.fromArrayBuffer(
      // A copy: a Buffer's bytes may sit inside a larger shared pool.
      new Uint8Array(bytes).buffer,
      position,
    );
    const next = file.appendBuffer(buffer, position + bytes.length >= size);
    // The parser answers where it wants to read next (past a media box it skips).
    position = next > position ? next : position + bytes.length;
  }
  file.flush();
  return movie ? factsOf(movie) : null;
}

/** The facts of a video held in memory. */
export function videoFactsOf(bytes: Uint8Array): Promise<VideoFacts | null> {
  return readVideoFacts(bytes.length, async (start, end) => bytes.subarray(start, end));
}
