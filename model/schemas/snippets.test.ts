import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { insertSnippet, snippetInputSchema } from './snippets';

describe('insertSnippet', () => {
  it('puts the snippet at the cursor, with a space where it would run into a word', () => {
    expect(insertSnippet('Fresh bread', 5, 5, '#sourdough')).toEqual({
      text: 'Fresh #sourdough bread',
      cursor: 16,
    });
    expect(insertSnippet('Fresh bread', 11, 11, '#bakery #local')).toEqual({
      text: 'Fresh bread #bakery #local',
      cursor: 26,
    });
  });

  it('replaces a selection and adds no space next to spaces or at the edges', () => {
    expect(insertSnippet('Hi NAME, welcome', 3, 7, 'Ana')).toEqual({
      text: 'Hi Ana, welcome',
      cursor: 6,
    });
    expect(insertSnippet('', 0, 0, 'Template')).toEqual({ text: 'Template', cursor: 8 });
    expect(insertSnippet('end ', 4, 4, '#tag')).toEqual({ text: 'end #tag', cursor: 8 });
  });

  it('keeps the cursor inside the text when it is out of range', () => {
    expect(insertSnippet('abc', 10, 12, 'x')).toEqual({ text: 'abc x', cursor: 5 });
  });
});

describe('snippetInputSchema', () => {
  it('takes a named hashtag group or template and refuses blank or oversized ones', () => {
    expect(
      v.parse(snippetInputSchema, { name: ' Bakery ', text: '#bread', kind: 'hashtags' }),
    ).toEqual({ name: 'Bakery', text: '#bread', kind: 'hashtags' });
    expect(v.is(snippetInputSchema, { name: ' ', text: 'x', kind: 'template' })).toBe(false);
    expect(v.is(snippetInputSchema, { name: 'x', text: 'y'.repeat(2001), kind: 'template' })).toBe(
      false,
    );
    expect(v.is(snippetInputSchema, { name: 'x', text: 'y', kind: 'emoji' })).toBe(false);
  });
});
