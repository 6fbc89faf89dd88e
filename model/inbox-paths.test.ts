import { describe, expect, it } from 'vitest';
import { inboxPath } from './inbox-paths';

describe('inboxPath', () => {
  it('opens smm’s own inbox route, on a conversation when one is named', () => {
    expect(inboxPath('smm')).toBe('/app/inbox');
    expect(inboxPath('smm', { workspaceId: 'w1', conversationId: 'c1' })).toBe(
      '/app/inbox?workspace=w1&c=c1',
    );
  });

  it('opens connect’s inbox as a view of the posts page, whose route the seed fixes', () => {
    expect(inboxPath('connect')).toBe('/app/posts?view=inbox');
    expect(inboxPath('connect', { workspaceId: 'w1' })).toBe('/app/posts?view=inbox&workspace=w1');
    expect(inboxPath('connect', { workspaceId: 'w1', conversationId: 'c1' })).toBe(
      '/app/posts?view=inbox&workspace=w1&c=c1',
    );
  });
});
