import { describe, expect, it } from 'vitest';
import { channelsToReconnect } from './post-warnings';

const channels = [
  { id: 'a', displayName: 'Studio (Bluesky)', status: 'connected' },
  { id: 'b', displayName: 'Studio (Mastodon)', status: 'needs_reconnect' },
];

describe('channels to reconnect before a post goes out', () => {
  it('names the broken channels of a scheduled, in-review or approved post', () => {
    for (const status of ['scheduled', 'in_review', 'approved']) {
      expect(channelsToReconnect({ status, channelIds: ['a', 'b'] }, channels)).toEqual([
        'Studio (Mastodon)',
      ]);
    }
  });

  it('says nothing for drafts, finished posts or healthy channels', () => {
    expect(channelsToReconnect({ status: 'draft', channelIds: ['b'] }, channels)).toEqual([]);
    expect(channelsToReconnect({ status: 'published', channelIds: ['b'] }, channels)).toEqual([]);
    expect(
      channelsToReconnect({ status: 'scheduled', channelIds: ['a', 'gone'] }, channels),
    ).toEqual([]);
  });
});
