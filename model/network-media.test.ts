import { describe, expect, it } from 'vitest';
import { checkMedia, NETWORK_MEDIA_RULES } from './network-media';
import { ratioText } from './network-media-text';

const rules = (network: string) => {
  const found = NETWORK_MEDIA_RULES[network];
  if (!found) throw new Error(network);
  return found;
};
const MB = 1024 * 1024;

describe("each network's media rules, as the composer checks them", () => {
  it('passes a post that fits', () => {
    expect(
      checkMedia(rules('instagram'), [
        { contentType: 'image/jpeg', size: 2 * MB, width: 1080, height: 1350 },
        { contentType: 'video/mp4', size: 50 * MB, seconds: 30, width: 1080, height: 1920 },
      ]),
    ).toEqual([]);
  });

  it('names a network that needs media when a post has only text', () => {
    expect(checkMedia(rules('tiktok'), [])).toEqual([{ kind: 'required' }]);
    expect(checkMedia(rules('x'), [])).toEqual([]);
  });

  it("counts attachments against the network's most", () => {
    const five = Array.from({ length: 5 }, () => ({ contentType: 'image/png' }));
    expect(checkMedia(rules('x'), five)).toEqual([{ kind: 'count', count: 5, max: 4 }]);
  });

  it('refuses a kind of file the network does not take, and a file too large', () => {
    expect(checkMedia(rules('instagram'), [{ contentType: 'image/png' }])).toEqual([
      { kind: 'type', index: 0, contentType: 'image/png' },
    ]);
    expect(checkMedia(rules('x'), [{ contentType: 'image/jpeg', size: 6 * MB }])).toEqual([
      { kind: 'size', index: 0, size: 6 * MB, max: 5 * MB },
    ]);
  });

  it("checks a video's measured length at both ends", () => {
    expect(checkMedia(rules('x'), [{ contentType: 'video/mp4', seconds: 200 }])).toEqual([
      { kind: 'long', index: 0, seconds: 200, max: 140 },
    ]);
    expect(checkMedia(rules('tiktok'), [{ contentType: 'video/mp4', seconds: 2 }])).toEqual([
      { kind: 'short', index: 0, seconds: 2, min: 3 },
    ]);
    // Not measured yet: not judged.
    expect(checkMedia(rules('x'), [{ contentType: 'video/mp4' }])).toEqual([]);
  });

  it('checks the shape of pictures and videos', () => {
    const [tall] = checkMedia(rules('instagram'), [
      { contentType: 'image/jpeg', width: 1080, height: 1920 },
    ]);
    expect(tall).toMatchObject({ kind: 'aspect', index: 0, min: 0.8, max: 1.91 });
    expect(
      checkMedia(rules('pinterest'), [{ contentType: 'video/mp4', width: 3840, height: 1080 }]),
    ).toMatchObject([{ kind: 'aspect' }]);
    // 1.91:1 as Instagram's own 1080x566 comes out (1.908) is within.
    expect(
      checkMedia(rules('instagram'), [{ contentType: 'image/jpeg', width: 1080, height: 566 }]),
    ).toEqual([]);
  });

  it('keeps a video or a LinkedIn document alone, and pictures and videos apart', () => {
    expect(
      checkMedia(rules('linkedin_page'), [
        { contentType: 'application/pdf', size: 3 * MB },
        { contentType: 'image/png' },
      ]),
    ).toEqual([{ kind: 'alone' }, { kind: 'mixed' }]);
    expect(
      checkMedia(rules('linkedin'), [{ contentType: 'application/pdf', size: 101 * MB }]),
    ).toEqual([{ kind: 'size', index: 0, size: 101 * MB, max: 100 * MB }]);
    expect(checkMedia(rules('facebook'), [{ contentType: 'application/pdf' }])).toEqual([
      { kind: 'type', index: 0, contentType: 'application/pdf' },
    ]);
  });

  it('writes ratios as people do', () => {
    expect([ratioText(4 / 5), ratioText(1.91), ratioText(1 / 3), ratioText(0.5625)]).toEqual([
      '4:5',
      '1.91:1',
      '1:3',
      '9:16',
    ]);
  });
});
