// The shortLink handler's own cost for `npm run bench:links`: followShortLink (look-up, visitor
// hash, counts) called in this process against the stack's Firestore emulator, without the
// Hosting and Functions emulators or any HTTP in between, so the bench can tell the function's
// share of a redirect's time from the emulators'. Request n comes from address n % 200 with the
// browser `agentOf(n)`.

import { followShortLink } from '../../../../functions/src/domain/links/clicks';
import { getFirestore, initializeApp } from '../admin-sdk';

let db: ReturnType<typeof getFirestore> | undefined;

export async function handlerTimes(options: {
  projectId: string;
  code: string;
  from: number;
  count: number;
  concurrency: number;
  agentOf: (n: number) => string;
}): Promise<{ times: number[]; seconds: number }> {
  db ??= getFirestore(initializeApp({ projectId: options.projectId }, 'links-bench'));
  const firestore = db;
  const times: number[] = [];
  let next = options.from;
  const end = options.from + options.count;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < end) {
        const n = next++;
        const at = performance.now();
        const answer = await followShortLink(firestore, options.code, {
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
