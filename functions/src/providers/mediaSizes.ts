// The media part of a network's limits: most networks take every image type up to one size.

export const MIB = 1024 * 1024;

/** Each of `types` accepted up to `bytes`, to spread into ProviderLimits.media. */
export function upTo(bytes: number, ...types: string[]): Record<string, number> {
  return Object.fromEntries(types.map((type) => [type, bytes]));
}
