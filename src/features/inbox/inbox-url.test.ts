import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './filters';
import { readInboxUrl, writeInboxUrl } from './inbox-url';

describe('inbox url', () => {
  it('reads the open conversation and the filters, open conversations by default', () => {
    expect(readInboxUrl(new URLSearchParams('workspace=w1&c=c9&network=bluesky&q=late'))).toEqual({
      workspace: 'w1',
      open: 'c9',
      filters: { ...NO_FILTERS, network: 'bluesky', search: 'late' },
    });
    expect(readInboxUrl(new URLSearchParams('')).filters).toEqual(NO_FILTERS);
  });

  it('writes every status, "all" for none, and leaves the defaults out', () => {
    const all = writeInboxUrl(new URLSearchParams('workspace=w1'), {
      filters: { ...NO_FILTERS, status: '' },
    });
    expect(all).toBe('workspace=w1&status=all');
    expect(readInboxUrl(new URLSearchParams(all)).filters.status).toBe('');
    expect(writeInboxUrl(new URLSearchParams(all), { filters: NO_FILTERS })).toBe('workspace=w1');
  });

  it('opens and closes a conversation without touching the filters', () => {
    const opened = writeInboxUrl(new URLSearchParams('status=done'), { open: 'c1' });
    expect(opened).toBe('status=done&c=c1');
    expect(writeInboxUrl(new URLSearchParams(opened), { open: null })).toBe('status=done');
  });

  it('reads an unknown network or status as no filter', () => {
    expect(readInboxUrl(new URLSearchParams('network=myspace&status=lost')).filters).toEqual(
      NO_FILTERS,
    );
  });
});
