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
}

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
  },
  // Mastodon's defaults; an instance that publishes its configuration may allow more.
  mastodon: {
    maxMedia: 4,
    types: {
      ...upTo(16 * MIB, 'image/jpeg', 'image/png', 'image/gif', 'image/webp'),
      ...upTo(99 * MIB, 'video/mp4', 'video/webm', 'video/quicktime'),
    },
    mixed: false,
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
  },
  youtube: {
    maxMedia: 1,
    // One video of up to 256 GB and 12 hours (Shorts: up to 3 minutes, checked with the option).
    types: upTo(256 * 1024 * MIB, 'video/mp4', 'video/quicktime', 'video/webm', 'video/x-msvideo'),
    mixed: false,
    requiresMedia: true,
    videoSeconds: { min: 1, max: 12 * 3600 },
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
  },
  google_business: {
    maxMedia: 1,
    types: upTo(5 * MIB, 'image/jpeg', 'image/png'),
    mixed: false,
  },
  sandbox: {
    maxMedia: 4,
    types: {
      ...upTo(5 * MIB, 'image/jpeg', 'image/png', 'image/webp', 'image/gif'),
      'video/mp4': 50 * MIB,
    },
    mixed: false,
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
  | { kind: 'alone' }
  | { kind: 'mixed' };

/** Every way `media` breaks `rules`; facts that are not known are not judged. */
export function checkMedia(
  rules: NetworkMediaRules,
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

/** A ratio as people write it: 1.91:1, 4:5, 9:16. */
export function ratioText(ratio: number): string {
  const known: [number, string][] = [
    [4 / 5, '4:5'],
    [1 / 2, '1:2'],
    [1 / 3, '1:3'],
    [3, '3:1'],
    [1 / 2.4, '1:2.4'],
    [9 / 16, '9:16'],
    [16 / 9, '16:9'],
    [1 / 10, '1:10'],
  ];
  const hit = known.find(([value]) => Math.abs(value - ratio) < 0.001);
  if (hit) return hit[1];
  return `${Number(ratio.toFixed(2))}:1`;
}
