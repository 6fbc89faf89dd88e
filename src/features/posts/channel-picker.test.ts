import { describe, expect, it } from 'vitest';
import type { Channel } from '../../firebase/posts/post-types';
import { pickableChannels } from './ChannelPicker';

const channel = (id: string, status: Channel['status']): Channel => ({
  id,
  provider: 'sandbox',
  handle: `@${id}`,
  displayName: id,
  status,
});

const channels = [
  channel('live', 'connected'),
  channel('expired', 'needs_reconnect'),
  channel('gone', 'disconnected'),
];

describe('pickableChannels', () => {
  it('offers connected and expired channels but not a disconnected one a new post cannot name', () => {
    expect(pickableChannels(channels, []).map((c) => c.id)).toEqual(['live', 'expired']);
  });

  it('keeps a disconnected channel the post still names, so it can be unticked', () => {
    expect(pickableChannels(channels, ['gone']).map((c) => c.id)).toEqual([
      'live',
      'expired',
      'gone',
    ]);
  });
});
