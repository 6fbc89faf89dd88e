// The shortLink handler's own cost for `npm run bench:links`: followShortLink (look-up, visitor
// hash, counts) called in this process against the stack's Firestore emulator, without the
// Hosting and Functions emulators in between, so the bench can tell the function's share of a
// redirect's time from the emulators'.

import { followShortLink } from '../../../functions/src/domain/links/clicks';
import { getFirestore, initializeApp } from './admin-sdk';

export async function handlerTimes(options: {
  projectId: string;
  code: string;
  count: number;
  concurrency: number;
  agentOf: (n: number) => string;
}): Promise<{ times: number[]; seconds: number }> {
  const db = getFirestore(initializeApp({ projectId: options.projectId }, 'links-bench'));
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.count) {
        const n = next++;
        const at = performance.now();
        const answer = await followShortLink(db, options.code, {
          address: `198.51.100.${n % 200}`,
          userAgent: options.agentOf(n),
          now: new Date(),
        });
        if (answer.status !== 302) throw new Error(`handler answered ${answer.status}`);
        times.push(performance.now() - at);
      }
    }),
  );
  return { times, seconds: (performance.now() - started) / 1000 };
}
