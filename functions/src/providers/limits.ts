// Checks a post against a network's limits before it is scheduled, counting text the way the
// network does, so the composer and the publisher agree on what fits.

import { countText } from '@model/network-limits';
import {
  checkMedia,
  type MediaFacts,
  type MediaProblem,
  type MediaRuleSet,
} from '@model/network-media';
import { exactLengthText, ratioText } from '@model/network-media-text';
import type { MediaInput, ProviderLimits } from './types';

// The counting itself lives with the app (src/lib/network-limits), so the composer and the
// publisher share one implementation.
export { countGraphemes, countMastodon, countX } from '@model/network-limits';

export function textLength(limits: ProviderLimits, text: string): number {
  return countText({ maxLength: limits.maxLength, counting: limits.lengthCounting }, text);
}

export type MediaDescriptor = Pick<MediaInput, 'contentType'> & Omit<MediaFacts, 'contentType'>;

function rulesOf(limits: ProviderLimits): MediaRuleSet {
  return {
    maxMedia: limits.maxMedia,
    types: limits.media,
    mixed: limits.mixedMedia,
    alone: limits.alone,
    requiresMedia: limits.requiresMedia,
    videoSeconds: limits.videoSeconds,
    imageAspect: limits.imageAspect,
    videoAspect: limits.videoAspect,
    videoCodecs: limits.videoCodecs,
    frameRate: limits.frameRate,
    videoPixels: limits.videoPixels,
    altText: limits.altText,
  };
}

function sentence(problem: MediaProblem): string {
  switch (problem.kind) {
    case 'required':
      return 'This network shows pictures or videos: add at least one.';
    case 'count':
      return `${problem.count} attachments; at most ${problem.max} are allowed.`;
    case 'type':
      return `Attachment ${problem.index + 1}: ${problem.contentType} is not accepted.`;
    case 'size':
      return `Attachment ${problem.index + 1} is ${problem.size} bytes; at most ${problem.max} are accepted.`;
    case 'short':
      return `Attachment ${problem.index + 1} lasts ${exactLengthText('en', problem.seconds)}; at least ${exactLengthText('en', problem.min)} is needed.`;
    case 'long':
      return `Attachment ${problem.index + 1} lasts ${exactLengthText('en', problem.seconds)}; videos up to ${exactLengthText('en', problem.max)} are allowed.`;
    case 'codec':
      return `Attachment ${problem.index + 1} is in ${problem.codec}, which is not accepted; re-encode it.`;
    case 'frameRate':
      return `Attachment ${problem.index + 1} has ${Math.round(problem.frameRate)} frames a second; ${problem.min ?? 1} to ${problem.max} are accepted.`;
    case 'pixels':
      return `Attachment ${problem.index + 1} is ${problem.width}×${problem.height}; ${problem.min ?? 1} to ${problem.max} pixels a side are accepted.`;
    case 'alt':
      return `The alt text of attachment ${problem.index + 1} has ${problem.length} characters; at most ${problem.max} are accepted.`;
    case 'aspect':
      return `Attachment ${problem.index + 1} is ${ratioText(problem.ratio)}; between ${ratioText(problem.min)} and ${ratioText(problem.max)} is accepted.`;
    case 'alone':
      return 'A video or a document goes alone in a post, without other attachments.';
    case 'mixed':
      return 'Images and videos cannot be mixed in one post.';
  }
}

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
  for (const problem of checkMedia(rulesOf(limits), media, text.trim().length > 0)) {
    problems.push(sentence(problem));
  }
  return problems;
}
