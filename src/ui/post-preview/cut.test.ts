import { countX } from '@model/network-limits';
import { describe, expect, it } from 'vitest';
import { cutAtFold, firstLinkHost, fitToLimit, previewText } from './cut';

const words = (count: number) =>
  Array.from({ length: count }, (_, i) => `word${String(i).padStart(2, '0')}`).join(' ');

describe('previewText', () => {
  it('shows a short post whole on every network', () => {
    for (const provider of ['x', 'bluesky', 'mastodon', 'linkedin', 'facebook', 'instagram']) {
      expect(previewText('Fresh bread at 7', { provider })).toEqual({
        visible: 'Fresh bread at 7',
        folded: '',
        overflow: '',
      });
    }
  });

  it('folds a LinkedIn post after about 210 characters, at a word, with the rest behind see more', () => {
    const text = words(40); // 40 × 6 characters + spaces: 279
    const cut = previewText(text, { provider: 'linkedin' });
    expect(cut.visible.length).toBeLessThanOrEqual(210);
    expect(cut.visible.length).toBeGreaterThan(190);
    expect(text.startsWith(cut.visible)).toBe(true);
    expect(cut.visible.endsWith(' ')).toBe(false);
    expect(cut.visible + cut.folded).toBe(text);
    expect(cut.overflow).toBe('');
  });

  it('folds an Instagram caption after two lines even when they are short', () => {
    const cut = previewText('Line one\nLine two\nLine three', { provider: 'instagram' });
    expect(cut).toEqual({ visible: 'Line one\nLine two', folded: '\nLine three', overflow: '' });
  });

  it('never folds X, Bluesky or Mastodon, but marks what is past their limit', () => {
    const long = 'a'.repeat(320);
    expect(previewText(long, { provider: 'bluesky' })).toEqual({
      visible: 'a'.repeat(300),
      folded: '',
      overflow: 'a'.repeat(20),
    });
    expect(previewText(long, { provider: 'x' }).visible).toHaveLength(280);
    expect(previewText(long, { provider: 'mastodon' })).toMatchObject({
      visible: long,
      overflow: '',
    });
  });

  it("counts X's way: CJK weighs 2 and a link 23, and never splits an emoji", () => {
    const cjk = '日'.repeat(150);
    expect(previewText(cjk, { provider: 'x' }).visible).toBe('日'.repeat(140));
    const link = `${'a'.repeat(250)} https://example.com/a/very/long/path/indeed`;
    expect(previewText(link, { provider: 'x' }).overflow).toBe('');
    const family = '👨‍👩‍👧'.repeat(200);
    const { visible, overflow } = previewText(family, { provider: 'x' });
    expect(countX(visible)).toBe(280);
    expect(visible + overflow).toBe(family);
    expect(visible.length % '👨‍👩‍👧'.length).toBe(0);
  });

  it('uses the sandbox channel its own limit', () => {
    expect(previewText('abcdef', { provider: 'sandbox', maxLength: 4 })).toMatchObject({
      visible: 'abcd',
      overflow: 'ef',
    });
  });
});

describe('cutAtFold and fitToLimit', () => {
  it('cuts in the middle of a word that has no space before the fold', () => {
    expect(cutAtFold('x'.repeat(300), { chars: 100, lines: 3 }).visible).toBe('x'.repeat(100));
  });

  it('leaves text within the limit alone', () => {
    expect(fitToLimit('hello', { maxLength: 5, counting: 'graphemes' })).toEqual({
      sent: 'hello',
      overflow: '',
    });
  });
});

describe('firstLinkHost', () => {
  it("names the first link's host, without www and trailing punctuation", () => {
    expect(firstLinkHost('Read https://www.example.com/blog/post?id=1. Then http://b.org')).toBe(
      'example.com',
    );
    expect(firstLinkHost('See (https://shop.example.co.uk/sale).')).toBe('shop.example.co.uk');
    expect(firstLinkHost('No link here, example.com is bare')).toBeNull();
  });
});
