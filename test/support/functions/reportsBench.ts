// `npm run bench:reports`: one workspace in Paris with 10,000 published posts over the last
// twelve months and 100,000 metrics snapshots (ten per post), in the project's Firestore emulator
// in this process. Times last month's report, read and computed as the callable does (it reads
// the previous and the current month: about a sixth of the workspace), then its PDF (HTML
// through Chromium, the whole source appendix included); checks the report's totals equal the
// seeded rows; prints the process's peak memory (the emulator's and the PDF render's included,
// Chromium's own processes not). BENCH_POSTS, BENCH_SNAPSHOTS and BENCH_MONTHS change the size.

import { startFirestoreEmulator } from '../../../emulator/firestore/server';
import { closePdfBrowser } from '../../../functions/src/domain/reports/pdf/render';
import { renderReportPdf } from '../../../functions/src/domain/reports/pdf/reportPdf';
import { reportPeriods } from '../../../functions/src/domain/reports/period';
import { reportOf } from '../../../functions/src/domain/reports/report';
import { workspaceOf } from '../../../functions/src/domain/workspaces/workspaces';
import { getFirestore, initializeApp, Timestamp } from './admin-sdk';

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const SNAPSHOTS = Number(process.env.BENCH_SNAPSHOTS ?? 100_000);
const NOW = new Date('2026-11-03T09:00:00Z');
const MONTHS = Number(process.env.BENCH_MONTHS ?? 12);
const NETWORKS = ['bluesky', 'mastodon', 'linkedin', 'x'] as const;

async function main() {
  const emulator = await startFirestoreEmulator({
    host: '127.0.0.1',
    port: 0,
    projectId: 'demo-reports-bench',
    log: () => undefined,
  });
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
  const db = getFirestore(initializeApp({ projectId: 'demo-reports-bench' }));
  const ws = db.doc('workspaces/bench');
  const stamp = Timestamp.fromDate(NOW);
  await ws.set({
    name: 'Bench Bakery',
    product: 'connect',
    ownerUid: 'owner',
    members: { owner: 'owner' },
    timeZone: 'Europe/Paris',
    channelIds: NETWORKS.map((n) => `ch-${n}`),
    branding: { logoPath: null, colour: '#0f766e' },
    createdAt: stamp,
    updatedAt: stamp,
  });
  for (const network of NETWORKS) {
    await ws
      .collection('channels')
      .doc(`ch-${network}`)
      .set({
        provider: network,
        handle: `@${network}`,
        displayName: network,
        status: 'connected',
        createdAt: stamp,
        updatedAt: stamp,
      });
  }
  // October in Paris is the reported month; the posts run from MONTHS months before its end.
  const { current } = reportPeriods('last_month', 'Europe/Paris', NOW);
  const first = current.endMs - MONTHS * 30.4 * 86_400_000;
  const span = current.endMs - first - 6 * 3_600_000;
  const perPost = Math.max(1, Math.round(SNAPSHOTS / POSTS));
  let expectedImpressions = 0;
  let expectedPublished = 0;
  const seeding = performance.now();
  let batch = db.batch();
  let pending = 0;
  const write = async (path: string, data: Record<string, unknown>) => {
    batch.set(db.doc(path), data);
    if (++pending === 500) {
      await batch.commit();
      batch = db.batch();
      pending = 0;
    }
  };
  for (let i = 0; i < POSTS; i++) {
    const at = first + Math.floor((span * i) / POSTS);
    const network = NETWORKS[i % NETWORKS.length] as string;
    const channelId = `ch-${network}`;
    const published = Timestamp.fromMillis(at + (i % 90) * 1000);
    await write(`workspaces/bench/posts/p${i}`, {
      authorUid: 'owner',
      text: `Post ${i}: fresh sourdough, croissants and the week's specials`,
      variants: {},
      media: [],
      channelIds: [channelId],
      timeZone: 'Europe/Paris',
      scheduledAt: Timestamp.fromMillis(at),
      status: 'published',
      publishedAt: published,
      results: {
        [channelId]: {
          status: 'published',
          externalId: `x${i}`,
          url: `https://example.test/${i}`,
          error: null,
          attempts: 1,
          publishedAt: published,
        },
      },
      createdAt: stamp,
      updatedAt: stamp,
    });
    for (let k = 0; k < perPost; k++) {
      const captured = at + (k + 1) * 6 * 3_600_000;
      const impressions = 100 + i + k * 10;
      await write(`workspaces/bench/metrics/p${i}_${channelId}_${k}`, {
        kind: 'post',
        postId: `p${i}`,
        channelId,
        provider: network,
        capturedAt: Timestamp.fromMillis(captured),
        likes: k + (i % 13),
        reposts: i % 5,
        replies: i % 3,
        quotes: null,
        impressions,
        createdAt: stamp,
        updatedAt: stamp,
      });
    }
    if (at + (i % 90) * 1000 >= current.startMs && at < current.endMs) {
      expectedPublished++;
      // The last snapshot taken before the month ended.
      let last = -1;
      for (let k = 0; k < perPost; k++) if (at + (k + 1) * 6 * 3_600_000 < current.endMs) last = k;
      if (last >= 0) expectedImpressions += 100 + i + last * 10;
    }
  }
  if (pending) await batch.commit();
  console.log(
    `seeded ${POSTS} posts and ${POSTS * perPost} snapshots in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const workspace = workspaceOf(ws, await ws.get());
  const started = performance.now();
  const report = await reportOf(db, workspace, { period: 'last_month' }, NOW);
  const reportSeconds = (performance.now() - started) / 1000;
  const pdfStarted = performance.now();
  const pdf = await renderReportPdf(db, report, 'en', async () => null);
  const pdfSeconds = (performance.now() - pdfStarted) / 1000;
  clearInterval(sampler);
  const published = report.current.published.total.value;
  const impressions = report.current.engagement.total.impressions.value;
  console.log(
    `report (last month, ${published} posts published, ${Object.keys(report.sources).length} source rows): ${reportSeconds.toFixed(2)} s`,
  );
  console.log(
    `PDF (every source row in its appendix): ${pdfSeconds.toFixed(2)} s, ${(pdf.length / 2 ** 20).toFixed(2)} MiB`,
  );
  console.log(`peak memory (rss, emulator in this process): ${(peak / 2 ** 20).toFixed(0)} MiB`);
  await closePdfBrowser();
  await emulator.close();
  const ok = published === expectedPublished && impressions === expectedImpressions;
  if (!ok)
    console.error(
      `totals differ: ${published}/${expectedPublished} published, ${impressions}/${expectedImpressions} impressions`,
    );
  if (!ok || reportSeconds > 5 || pdfSeconds > 10) process.exitCode = 1;
  // The Admin SDK's channel would keep the process alive after the emulator closed.
  process.exit();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
