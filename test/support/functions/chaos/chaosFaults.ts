// The chaos bench's faults and which posts get them: a fixed plan, so a run can be repeated and
// every kind of fault is met by hundreds of posts at the default size.

export const FAULTS = [
  /** The network creates the post, and the connection breaks before its answer arrives. */
  'answer_lost',
  /** 503 without creating (sent again later), or 500 after creating (looked for, not resent). */
  'server_error',
  /** 429 with Retry-After, nothing created. */
  'rate_limited',
  /** The network creates the post; the handler's process dies before it records the answer. */
  'crash',
  /** The account's access token expires mid-run: refreshed, rotated, saved (refresh path). */
  'token_expired',
  /** Accepted, then gone: absent when read back (a moderation removal, a lost write). */
  'vanished',
  /** Its picture is slow to read from Storage and slow to upload. */
  'slow_media',
] as const;

export type Fault = (typeof FAULTS)[number];

/** One post in `every` gets a fault, the kinds in turn; the rest go out undisturbed. */
export function faultOf(post: number, every = 3): Fault | null {
  if (post % every !== 0) return null;
  return FAULTS[(post / every) % FAULTS.length] as Fault;
}

/** How many posts of the first `posts` get each fault. */
export function faultCounts(posts: number, every = 3): Map<Fault, number> {
  const counts = new Map<Fault, number>(FAULTS.map((fault) => [fault, 0]));
  for (let post = 0; post < posts; post++) {
    const fault = faultOf(post, every);
    if (fault) counts.set(fault, (counts.get(fault) ?? 0) + 1);
  }
  return counts;
}
