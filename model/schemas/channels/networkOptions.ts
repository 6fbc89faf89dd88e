// A post's settings for the networks that need more than text and media: a YouTube video's
// title and privacy, the Pinterest board a pin goes to, who sees a TikTok post, what kind of
// Google Business Profile post it is. Stored on the post as `networkOptions`, keyed by provider
// id (every channel of that network) or by channel id (that channel only, which wins).

import * as v from 'valibot';

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)));
const httpsUrl = v.optional(
  v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.maxLength(2048), v.url())]),
);
/** A local date and time as <input type="datetime-local"> or type="date" gives it. */
const localDateTime = v.optional(
  v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/))]),
);

export const YOUTUBE_PRIVACY = ['public', 'unlisted', 'private'] as const;
export const TIKTOK_PRIVACY = [
  'PUBLIC_TO_EVERYONE',
  'MUTUAL_FOLLOW_FRIENDS',
  'FOLLOWER_OF_CREATOR',
  'SELF_ONLY',
] as const;
export const TIKTOK_MODES = ['direct', 'inbox'] as const;
export const GBP_TOPICS = ['STANDARD', 'EVENT', 'OFFER'] as const;
export const GBP_CTAS = ['', 'BOOK', 'ORDER', 'SHOP', 'LEARN_MORE', 'SIGN_UP', 'CALL'] as const;

export const youtubeOptionsSchema = v.strictObject({
  title: optionalText(100),
  privacy: v.optional(v.picklist(YOUTUBE_PRIVACY)),
  shorts: v.optional(v.boolean()),
});
export const pinterestOptionsSchema = v.strictObject({
  /** The board's name as the account shows it (or its id). */
  board: optionalText(180),
  title: optionalText(100),
  link: httpsUrl,
});
export const tiktokOptionsSchema = v.strictObject({
  privacyLevel: v.optional(v.picklist(TIKTOK_PRIVACY)),
  mode: v.optional(v.picklist(TIKTOK_MODES)),
  /** Interactions the post turns off (the creator's own settings in TikTok may turn them off too). */
  disableComment: v.optional(v.boolean()),
  disableDuet: v.optional(v.boolean()),
  disableStitch: v.optional(v.boolean()),
});
export const googleBusinessOptionsSchema = v.strictObject({
  topicType: v.optional(v.picklist(GBP_TOPICS)),
  ctaType: v.optional(v.picklist(GBP_CTAS)),
  ctaUrl: httpsUrl,
  eventTitle: optionalText(58),
  startsAt: localDateTime,
  endsAt: localDateTime,
  couponCode: optionalText(58),
  terms: optionalText(5000),
});
/** The first comment is the post's own `firstComment` (posts.ts), on every network that takes one. */
export const metaOptionsSchema = v.strictObject({
  link: httpsUrl,
});

export const NETWORK_OPTION_SCHEMAS = {
  youtube: youtubeOptionsSchema,
  pinterest: pinterestOptionsSchema,
  tiktok: tiktokOptionsSchema,
  google_business: googleBusinessOptionsSchema,
  facebook: metaOptionsSchema,
  instagram: metaOptionsSchema,
} as const;
export type OptionsProvider = keyof typeof NETWORK_OPTION_SCHEMAS;

export function hasNetworkOptions(provider: string): provider is OptionsProvider {
  return Object.hasOwn(NETWORK_OPTION_SCHEMAS, provider);
}

/** The whole map as stored on a post. */
export const networkOptionsSchema = v.record(
  v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/)),
  v.record(v.string(), v.union([v.string(), v.boolean()])),
);
export type NetworkOptions = v.InferOutput<typeof networkOptionsSchema>;

/** A required setting that is missing, named by network and field. */
export interface MissingOption {
  provider: OptionsProvider;
  field: string;
}

/**
 * What the chosen networks require before a post can be scheduled: a YouTube title, a
 * Pinterest board, who sees a TikTok post, the title and dates of a Google event or offer.
 */
export function missingOptions(
  providers: readonly string[],
  options: Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>,
): MissingOption[] {
  const missing: MissingOption[] = [];
  const filled = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
  for (const provider of new Set(providers)) {
    const own = options[provider] ?? {};
    if (provider === 'youtube' && !filled(own.title)) missing.push({ provider, field: 'title' });
    if (provider === 'pinterest' && !filled(own.board)) missing.push({ provider, field: 'board' });
    if (provider === 'tiktok' && own.mode !== 'inbox' && !filled(own.privacyLevel)) {
      missing.push({ provider, field: 'privacyLevel' });
    }
    if (
      provider === 'google_business' &&
      (own.topicType === 'EVENT' || own.topicType === 'OFFER')
    ) {
      for (const field of ['eventTitle', 'startsAt', 'endsAt']) {
        if (!filled(own[field])) missing.push({ provider, field });
      }
    }
  }
  return missing;
}
