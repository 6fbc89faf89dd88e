// Policy markdown to HTML that is safe to insert: markdown-html.ts never lets raw HTML or
// unsafe links through, and DOMPurify is the second line. Loaded only by the policy pages.

import DOMPurify from 'dompurify';
import { markdownToHtml } from './markdown-html';

export function renderMarkdown(markdown: string): string {
  return DOMPurify.sanitize(markdownToHtml(markdown), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'img', 'svg', 'math'],
    FORBID_ATTR: ['style'],
  });
}
