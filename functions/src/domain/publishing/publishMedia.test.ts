import { describe, expect, it } from 'vitest';
import {
  type MediaBucket,
  mediaInputOf,
  RANGED_FROM_BYTES,
  storageMediaLoader,
} from './publishMedia';

/** A bucket of one file that counts what was downloaded, whole or by range. */
function bucketOf(size: number) {
  const calls: string[] = [];
  const bytesAt = (at: number) => at % 251;
  const bucket: MediaBucket = {
    file: () => ({
      getMetadata: async () => [{ size: String(size) }],
      download: async (range?: { start?: number; end?: number }) => {
        const start = range?.start ?? 0;
        const end = range?.end ?? size - 1;
        calls.push(range ? `${start}-${end}` : 'whole');
        return [Uint8Array.from({ length: end - start + 1 }, (_, i) => bytesAt(start + i))];
      },
    }),
  };
  return { bucket, calls };
}

describe('the publisher’s storage loader', () => {
  it('reads a picture whole', async () => {
    const { bucket, calls } = bucketOf(1000);
    const loaded = await storageMediaLoader(bucket)('workspaces/w/media/a.png');
    const input = mediaInputOf(loaded, { contentType: 'image/png', alt: 'A loaf' });
    expect(input.bytes.length).toBe(1000);
    expect(input.read).toBeUndefined();
    expect(calls).toEqual(['whole']);
  });

  it('gives a large video to the adapter as byte ranges, read only when asked', async () => {
    const size = RANGED_FROM_BYTES + 10;
    const { bucket, calls } = bucketOf(size);
    const loaded = await storageMediaLoader(bucket)('workspaces/w/media/long.mp4');
    const input = mediaInputOf(loaded, { contentType: 'video/mp4' });
    expect([input.bytes.length, input.size, calls]).toEqual([0, size, []]);
    const piece = await input.read?.(500, 510);
    expect([...(piece ?? [])]).toEqual(Array.from({ length: 10 }, (_, i) => (500 + i) % 251));
    // The last range stops at the end of the file.
    expect((await input.read?.(size - 4, size + 100))?.length).toBe(4);
    expect(calls).toEqual(['500-509', `${size - 4}-${size - 1}`]);
  });

  it('refuses a path outside the workspaces and a file larger than any network takes', async () => {
    const { bucket } = bucketOf(10);
    await expect(storageMediaLoader(bucket)('team/a.png')).rejects.toThrow(/not a workspace file/);
    const huge = bucketOf(201 * 1024 * 1024);
    await expect(storageMediaLoader(huge.bucket)('workspaces/w/media/x.mp4')).rejects.toThrow(
      /larger than any network accepts/,
    );
  });
});
