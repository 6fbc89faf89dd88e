import { describe, expect, it } from 'vitest';
import { draftContent } from './draft';

describe('the draft with network settings', () => {
  it('is saved with the draft, for the networks of the channels chosen only', () => {
    const content = draftContent({
      text: 't',
      channelIds: ['c1'],
      variants: {},
      media: [],
      timeZone: 'UTC',
      scheduledAt: null,
      networkOptions: { youtube: { title: 'Kept' }, pinterest: { board: 'Dropped' } },
      providers: ['youtube'],
    });
    expect(content.networkOptions).toEqual({ youtube: { title: 'Kept' } });
    expect(
      'networkOptions' in
        draftContent({
          text: 't',
          channelIds: [],
          variants: {},
          media: [],
          timeZone: 'UTC',
          scheduledAt: null,
        }),
    ).toBe(false);
  });
});
