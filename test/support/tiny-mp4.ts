// A tiny but well-formed MP4 (one H.264 track of a few frames, 16x16 by default, fragmented
// as mp4box writes) of any length:
// its boxes say how long it lasts, which is all a length check reads, so a twelve-minute video
// is a few hundred bytes. Browsers read its metadata like any other MP4 (Chromium gives its
// duration and frame size). Written with mp4box, the parser the server reads videos with.

import { createFile } from 'mp4box';

// A baseline-profile sequence and picture parameter set, as an avcC record holds them.
const SPS = [0x67, 0x42, 0xc0, 0x0a, 0xda, 0x79];
const PPS = [0x68, 0xce, 0x38, 0x80];
const AVCC = new Uint8Array([
  1,
  0x42,
  0xc0,
  0x0a,
  0xff,
  0xe1,
  0,
  SPS.length,
  ...SPS,
  1,
  0,
  PPS.length,
  ...PPS,
]);

export interface TinyMp4 {
  seconds: number;
  /** Frames spread evenly over the length (their rate is frames / seconds). */
  frames?: number;
  width?: number;
  height?: number;
}

export function tinyMp4({ seconds, frames = 1, width = 16, height = 16 }: TinyMp4): Uint8Array {
  const timescale = 1000;
  const duration = Math.round(seconds * timescale);
  const file = createFile();
  file.init({ timescale, duration, brands: ['isom', 'iso2', 'avc1', 'mp41'] });
  const track = file.addTrack({
    type: 'avc1',
    width,
    height,
    timescale,
    duration,
    media_duration: duration,
    avcDecoderConfigRecord: AVCC.buffer,
  });
  const each = Math.floor(duration / frames);
  for (let frame = 0; frame < frames; frame++) {
    const data = new Uint8Array([0, 0, 0, 4, 0x65, 0x88, 0x84, 0x00]);
    const last = frame === frames - 1;
    file.addSample(track, data, {
      duration: last ? duration - each * (frames - 1) : each,
      is_sync: frame === 0,
    });
  }
  const stream = file.getBuffer();
  return new Uint8Array(stream.buffer, 0, stream.byteLength);
}
