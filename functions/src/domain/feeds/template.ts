// A feed item's post text: the source's template with {title}, {link} and {summary} replaced by
// the item's. One pass over the template, so an item whose title holds "{link}" is not expanded
// twice; spaces left by an empty field are folded, and the text keeps within a post's length.

import { POST_TEXT_MAX } from '@model/schemas/posts/posts';
import type { FeedItem } from './parseFeed';

export function renderTemplate(template: string, item: FeedItem): string {
  const fields: Record<string, string> = {
    title: item.title,
    link: item.link,
    summary: item.summary,
  };
  const text = template.replace(
    /\{(title|link|summary)\}/g,
    (_, name: string) => fields[name] ?? '',
  );
  return text
    .replace(/[ \t]{2,}/g, ' ')
    .trim()
    .slice(0, POST_TEXT_MAX);
}
