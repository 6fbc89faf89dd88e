// TikTok tells each creator the longest video they may post (creator_info's
// max_video_post_duration_sec; the composer reads it with the channel's posting choices). A
// longer video is refused before scheduling or sending, with the file named, instead of failing
// at TikTok later. Lengths are known once the media rules have measured the video.

import type { ChannelCount, Problem } from '../draft';
import { lengthText } from './duration-text';
import type { MediaDraft } from './store';
import { tt } from './tiktok-messages';
import { tiktokMaxSeconds } from './use-posting-choices';

/** The chosen TikTok creators' shortest limit in seconds, once their choices have been read. */
export function chosenTikTokMax(counts: readonly ChannelCount[]): number | undefined {
  const ids = counts
    .filter((count) => count.channel.provider === 'tiktok')
    .map((count) => count.channel.id);
  return ids.length > 0 ? tiktokMaxSeconds(ids) : undefined;
}

/** Each measured video longer than `max` seconds, as a problem of the media field. */
export function tiktokLengthProblems(
  locale: string,
  max: number | undefined,
  media: readonly MediaDraft[],
): Problem[] {
  if (max === undefined) return [];
  return media
    .filter(
      (item) =>
        item.contentType.startsWith('video/') && item.seconds !== undefined && item.seconds > max,
    )
    .map((item) => ({
      ...tt.tooLong,
      values: {
        name: item.name || item.path.split('/').pop() || '',
        length: lengthText(locale, item.seconds as number),
        max: lengthText(locale, max),
      },
    }));
}
