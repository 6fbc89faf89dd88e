// `npm run lighthouse` (and a step of `npm test`): Lighthouse 12 (mobile, simulated slow 4G,
// its defaults) on the production build served as Hosting serves it (scripts/hosting-server.ts:
// firebase.json's cleanUrls, headers and rewrites, gzip), on the public pages where visitors
// arrive: the product home, the agency home, its plans and its services. One Chromium; each
// page runs LH_RUNS times (3 by default) and is judged by the median of each score and metric,
// as Lighthouse CI's `aggregationMethod: 'median'` does. Prints every run and the medians, and
// fails when a median misses its threshold. LH_CPU_FACTOR (default 1) multiplies the CPU
// slowdown, to check that the thresholds hold with a margin on a slower machine.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { build } from '../build.mjs';
import { serveLikeHosting } from './hosting-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PAGES = (process.env.LH_PAGES ?? '/,/connect/,/connect/plans,/connect/services').split(
  ',',
);

/** Category scores (0–100) at or above; metrics in milliseconds or unitless (CLS) at or below. */
export const THRESHOLDS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
  lcpMs: 1500,
  cls: 0.05,
} as const;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface PageScores {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedAudits: string[];
  lcpElement: string;
  benchmarkIndex: number;
  throttling: Throttling;
}

type Throttling = NonNullable<Flags['throttling']>;

/**
 * Simulated throttling multiplies the main-thread time it observes by cpuSlowdownMultiplier
 * (4 by default), a figure meant for a host whose BenchmarkIndex is about 2000: Lighthouse warns
 * below 1000, "at least ~2x weaker than our regular target device" (core/gather/driver/
 * environment.js), and its throttling guide asks for the multiplier to be calibrated to the
 * host. This machine is shared, so its index drops when other processes run: the multiplier
 * that keeps the emulated phone the same is index / 500, never above Lighthouse's 4 or below 1.
 */
function calibrated(benchmarkIndex: number, base: Throttling): Throttling {
  const multiplier = Math.min(4, Math.max(1, benchmarkIndex / 500)) * CPU_FACTOR;
  return { ...base, cpuSlowdownMultiplier: Math.round(multiplier * 10) / 10 };
}

const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const CPU_FACTOR = Number(process.env.LH_CPU_FACTOR ?? 1);

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Each score and metric the median of the runs' (the audits below 0.9 of every run). */
function medianOf(runs: PageScores[]): PageScores {
  const first = runs[0] as PageScores;
  const of = (pick: (run: PageScores) => number) => median(runs.map(pick));
  return {
    ...first,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, of((run) => run.scores[category])]),
    ) as PageScores['scores'],
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    benchmarkIndex: of((run) => run.benchmarkIndex),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}

function summary(result: PageScores): string {
  return `performance ${result.scores.performance}, FCP ${Math.round(result.fcpMs)} ms, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}`;
}

async function main(): Promise<void> {
  const outdir = path.join(root, '.cache', 'lighthouse-dist');
  await build({ outdir });
  const server = await serveLikeHosting(outdir);
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  async function audit(page: string, throttling?: Throttling): Promise<PageScores> {
    const runner = await lighthouse(`${server.origin}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(throttling ? { throttling } : {}),
    });
    if (!runner) throw new Error(`Lighthouse returned nothing for ${page}.`);
    const { lhr } = runner;
    if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        Math.round((lhr.categories[category]?.score ?? 0) * 100),
      ]),
    ) as PageScores['scores'];
    const failedAudits = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
        .map((audit) => `${category}/${audit?.id} (${audit?.score})`),
    );
    const lcpElement = (
      lhr.audits['largest-contentful-paint-element']?.details as
        | { items?: { items?: { node?: { snippet?: string } }[] }[] }
        | undefined
    )?.items?.[0]?.items?.[0]?.node?.snippet;
    return {
      page,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      throttling: lhr.configSettings.throttling,
      lcpElement: lcpElement ?? '',
      scores,
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      failedAudits,
    };
  }

  const results: PageScores[] = [];
  // The first run's CPU multiplier is Lighthouse's own (times LH_CPU_FACTOR); every later run's
  // is calibrated to the BenchmarkIndex of the run before it (see calibrated()).
  let throttling: Throttling | undefined =
    CPU_FACTOR === 1 ? undefined : ({ cpuSlowdownMultiplier: 4 * CPU_FACTOR } as Throttling);
  try {
    for (const page of PAGES) {
      const runs: PageScores[] = [];
      while (runs.length < RUNS) {
        const run = await audit(page, throttling);
        runs.push(run);
        console.log(
          `${page} run ${runs.length}: ${summary(run)} (BenchmarkIndex ${Math.round(run.benchmarkIndex)}, cpuSlowdownMultiplier ${run.throttling.cpuSlowdownMultiplier})`,
        );
        throttling = calibrated(run.benchmarkIndex, run.throttling);
      }
      const result = medianOf(runs);
      if (runs.length > 1) console.log(`${page} median: ${summary(result)}`);
      results.push(result);
    }
  } finally {
    chrome.kill();
    await server.close();
  }

  const failures: string[] = [];
  console.log(
    `\nMedians of ${RUNS} run${RUNS === 1 ? '' : 's'} per page${CPU_FACTOR === 1 ? '' : ` (CPU slowdown x${CPU_FACTOR})`}:`,
  );
  console.log('Page                  Perf  A11y  BP   SEO   FCP      LCP      TBT     CLS');
  for (const result of results) {
    const { scores } = result;
    console.log(
      `${result.page.padEnd(20)} ${String(scores.performance).padStart(5)} ${String(scores.accessibility).padStart(5)} ${String(scores['best-practices']).padStart(4)} ${String(scores.seo).padStart(5)}  ${(result.fcpMs / 1000).toFixed(2)} s   ${(result.lcpMs / 1000).toFixed(2)} s   ${Math.round(result.tbtMs)} ms  ${result.cls.toFixed(3)}`,
    );
    for (const category of CATEGORIES) {
      if (scores[category] < THRESHOLDS[category]) {
        failures.push(`${result.page}: ${category} ${scores[category]} < ${THRESHOLDS[category]}`);
      }
    }
    if (!(result.lcpMs <= THRESHOLDS.lcpMs)) {
      failures.push(`${result.page}: LCP ${Math.round(result.lcpMs)} ms > ${THRESHOLDS.lcpMs} ms`);
    }
    if (!(result.cls <= THRESHOLDS.cls)) {
      failures.push(`${result.page}: CLS ${result.cls.toFixed(3)} > ${THRESHOLDS.cls}`);
    }
    if (result.failedAudits.length > 0) {
      console.log(`  audits below 0.9: ${result.failedAudits.join(', ')}`);
    }
  }
  if (failures.length > 0) {
    console.error(`\nLighthouse thresholds missed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nAll Lighthouse thresholds met.');
}

await main();
