// What every adapter's read-back shares: a 404 or 410 is the network saying it has no such post
// (an answer, not a failure), and a count of whatever media list the network returns.

import { isProviderError } from './errors';

/**
 * The read's answer, or null when the network says the post does not exist. `graph`: the Graph
 * APIs (Facebook, Instagram, Threads) refuse an id that does not exist with 400, code 100,
 * which the Graph session classifies as a permanent refusal.
 */
export async function unlessGone<T>(
  read: () => Promise<T>,
  options: { graph?: boolean } = {},
): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (!isProviderError(error)) throw error;
    if (error.status === 404 || error.status === 410) return null;
    if (options.graph && error.kind === 'permanent' && error.status === 400) return null;
    throw error;
  }
}

/** The length of a list the network returned, or null when it returned none. */
export function countOf(list: unknown): number | null {
  return Array.isArray(list) ? list.length : null;
}
