import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft, submission } from './snippet-edit';

const saved = { id: 's1', name: 'Bakery tags', text: '#bread #local', kind: 'hashtags' as const };

describe('the snippet form', () => {
  it('saves a new snippet, trimmed', () => {
    expect(submission({ name: ' Tags ', text: ' #a ', kind: 'hashtags' }, null)).toEqual({
      kind: 'save',
      id: null,
      input: { name: 'Tags', text: '#a', kind: 'hashtags' },
    });
  });

  it('edits a saved one: renamed, new text or kind, under its own id', () => {
    const draft = { ...draftOf(saved), name: 'Bread tags', text: '#bread #sourdough' };
    expect(submission(draft, saved)).toEqual({
      kind: 'save',
      id: 's1',
      input: { name: 'Bread tags', text: '#bread #sourdough', kind: 'hashtags' },
    });
    expect(submission({ ...draftOf(saved), kind: 'template' }, saved)).toMatchObject({
      kind: 'save',
      id: 's1',
    });
  });

  it('writes nothing for an edit that changes nothing (spaces aside)', () => {
    expect(submission(draftOf(saved), saved)).toEqual({ kind: 'unchanged' });
    expect(submission({ ...draftOf(saved), name: ' Bakery tags ' }, saved)).toEqual({
      kind: 'unchanged',
    });
  });

  it('refuses a blank or oversized name or text, new or edited, as the rules do', () => {
    expect(submission(emptyDraft('template'), null)).toEqual({ kind: 'invalid' });
    expect(submission({ ...draftOf(saved), name: '   ' }, saved)).toEqual({ kind: 'invalid' });
    expect(submission({ ...draftOf(saved), text: '' }, saved)).toEqual({ kind: 'invalid' });
    expect(submission({ ...draftOf(saved), name: 'x'.repeat(81) }, saved)).toEqual({
      kind: 'invalid',
    });
    expect(submission({ ...draftOf(saved), text: 'x'.repeat(2001) }, saved)).toEqual({
      kind: 'invalid',
    });
  });
});
