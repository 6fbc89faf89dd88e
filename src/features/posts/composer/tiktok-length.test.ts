import { describe, expect, it } from 'vitest';
import { fieldOf } from '../draft';
import type { MediaDraft } from './store';
import { tiktokLengthProblems } from './tiktok-length';

const video = (name: string, seconds?: number): MediaDraft => ({
  key: name,
  name,
  path: `workspaces/w/media/${name}`,
  contentType: 'video/mp4',
  progress: 1,
  previewUrl: null,
  uploading: false,
  ...(seconds !== undefined ? { seconds } : {}),
});

describe("a TikTok creator's longest video", () => {
  it('refuses each measured video longer than the creator may post, in the media field', () => {
    const problems = tiktokLengthProblems('en', 60, [
      video('short.mp4', 59.5),
      video('long.mp4', 90),
      video('unmeasured.mp4'),
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.values).toEqual({
      name: 'long.mp4',
      length: '1.5 minutes',
      max: '1 minute',
    });
    expect(fieldOf(problems[0] as NonNullable<(typeof problems)[0]>)).toBe('media');
  });

  it('judges nothing while the limit is unknown, and never a picture', () => {
    expect(tiktokLengthProblems('en', undefined, [video('long.mp4', 900)])).toEqual([]);
    const picture = { ...video('a.jpg', 900), contentType: 'image/jpeg' };
    expect(tiktokLengthProblems('en', 60, [picture])).toEqual([]);
  });
});
