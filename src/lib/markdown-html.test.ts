import { describe, expect, it } from 'vitest';
import { isSafeHref, markdownToHtml } from './markdown-html';

describe('markdownToHtml', () => {
  it('renders headings one level below the page title, emphasis and lists', () => {
    const html = markdownToHtml('# Privacy\n\nWe keep *little*.\n\n- one\n- two');
    expect(html).toContain('<h2>Privacy</h2>');
    expect(html).toContain('<em>little</em>');
    expect(html).toContain('<li>one</li>');
  });

  it('writes raw HTML out as text instead of passing it through', () => {
    const html = markdownToHtml(
      '<img src=x onerror="alert(1)">\n\n<script>alert(2)</script>\n\nok <svg onload=alert(3)>',
    );
    expect(html).not.toMatch(/<img|<script|<svg/i);
    expect(html).toContain('&#60;img');
  });

  it('drops javascript: links and images but keeps ordinary links', () => {
    const html = markdownToHtml(
      '[bad](javascript:alert(1)) [good](https://example.com) ![x](javascript:alert(1))',
    );
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">good</a>');
    expect(html).toContain('bad');
  });
});

describe('isSafeHref', () => {
  it('allows web, mail and relative addresses', () => {
    for (const href of [
      'https://a.example',
      'http://a.example',
      'mailto:a@b.c',
      '/privacy',
      '#top',
      'terms',
    ]) {
      expect(isSafeHref(href), href).toBe(true);
    }
  });

  it('refuses script, data and protocol-relative addresses, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:x',
      'java\tscript:x',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
    ]) {
      expect(isSafeHref(href), href).toBe(false);
    }
  });
});
