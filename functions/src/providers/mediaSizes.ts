// The media part of a network's limits: built from the table the composer explains them from
// (src/lib/network-media), so the screen and the publisher check the same rules.

import { NETWORK_MEDIA_RULES } from '@model/network-media';
import type { ProviderLimits } from './types';

export const MIB = 1024 * 1024;

/** Each of `types` accepted up to `bytes`, to spread into ProviderLimits.media. */
export function upTo(bytes: number, ...types: string[]): Record<string, number> {
  return Object.fromEntries(types.map((type) => [type, bytes]));
}

type MediaPart = Pick<
  ProviderLimits,
  | 'maxMedia'
  | 'media'
  | 'mixedMedia'
  | 'alone'
  | 'requiresMedia'
  | 'videoSeconds'
  | 'imageAspect'
  | 'videoAspect'
  | 'videoCodecs'
  | 'frameRate'
  | 'videoPixels'
  | 'altText'
>;

/** A network's media limits from the shared table, to spread into its ProviderLimits. */
export function mediaLimitsOf(network: string): MediaPart {
  const rules = NETWORK_MEDIA_RULES[network];
  if (!rules) throw new Error(`No media rules for ${network}.`);
  return {
    maxMedia: rules.maxMedia,
    media: { ...rules.types },
    mixedMedia: rules.mixed,
    ...(rules.alone ? { alone: [...rules.alone] } : {}),
    ...(rules.requiresMedia ? { requiresMedia: true } : {}),
    ...(rules.videoSeconds ? { videoSeconds: rules.videoSeconds } : {}),
    ...(rules.imageAspect ? { imageAspect: rules.imageAspect } : {}),
    ...(rules.videoAspect ? { videoAspect: rules.videoAspect } : {}),
    ...(rules.videoCodecs ? { videoCodecs: rules.videoCodecs } : {}),
    ...(rules.frameRate ? { frameRate: rules.frameRate } : {}),
    ...(rules.videoPixels ? { videoPixels: rules.videoPixels } : {}),
    ...(rules.altText !== undefined ? { altText: rules.altText } : {}),
  };
}
