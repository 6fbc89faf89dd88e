import { describe, expect, it } from 'vitest';
import { tinyMp4 } from '../../../../test/support/tiny-mp4';
import { readVideoFacts, videoFactsOf } from './videoFacts';

describe('videoFactsOf', () => {
  it('reads the length, codec, frame rate and frame size from the MP4 boxes', async () => {
    const facts = await videoFactsOf(tinyMp4({ seconds: 724, frames: 3, width: 320, height: 568 }));
    expect(facts).toMatchObject({ codec: 'avc1.42c00a', width: 320, height: 568 });
    expect(facts?.seconds).toBeCloseTo(724);
    expect(facts?.frameRate).toBeCloseTo(3 / 724);
  });

  it('finds the index after a large media box, reading only what the parser asks for', async () => {
    // ftyp, then 5 MB of media data, then the index, as cameras write files.
    const video = tinyMp4({ seconds: 30 });
    const ftyp = new DataView(video.buffer, video.byteOffset).getUint32(0);
    const media = new Uint8Array(5 * 1024 * 1024);
    new DataView(media.buffer).setUint32(0, media.length);
    media.set([0x6d, 0x64, 0x61, 0x74], 4);
    const bytes = new Uint8Array(video.length + media.length);
    bytes.set(video.subarray(0, ftyp));
    bytes.set(media, ftyp);
    bytes.set(video.subarray(ftyp), ftyp + media.length);
    const reads: number[] = [];
    const facts = await readVideoFacts(bytes.length, async (start, end) => {
      reads.push(end - start);
      return bytes.subarray(start, end);
    });
    expect(facts?.seconds).toBeCloseTo(30);
    expect(facts?.codec).toBe('avc1.42c00a');
    // Not the whole file: the media data is skipped.
    expect(reads.reduce((a, b) => a + b, 0)).toBeLessThan(bytes.length);
  });

  it('answers null for what is not an MP4', async () => {
    expect(
      await videoFactsOf(new TextEncoder().encode('not a video at all, only words')),
    ).toBeNull();
  });
});
