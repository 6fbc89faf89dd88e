import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './filters';
import { readPostsUrl, writePostsUrl } from './posts-url';

const read = (query: string) => readPostsUrl(new URLSearchParams(query));

describe('the posts page in its address', () => {
  it('reads a shared link back as the same view, day, filters, workspace and open post', () => {
    const query = writePostsUrl(new URLSearchParams(), {
      view: 'week',
      date: { year: 2031, month: 3, day: 7 },
      filters: { status: 'scheduled', channelId: 'ch-1', period: 'all', authorUid: 'u-2' },
      workspace: 'ws-1',
      post: 'p-9',
    });
    expect(query).toBe(
      'workspace=ws-1&view=week&date=2031-03-07&status=scheduled&channel=ch-1&author=u-2&post=p-9',
    );
    expect(read(query)).toEqual({
      view: 'week',
      date: { year: 2031, month: 3, day: 7 },
      filters: { status: 'scheduled', channelId: 'ch-1', period: 'all', authorUid: 'u-2' },
      workspace: 'ws-1',
      post: 'p-9',
    });
  });

  it('reads what is missing or unknown as the defaults, and leaves the defaults out', () => {
    expect(read('view=year&date=2031-02-30&status=lost&period=ever')).toEqual({
      view: 'list',
      date: null,
      filters: NO_FILTERS,
      workspace: null,
      post: null,
    });
    expect(writePostsUrl(new URLSearchParams('view=week&status=draft'), { view: 'list' })).toBe(
      'status=draft',
    );
  });

  it("keeps other keys, and opens a new post from the dashboard's compose link", () => {
    expect(read('compose=1').post).toBe('new');
    expect(writePostsUrl(new URLSearchParams('compose=1&utm=x'), { post: null })).toBe('utm=x');
  });
});
