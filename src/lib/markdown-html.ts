// Policy markdown to HTML with nothing executable in it: raw HTML in the source is written
// out as text, links and images keep only http(s), mailto and relative addresses, and
// headings sit one level below the page's own h1. render-markdown.ts adds DOMPurify on top.

import { Marked } from 'marked';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** True for addresses a policy may link to; javascript:, data: and the like are not. */
export function isSafeHref(href: string): boolean {
  const trimmed = href.trim();
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const compact = Array.from(trimmed)
    .filter((ch) => ch.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  if (/^(https?:|mailto:)/.test(compact)) return true;
  return !/^[a-z][a-z0-9+.-]*:/.test(compact) && !compact.startsWith('//');
}

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: (token) => escapeHtml(token.text),
    heading(token) {
      const level = Math.min(token.depth + 1, 6);
      return `<h${level}>${this.parser.parseInline(token.tokens)}</h${level}>\n`;
    },
    link(token) {
      const text = this.parser.parseInline(token.tokens);
      if (!isSafeHref(token.href)) return text;
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
      return `<a href="${escapeHtml(token.href)}"${title} rel="noopener noreferrer">${text}</a>`;
    },
    // Policies carry no pictures; an image becomes its alternative text.
    image: (token) => escapeHtml(token.text),
  },
});

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
