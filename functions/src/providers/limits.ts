// Checks a post against a network's limits before it is scheduled, counting text the way the
// network does, so the composer and the publisher agree on what fits.

import { countText } from '../../../src/lib/network-limits';
import type { MediaInput, ProviderLimits } from './types';

// The counting itself lives with the app (src/lib/network-limits), so the composer and the
// publisher share one implementation.
export { countGraphemes, countMastodon, countX } from '../../../src/lib/network-limits';

export function textLength(limits: ProviderLimits, text: string): number {
  return countText({ maxLength: limits.maxLength, counting: limits.lengthCounting }, text);
}

export type MediaDescriptor = Pick<MediaInput, 'contentType'> & { size: number };

/** Every way the post breaks the limits, as sentences for the user; empty when it fits. */
export function checkLimits(
  limits: ProviderLimits,
  text: string,
  media: MediaDescriptor[],
): string[] {
  const problems: string[] = [];
  const length = textLength(limits, text);
  if (length > limits.maxLength) {
    problems.push(`The text is ${length} characters long; at most ${limits.maxLength} fit.`);
  }
  if (text.trim().length === 0 && media.length === 0) problems.push('The post is empty.');
  else if (limits.requiresMedia && media.length === 0) {
    problems.push('This network shows pictures or videos: add at least one.');
  }
  if (media.length > limits.maxMedia) {
    problems.push(`${media.length} attachments; at most ${limits.maxMedia} are allowed.`);
  }
  for (const [index, item] of media.entries()) {
    const max = limits.media[item.contentType];
    if (max === undefined) {
      problems.push(`Attachment ${index + 1}: ${item.contentType} is not accepted.`);
    } else if (item.size > max) {
      problems.push(`Attachment ${index + 1} is ${item.size} bytes; at most ${max} are accepted.`);
    }
  }
  const alone = limits.alone ?? [];
  if (
    media.length > 1 &&
    media.some((item) => alone.some((type) => item.contentType.startsWith(type)))
  ) {
    problems.push('A video or a document goes alone in a post, without other attachments.');
  }
  if (!limits.mixedMedia) {
    const kinds = new Set(media.map((item) => item.contentType.split('/')[0]));
    if (kinds.size > 1) problems.push('Images and videos cannot be mixed in one post.');
  }
  return problems;
}
