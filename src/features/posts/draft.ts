// What the full composer and the dashboard's quick composer share: how a post's text counts on
// each chosen network, what must be true before it is saved, sent for approval or scheduled,
// and the draft document both write. Pure, so both screens and the tests agree.

import { countText, type TextLimit, textLimitForChannel } from '@model/network-limits';
import { POST_TEXT_MAX, type ThreadElsewhere } from '@model/schemas/posts/posts';
import type { Channel, PostMedia } from '../../firebase/posts/post-types';
import type { DraftContent } from '../../firebase/posts/post-writes';
import { m } from './messages';

export type DraftMode = 'draft' | 'submit' | 'schedule';

export interface ChannelCount {
  channel: Channel;
  limit: TextLimit;
  count: number;
  over: boolean;
}

/** Per chosen channel, the count of the text it will get (its own variant or the common text). */
export function channelCounts(
  channels: readonly Channel[],
  channelIds: readonly string[],
  textFor: (channelId: string) => string,
): ChannelCount[] {
  return channels
    .filter((channel) => channelIds.includes(channel.id))
    .map((channel) => {
      const limit = textLimitForChannel(channel);
      const count = countText(limit, textFor(channel.id));
      return { channel, limit, count, over: count > limit.maxLength };
    });
}

export interface DraftState {
  channelIds: readonly string[];
  text: string;
  variants: Readonly<Record<string, string>>;
  mediaCount: number;
  uploading: boolean;
  counts: readonly ChannelCount[];
  instant: Date | null;
}

/** A problem as a message descriptor with its values, ready for Lingui's `_`. */
export type Problem = { id: string; message: string; values?: Record<string, unknown> };

/** Why the draft cannot go ahead in this mode: a draft may be unfinished, the rest must fit. */
/** The part of the form a problem is about, so it is shown next to that field. */
export type DraftField = 'channels' | 'text' | 'media' | 'when' | 'options' | 'thread';

export function fieldOf(problem: Problem): DraftField {
  if (problem.id.startsWith('posts.options.')) return 'options';
  if (problem.id.startsWith('posts.thread.')) return 'thread';
  if (problem.id.startsWith('posts.mediaRules.')) return 'media';
  switch (problem.id) {
    case m.needChannel.id:
      return 'channels';
    case m.stillUploading.id:
      return 'media';
    case m.needWhen.id:
      return 'when';
    default:
      return 'text';
  }
}

/** What a stored post holds at most (the rules refuse more), named with the count found. */
const POST_MEDIA_MAX = 10;

export function draftProblems(state: DraftState, mode: DraftMode, now: number): Problem[] {
  const out: Problem[] = [];
  if (state.uploading) out.push(m.stillUploading);
  if (state.text.length > POST_TEXT_MAX) {
    out.push({ ...m.textTooLong, values: { max: POST_TEXT_MAX, count: state.text.length } });
  }
  if (state.mediaCount > POST_MEDIA_MAX) {
    out.push({ ...m.tooManyMedia, values: { max: POST_MEDIA_MAX, count: state.mediaCount } });
  }
  const noText =
    state.text.trim() === '' && Object.values(state.variants).every((value) => !value.trim());
  if (mode === 'draft') {
    // A draft may be unfinished, but not empty: an empty row helps nobody.
    if (noText && state.mediaCount === 0 && state.channelIds.length === 0) out.push(m.emptyDraft);
    return out;
  }
  if (state.channelIds.length === 0) out.push(m.needChannel);
  if (noText && state.mediaCount === 0) out.push(m.needText);
  for (const { channel, limit, count, over } of state.counts) {
    if (over) {
      out.push({
        ...m.overLimit,
        values: { channel: channel.displayName, count, max: limit.maxLength },
      });
    }
  }
  if (mode === 'schedule' && (!state.instant || state.instant.getTime() <= now)) {
    out.push(m.needWhen);
  }
  return out;
}

/** The draft document: variants only for channels still chosen, media without upload state. */
export function draftContent(input: {
  text: string;
  channelIds: string[];
  variants: Readonly<Record<string, string>>;
  media: readonly PostMedia[];
  timeZone: string;
  scheduledAt: Date | null;
  /** The thread's follow-up parts; undefined leaves the stored thread as it is. */
  thread?: readonly string[];
  /** What the parts do on networks without threads; undefined leaves the stored choice. */
  threadElsewhere?: ThreadElsewhere;
  /** Settings by network, kept only for the networks of the channels chosen. */
  networkOptions?: Readonly<Record<string, Readonly<Record<string, string | boolean>>>>;
  providers?: readonly string[];
  /** The first comment; undefined leaves the stored one as it is. */
  firstComment?: string;
}): DraftContent {
  return {
    text: input.text,
    channelIds: input.channelIds,
    variants: Object.fromEntries(
      Object.entries(input.variants)
        .filter(([id]) => input.channelIds.includes(id))
        .map(([id, value]) => [id, { text: value }]),
    ),
    media: input.media.map(({ path, contentType, width, height, alt, seconds }) => {
      const item: PostMedia = { path, contentType };
      if (width) item.width = width;
      if (height) item.height = height;
      if (alt) item.alt = alt;
      if (seconds) item.seconds = seconds;
      return item;
    }),
    timeZone: input.timeZone,
    scheduledAt: input.scheduledAt,
    ...(input.thread ? { thread: input.thread.map((text) => ({ text })) } : {}),
    ...(input.threadElsewhere ? { threadElsewhere: input.threadElsewhere } : {}),
    ...(input.firstComment !== undefined ? { firstComment: input.firstComment.trim() } : {}),
    ...(input.networkOptions && Object.keys(input.networkOptions).length > 0
      ? {
          networkOptions: Object.fromEntries(
            Object.entries(input.networkOptions)
              .filter(([key]) => !input.providers || input.providers.includes(key))
              .map(([key, value]) => [key, { ...value }]),
          ),
        }
      : {}),
  };
}
