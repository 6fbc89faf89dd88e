// Metrics collection figures: one run over 1,000 published posts on two Bluesky channels, the
// network served by msw (instant answers), against the project's Firestore emulator. Prints the
// run time and the requests the run made.

import { Timestamp } from 'firebase-admin/firestore';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { startTestFirestore } from '../../../../test/support/functions/firestoreEmulator';
import { configureGuardForTests } from '../../net/guardedFetch';
import { providerFor } from '../../providers/registry';
import { collectMetrics } from './metrics';

const POSTS = 1000;
const PDS = 'https://pds.bench';
let requests = 0;

const server = setupServer(
  http.get(`${PDS}/xrpc/app.bsky.feed.getPosts`, ({ request }) => {
    requests++;
    const uris = new URL(request.url).searchParams.getAll('uris');
    return HttpResponse.json({
      posts: uris.map((uri, i) => ({ uri, likeCount: i, repostCount: 1, replyCount: 2 })),
    });
  }),
  http.get(`${PDS}/xrpc/app.bsky.actor.getProfile`, () => {
    requests++;
    return HttpResponse.json({ followersCount: 1200, followsCount: 80, postsCount: 500 });
  }),
);

async function main() {
  // The .bench hosts do not resolve: the guard sees a public address, msw answers first.
  configureGuardForTests({ resolve: async () => [{ address: '93.184.215.14', family: 4 }] });
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname.endsWith('.bench')) print.error();
    },
  });
  const fs = await startTestFirestore('demo-metrics-bench');
  const db = fs.db;
  const now = new Date('2026-11-20T10:00:00Z');
  const setup = db.batch();
  for (const cid of ['bsky1', 'bsky2']) {
    setup.set(db.doc(`workspaces/w/channels/${cid}`), {
      provider: 'bluesky',
      displayName: cid,
      status: 'connected',
    });
    setup.set(db.doc(`channelSecrets/${cid}`), {
      service: PDS,
      identifier: `${cid}.test`,
      appPassword: 'p',
      did: `did:plc:${cid}`,
      accessJwt: 'a',
      refreshJwt: 'r',
    });
  }
  await setup.commit();
  const writer = db.bulkWriter();
  for (let i = 0; i < POSTS; i++) {
    const cid = i % 2 === 0 ? 'bsky1' : 'bsky2';
    const publishedAt = Timestamp.fromMillis(now.getTime() - (i % 5) * 86_400_000 - 3_600_000);
    void writer.set(db.doc(`workspaces/w/posts/p${i}`), {
      text: `Benchmark post ${i}`,
      channelIds: [cid],
      status: 'published',
      publishedAt,
      results: {
        [cid]: {
          status: 'published',
          externalId: `at://did:plc:${cid}/app.bsky.feed.post/p${i}`,
          attempts: 1,
          publishedAt,
        },
      },
    });
  }
  await writer.close();

  const started = performance.now();
  const summary = await collectMetrics(db, { now: () => now, providerFor });
  const seconds = (performance.now() - started) / 1000;
  if (summary.posts !== POSTS || summary.channels !== 2 || summary.errors.length > 0) {
    throw new Error(`expected ${POSTS} post snapshots; got ${JSON.stringify(summary)}`);
  }
  console.log(`metrics collection time for ${POSTS} posts: ${seconds.toFixed(1)} s`);
  console.log(`metrics collection network requests for ${POSTS} posts: ${requests} requests`);
  server.close();
  await fs.stop();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
