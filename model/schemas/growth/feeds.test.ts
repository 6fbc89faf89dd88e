import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addFeedSchema } from './feeds';

const valid = {
  workspaceId: 'ws1',
  url: 'https://blog.example/feed.xml',
  channelId: 'ch1',
  target: 'draft',
  template: { text: '{title} {link}', image: true },
  includeOlder: false,
};

const refusal = (input: unknown) => {
  const parsed = v.safeParse(addFeedSchema, input);
  return parsed.success ? null : parsed.issues[0]?.message;
};

describe('addFeedSchema', () => {
  it('takes an http(s) address, trimmed, with a template and a target', () => {
    const parsed = v.parse(addFeedSchema, { ...valid, url: '  https://blog.example/feed  ' });
    expect(parsed.url).toBe('https://blog.example/feed');
  });

  it('refuses a malformed or non-web address, an empty template and an unknown target', () => {
    for (const url of ['blog.example/feed', 'ftp://blog.example/feed', 'javascript:alert(1)']) {
      expect(refusal({ ...valid, url }), url).toBe(
        'Enter the feed’s full address, starting with https://.',
      );
    }
    expect(refusal({ ...valid, template: { text: '  ', image: false } })).toBe(
      'The template cannot be empty.',
    );
    expect(refusal({ ...valid, target: 'publish' })).not.toBeNull();
  });
});
