// Each network's media rules, one table for the composer (which explains them next to the media
// before anything is sent) and the publisher's adapters (whose limits are built from it), so the
// screen and the server never disagree about what a network takes. Kept apart from
// network-limits.ts, which the initial chunk loads: this table only ships in lazy chunks.

const MIB = 1024 * 1024;

export interface NetworkMediaRules {
  /** Most attachments in one post. */
  maxMedia: number;
  /** Accepted MIME types with the largest accepted size in bytes of each. */
  types: Readonly<Record<string, number>>;
  /** Whether images and videos may be mixed in one post. */
  mixed: boolean;
  /** Types (or type prefixes such as 'video/') that must be a post's only attachment. */
  alone?: readonly string[];
  /** Networks that show media rather than text: a post needs at least one attachment. */
  requiresMedia?: boolean;
  /** A video's accepted length in seconds. */
  videoSeconds?: { min?: number; max: number };
  /** Accepted width / height ratios (inclusive), for pictures and for videos. */
  imageAspect?: { min: number; max: number };
  videoAspect?: { min: number; max: number };
  /** Codecs a video may be in (ISO sample-entry codes: avc1, hvc1, vp09, ...), where stated. */
  videoCodecs?: readonly string[];
  /** A video's accepted frames per second. */
  frameRate?: { min?: number; max: number };
  /** A video's accepted width and height in pixels, each side. */
  videoPixels?: { min?: number; max: number };
  /** Longest alternative text (description) of one picture or video, in characters. */
  altText?: number;
  /** Where the network documents these rules. */
  source: string;
}

/** The rules a check needs (an adapter's limits carry no source). */
export type MediaRuleSet = Omit<NetworkMediaRules, 'source'>;

/** The H.264 and HEVC sample entries an MP4 names its video codec with. */
const H264_HEVC = ['avc1', 'avc3', 'hvc1', 'hev1'];

/** Brand names are not translated. */
export const NETWORK_NAMES: Readonly<Record<string, string>> = {
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  x: 'X',
  linkedin: 'LinkedIn',
  linkedin_page: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  threads: 'Threads',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  google_business: 'Google Business Profile',
};

const upTo = (bytes: number, ...types: string[]): Record<string, number> =>
  Object.fromEntries(types.map((type) => [type, bytes]));

const LINKEDIN: NetworkMediaRules = {
  // A multi-image post takes up to 20 images; the Videos API MP4 up to 5 GB, 3 s to 30 min;
  // the Documents API PDFs up to 100 MB.
  maxMedia: 20,
  types: {
    ...upTo(5 * MIB, 'image/jpeg', 'image/png', 'image/gif'),
    ...upTo(5 * 1024 * MIB, 'video/mp4'),
    ...upTo(100 * MIB, 'application/pdf'),
  },
  mixed: false,
  alone: ['video/', 'application/pdf'],
  videoSeconds: { min: 3, max: 30 * 60 },
  videoAspect: { min: 1 / 2.4, max: 2.4 },
  // The Posts API's media altText.
  altText: 4086,
  source:
    'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/videos-api',
};

export const NETWORK_MEDIA_RULES: Readonly<Record<string, NetworkMediaRules>> = {
  bluesky: {
    maxMedia: 4,
    // The video service takes MP4 up to 100 MB and three minutes, one per post.
    types: {
      ...upTo(1_000_000, 'image/jpeg', 'image/png', 'image/webp', 'image/gif'),
      'video/mp4': 100_000_000,
    },
    mixed: false,
    alone: ['video/'],
    videoSeconds: { max: 180 },
    // The app's limit on an image's or video's alt text, in graphemes.
    altText: 2000,
    source: 'https://docs.bsky.app/docs/tutorials/video',
  },
  // Mastodon's defaults; an instance that publishes its configuration may allow more.
  mastodon: {
    maxMedia: 4,
    types: {
      ...upTo(16 * MIB, 'image/jpeg', 'image/png', 'image/gif', 'image/webp'),
      ...upTo(99 * MIB, 'video/mp4', 'video/webm', 'video/quicktime'),
    },
    mixed: false,
    // A media attachment's description.
    altText: 1500,
    source: 'https://docs.joinmastodon.org/user/posting/#media',
  },
  x: {
    maxMedia: 4,
    // A video (up to 512 MB and 140 seconds, 1:3 to 3:1) goes through the chunked upload, alone.
    types: {
      ...upTo(5 * MIB, 'image/jpeg', 'image/png', 'image/webp'),
      'image/gif': 15 * MIB,
      ...upTo(512 * MIB, 'video/mp4', 'video/quicktime'),
    },
    mixed: false,
    alone: ['video/'],
    videoSeconds: { min: 0.5, max: 140 },
    videoAspect: { min: 1 / 3, max: 3 },
    frameRate: { max: 60 },
    altText: 1000,
    source: 'https://docs.x.com/x-api/media/quickstart/best-practices',
  },
  linkedin: LINKEDIN,
  linkedin_page: LINKEDIN,
  facebook: {
    maxMedia: 10,
    // Resumable uploads take up to 10 GB and 240 minutes.
    types: {
      ...upTo(10 * MIB, 'image/jpeg', 'image/png', 'image/gif'),
      ...upTo(10 * 1024 * MIB, 'video/mp4', 'video/quicktime'),
    },
    mixed: false,
    videoSeconds: { min: 1, max: 240 * 60 },
    source: 'https://developers.facebook.com/docs/video-api/guides/publishing',
  },
  instagram: {
    maxMedia: 10,
    // JPEG only for pictures (8 MB, 4:5 to 1.91:1); reels MP4 or MOV up to 1 GB, 3 s to 15 min.
    types: { ...upTo(8 * MIB, 'image/jpeg'), ...upTo(1024 * MIB, 'video/mp4', 'video/quicktime') },
    mixed: true,
    requiresMedia: true,
    videoSeconds: { min: 3, max: 15 * 60 },
    imageAspect: { min: 4 / 5, max: 1.91 },
    videoAspect: { min: 0.01, max: 10 },
    videoCodecs: H264_HEVC,
    frameRate: { min: 23, max: 60 },
    source:
      'https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media',
  },
  threads: {
    maxMedia: 20,
    // Pictures up to 8 MB and 10:1; videos up to 1 GB and 5 minutes.
    types: {
      ...upTo(8 * MIB, 'image/jpeg', 'image/png'),
      ...upTo(1024 * MIB, 'video/mp4', 'video/quicktime'),
    },
    mixed: true,
    videoSeconds: { max: 5 * 60 },
    imageAspect: { min: 1 / 10, max: 10 },
    videoAspect: { min: 0.01, max: 10 },
    videoCodecs: H264_HEVC,
    frameRate: { min: 23, max: 60 },
    altText: 1000,
    source: 'https://developers.facebook.com/docs/threads/overview#media-specifications',
  },
  youtube: {
    maxMedia: 1,
    // One video of up to 256 GB and 12 hours (Shorts: up to 3 minutes, checked with the option).
    types: upTo(256 * 1024 * MIB, 'video/mp4', 'video/quicktime', 'video/webm', 'video/x-msvideo'),
    mixed: false,
    requiresMedia: true,
    videoSeconds: { min: 1, max: 12 * 3600 },
    source: 'https://support.google.com/youtube/answer/71673',
  },
  tiktok: {
    maxMedia: 35,
    // Photos JPEG or WebP (no PNG) up to 20 MB; videos up to 4 GB, 3 s to 10 min.
    types: {
      ...upTo(20 * MIB, 'image/jpeg', 'image/webp'),
      ...upTo(4096 * MIB, 'video/mp4', 'video/quicktime', 'video/webm'),
    },
    mixed: false,
    alone: ['video/'],
    requiresMedia: true,
    videoSeconds: { min: 3, max: 10 * 60 },
    videoCodecs: [...H264_HEVC, 'vp08', 'vp09'],
    frameRate: { min: 23, max: 60 },
    videoPixels: { min: 360, max: 4096 },
    source: 'https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide',
  },
  pinterest: {
    maxMedia: 5,
    // Pictures up to 20 MB; a video pin up to 2 GB, 4 s to 15 min, 1:2 to 1.91:1.
    types: {
      ...upTo(20 * MIB, 'image/jpeg', 'image/png', 'image/webp'),
      ...upTo(2048 * MIB, 'video/mp4', 'video/quicktime'),
    },
    mixed: false,
    alone: ['video/'],
    requiresMedia: true,
    videoSeconds: { min: 4, max: 15 * 60 },
    videoAspect: { min: 1 / 2, max: 1.91 },
    altText: 500,
    source: 'https://developers.pinterest.com/docs/api/v5/media-create/',
  },
  google_business: {
    maxMedia: 1,
    types: upTo(5 * MIB, 'image/jpeg', 'image/png'),
    mixed: false,
    source: 'https://developers.google.com/my-business/content/posts-data',
  },
  sandbox: {
    maxMedia: 4,
    types: {
      ...upTo(5 * MIB, 'image/jpeg', 'image/png', 'image/webp', 'image/gif'),
      'video/mp4': 50 * MIB,
    },
    mixed: false,
    // The local stand-in for every network, with no rules of its own beyond these.
    source: 'emulator/README.md',
  },
};

/** What is known about one attachment; the composer measures more than the server stores. */
export interface MediaFacts {
  contentType: string;
  /** Bytes, when known. */
  size?: number;
  width?: number;
  height?: number;
  /** A video's length in seconds, when measured. */
  seconds?: number;
  /** A video's codec as its MP4 sample entry names it (avc1.64001f), when read. */
  codec?: string;
  /** A video's frames per second, when read. */
  frameRate?: number;
  /** The alternative text written for it. */
  alt?: string;
}

/** One broken rule; `index` is the attachment's position (0-based) where it is about one. */
export type MediaProblem =
  | { kind: 'required' }
  | { kind: 'count'; count: number; max: number }
  | { kind: 'type'; index: number; contentType: string }
  | { kind: 'size'; index: number; size: number; max: number }
  | { kind: 'short'; index: number; seconds: number; min: number }
  | { kind: 'long'; index: number; seconds: number; max: number }
  | { kind: 'aspect'; index: number; ratio: number; min: number; max: number }
  | { kind: 'codec'; index: number; codec: string }
  | { kind: 'frameRate'; index: number; frameRate: number; min?: number; max: number }
  | { kind: 'pixels'; index: number; width: number; height: number; min?: number; max: number }
  | { kind: 'alt'; index: number; length: number; max: number }
  | { kind: 'alone' }
  | { kind: 'mixed' };

/** What a video's codec, frame rate and frame size break; facts not read are not judged. */
function videoProblems(rules: MediaRuleSet, item: MediaFacts, index: number): MediaProblem[] {
  const problems: MediaProblem[] = [];
  const codec = item.codec?.split('.')[0];
  if (rules.videoCodecs && codec && !rules.videoCodecs.includes(codec)) {
    problems.push({ kind: 'codec', index, codec });
  }
  const rate = rules.frameRate;
  const fps = item.frameRate;
  // Frame rates are written rounded (29.97 is "30"): half a frame of slack either way.
  if (rate && fps !== undefined && (fps > rate.max + 0.5 || fps < (rate.min ?? 0) - 0.5)) {
    problems.push({ kind: 'frameRate', index, frameRate: fps, ...rate });
  }
  const pixels = rules.videoPixels;
  const { width, height } = item;
  if (pixels && width && height) {
    const small = Math.min(width, height) < (pixels.min ?? 0);
    if (small || Math.max(width, height) > pixels.max) {
      problems.push({ kind: 'pixels', index, width, height, ...pixels });
    }
  }
  return problems;
}

/** Every way `media` breaks `rules`; facts that are not known are not judged. */
export function checkMedia(
  rules: MediaRuleSet,
  media: readonly MediaFacts[],
  hasText = true,
): MediaProblem[] {
  const problems: MediaProblem[] = [];
  if (rules.requiresMedia && media.length === 0 && hasText) problems.push({ kind: 'required' });
  if (media.length > rules.maxMedia) {
    problems.push({ kind: 'count', count: media.length, max: rules.maxMedia });
  }
  for (const [index, item] of media.entries()) {
    const max = rules.types[item.contentType];
    if (max === undefined) {
      problems.push({ kind: 'type', index, contentType: item.contentType });
      continue;
    }
    if (item.size !== undefined && item.size > max) {
      problems.push({ kind: 'size', index, size: item.size, max });
    }
    const video = item.contentType.startsWith('video/');
    const seconds = rules.videoSeconds;
    if (video && seconds && item.seconds !== undefined) {
      if (seconds.min !== undefined && item.seconds < seconds.min) {
        problems.push({ kind: 'short', index, seconds: item.seconds, min: seconds.min });
      } else if (item.seconds > seconds.max) {
        problems.push({ kind: 'long', index, seconds: item.seconds, max: seconds.max });
      }
    }
    if (video) problems.push(...videoProblems(rules, item, index));
    if (rules.altText !== undefined && item.alt && [...item.alt].length > rules.altText) {
      problems.push({ kind: 'alt', index, length: [...item.alt].length, max: rules.altText });
    }
    const aspect = video ? rules.videoAspect : rules.imageAspect;
    if (aspect && item.width && item.height) {
      const ratio = item.width / item.height;
      // A hundredth of slack: 1080x1350 is 4:5 exactly, 1080x566 is 1.908.
      if (ratio < aspect.min - 0.005 || ratio > aspect.max + 0.005) {
        problems.push({ kind: 'aspect', index, ratio, min: aspect.min, max: aspect.max });
      }
    }
  }
  const alone = rules.alone ?? [];
  if (
    media.length > 1 &&
    media.some((item) => alone.some((type) => item.contentType.startsWith(type)))
  ) {
    problems.push({ kind: 'alone' });
  }
  if (!rules.mixed) {
    const kinds = new Set(media.map((item) => item.contentType.split('/')[0]));
    if (kinds.size > 1) problems.push({ kind: 'mixed' });
  }
  return problems;
}
