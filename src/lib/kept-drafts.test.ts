// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { dropKeptDraft, hasKeptDrafts, keepDraft, keptDraft, latestKeptDraft } from './kept-drafts';

const draft = (uid: string, postId: string | null, keptAt: number) => ({
  uid,
  workspaceId: 'ws-1',
  postId,
  baseVersion: postId ? 1000 : null,
  keptAt,
  content: { text: `${uid} ${postId}` },
});

afterEach(() => localStorage.clear());

describe('kept drafts', () => {
  it('keeps one draft per account and post, the latest typing replacing the earlier', () => {
    keepDraft(draft('ana', 'p1', 1));
    keepDraft({ ...draft('ana', 'p1', 2), content: { text: 'later' } });
    keepDraft(draft('ben', 'p1', 3));
    expect(keptDraft('ana', 'ws-1', 'p1')).toMatchObject({ keptAt: 2, content: { text: 'later' } });
    expect(keptDraft('ben', 'ws-1', 'p1')?.content).toEqual({ text: 'ben p1' });
    expect(keptDraft('ana', 'ws-2', 'p1')).toBeNull();
  });

  it("answers the account's most recent draft, never another account's", () => {
    keepDraft(draft('ana', 'p1', 10));
    keepDraft(draft('ana', null, 30));
    keepDraft(draft('ben', 'p2', 50));
    expect(latestKeptDraft('ana')).toMatchObject({ postId: null, keptAt: 30 });
    expect(latestKeptDraft('carl')).toBeNull();
  });

  it('forgets a dropped draft, and tells the sign-in page whether any is kept', () => {
    keepDraft(draft('ana', null, 1));
    expect(hasKeptDrafts()).toBe(true);
    dropKeptDraft('ana', 'ws-1', null);
    expect(keptDraft('ana', 'ws-1', null)).toBeNull();
    expect(hasKeptDrafts()).toBe(false);
  });

  it('ignores what it cannot read as a kept draft', () => {
    localStorage.setItem('kept-draft:ana:ws-1:new', '{not json');
    localStorage.setItem('kept-draft:ana:ws-1:p9', JSON.stringify({ uid: 'ana' }));
    expect(keptDraft('ana', 'ws-1', null)).toBeNull();
    expect(latestKeptDraft('ana')).toBeNull();
  });
});
