// Which chosen channels take the thread's parts as a thread, and the choice a post with parts
// must make for the others before it is scheduled or sent for approval (the server refuses it
// too: functions/src/domain/threads/threadChoice.ts).

import { takesThreads } from '@model/network-threads';
import type { ThreadElsewhere } from '@model/schemas/posts/posts';
import type { Channel } from '../../../firebase/posts/post-types';
import type { Problem } from '../draft';
import { tc } from './thread-messages';

/** The chosen channels split by whether their network has threads. */
export function threadReach(channels: readonly Pick<Channel, 'provider' | 'displayName'>[]): {
  threads: string[];
  without: string[];
} {
  const threads: string[] = [];
  const without: string[] = [];
  for (const channel of channels) {
    (takesThreads(channel.provider) ? threads : without).push(channel.displayName);
  }
  return { threads, without };
}

/** The parts that would be published: those with words in them. */
export function hasParts(thread: readonly string[] | null): boolean {
  return (thread ?? []).some((part) => part.trim() !== '');
}

export function threadChoiceProblems(
  counts: readonly { channel: Pick<Channel, 'provider' | 'displayName'> }[],
  thread: readonly string[] | null,
  choice: ThreadElsewhere | null,
): Problem[] {
  if (choice !== null || !hasParts(thread)) return [];
  const { without } = threadReach(counts.map((count) => count.channel));
  return without.length > 0 ? [{ ...tc.choose, values: { channels: without.join(', ') } }] : [];
}
