// Publisher figures: one run over 1,000 due posts, half to Bluesky and half to Mastodon, both
// networks served by msw (instant answers), against the project's Firestore emulator. Prints
// the run time and the throughput in posts per minute.

import { Timestamp } from 'firebase-admin/firestore';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { startTestFirestore } from '../../../../test/support/functions/firestoreEmulator';
import { configureGuardForTests } from '../../net/guardedFetch';
import { providerFor } from '../../providers/registry';
import { runPublisher } from './publishRun';

const POSTS = 1000;
const PDS = 'https://pds.bench';
const INSTANCE = 'https://social.bench';
let records = 0;
let statuses = 0;

const server = setupServer(
  http.post(`${PDS}/xrpc/com.atproto.server.createSession`, () =>
    HttpResponse.json({
      did: 'did:plc:bench',
      handle: 'bench.test',
      accessJwt: 'a',
      refreshJwt: 'r',
    }),
  ),
  http.post(`${PDS}/xrpc/com.atproto.repo.createRecord`, async ({ request }) => {
    const body = (await request.json()) as { rkey: string };
    records++;
    return HttpResponse.json({
      uri: `at://did:plc:bench/app.bsky.feed.post/${body.rkey}`,
      cid: `c${records}`,
    });
  }),
  http.get(`${INSTANCE}/api/v2/instance`, () => HttpResponse.json({ configuration: {} })),
  http.post(`${INSTANCE}/api/v1/statuses`, () => {
    statuses++;
    return HttpResponse.json({ id: String(statuses), url: `${INSTANCE}/@bench/${statuses}` });
  }),
);

async function main() {
  // Only the two mocked networks must answer; anything else (the Admin SDK probing for a cloud
  // metadata server) is left to fail on its own.
  // The .bench hosts do not resolve: the guard sees a public address, msw answers first.
  configureGuardForTests({ resolve: async () => [{ address: '93.184.215.14', family: 4 }] });
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname.endsWith('.bench')) print.error();
    },
  });
  const fs = await startTestFirestore('demo-publish-bench');
  const db = fs.db;
  const at = new Date('2026-03-29T09:00:00Z');
  const setup = db.batch();
  // The bench measures publishing, not the workspace's hourly cap.
  setup.set(db.doc('workspaces/w/publishing/settings'), { postsPerChannelHour: 1_000_000 });
  setup.set(db.doc('workspaces/w/channels/bsky'), {
    provider: 'bluesky',
    displayName: 'Bluesky',
    status: 'connected',
  });
  setup.set(db.doc('workspaces/w/channels/masto'), {
    provider: 'mastodon',
    displayName: 'Mastodon',
    status: 'connected',
  });
  setup.set(db.doc('channelSecrets/bsky'), {
    service: PDS,
    identifier: 'bench.test',
    appPassword: 'p',
    did: 'did:plc:bench',
    accessJwt: 'a',
    refreshJwt: 'r',
  });
  setup.set(db.doc('channelSecrets/masto'), {
    instanceUrl: INSTANCE,
    accessToken: 't',
    accountId: '1',
  });
  await setup.commit();
  const writer = db.bulkWriter();
  for (let i = 0; i < POSTS; i++) {
    void writer.set(db.doc(`workspaces/w/posts/p${i}`), {
      text: `Benchmark post ${i} https://example.com/${i} #bench`,
      variants: {},
      media: [],
      channelIds: [i % 2 === 0 ? 'bsky' : 'masto'],
      scheduledAt: Timestamp.fromDate(at),
      status: 'scheduled',
      held: false,
      dueAt: Timestamp.fromDate(at),
      results: {},
      lease: null,
    });
  }
  await writer.close();

  const started = performance.now();
  const summary = await runPublisher(db, {
    now: () => new Date(at.getTime() + 30_000),
    providerFor,
    loadMedia: async () => new Uint8Array(0),
    limit: POSTS,
    concurrency: 16,
  });
  const seconds = (performance.now() - started) / 1000;
  const published = summary.outcomes.filter((outcome) => outcome.status === 'published').length;
  if (published !== POSTS || records + statuses !== POSTS) {
    throw new Error(
      `expected ${POSTS} posts out once each; published ${published}, sent ${records + statuses}`,
    );
  }
  console.log(`publisher run time for ${POSTS} due posts: ${seconds.toFixed(1)} s`);
  console.log(
    `publishing throughput (msw-mocked networks): ${Math.round((POSTS / seconds) * 60)} posts/min`,
  );
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
