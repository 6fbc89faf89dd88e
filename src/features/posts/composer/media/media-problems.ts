// The chosen networks' media rules as problems of the media field, checked when a post is
// submitted (not only shown as warnings): a video too long for TikTok stops the step beside the
// media, in the sentence the server would refuse it with. Loaded with the step, off the first
// paint.

import { checkMedia, NETWORK_NAMES } from '@model/network-media';
import type { ChannelCount, Problem } from '../../draft';
import type { MediaDraft } from '../store';
import { problemMessage, rulesFor } from './MediaRules';

/** What the chosen networks refuse in `media`, one problem per sentence. */
export function mediaRuleProblems(
  locale: string,
  counts: readonly ChannelCount[],
  media: readonly MediaDraft[],
  hasText: boolean,
  /** Per network, the longest video the chosen accounts may post. */
  maxVideoSeconds: Readonly<Record<string, number | undefined>> = {},
): Problem[] {
  const providers = [...new Set(counts.map((count) => count.channel.provider))];
  const facts = media.map((item) => ({
    contentType: item.contentType,
    ...(item.bytes !== undefined ? { size: item.bytes } : {}),
    ...(item.width && item.height ? { width: item.width, height: item.height } : {}),
    ...(item.seconds !== undefined ? { seconds: item.seconds } : {}),
    ...(item.alt ? { alt: item.alt } : {}),
  }));
  const names = media.map((item) => item.name || item.path.split('/').pop() || '');
  const problems = new Map<string, Problem>();
  for (const provider of providers) {
    const rules = rulesFor(provider, maxVideoSeconds[provider]);
    const network = NETWORK_NAMES[provider];
    if (!rules || !network) continue;
    for (const problem of checkMedia(rules, facts, hasText)) {
      const message = problemMessage(locale, network, problem, names);
      problems.set(JSON.stringify(message), message);
    }
  }
  return [...problems.values()];
}
