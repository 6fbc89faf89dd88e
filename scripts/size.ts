// `npm run size`: the bytes of script a browser downloads, measured as it downloads them. A
// production build is served as Hosting serves it (scripts/hosting-server.ts: firebase.json,
// gzip); Chromium (test/e2e/browser.ts's launcher) opens every prerendered public page and the
// signed-in first screen, each in a fresh context, and sums the transferred size of every script
// response until the network is idle. Prints each page's total, its scripts and which SDKs came
// with them, and fails when a page is over its budget of bytes or of scripts, or a public page
// downloads the Auth SDK for a visitor with no session.
//
// "Until the network is idle" is read as the page sees it: no request in flight and none started
// while its main thread went idle (see measure).
// Requests to other origins (the Firebase endpoints) are refused: the measure is offline and the
// same on every run, and a refused request costs no script. The service worker is blocked, as in
// every browser test: its install, once the page is loaded and idle, precaches every asset for the
// offline shell and is not the page's script.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Request } from 'playwright-core';
import { build } from '../build.mjs';
import { launchChromium } from '../test/e2e/browser';
import { serveLikeHosting } from './hosting-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, '.cache', 'size-build');

const KiB = 1024;
/** Every public page a visitor may land on from a search or a link: homes, plans, services, ... */
export const PUBLIC_PAGE_BUDGET = 115 * KiB;
/** Privacy, terms, cookies: the published markdown needs its renderer and sanitiser. */
export const POLICY_PAGE_BUDGET = 140 * KiB;
/**
 * Sign-in, sign-up, password reset: the Auth SDK. The sign-in page also says when a session
 * ended with a draft kept, and carries the way back to it (issue 38): 149.4 -> 150.1 KiB.
 */
export const SIGN_IN_PAGE_BUDGET = 151 * KiB;
/**
 * A review link: the review screen and every word of the catalog, which the client report's
 * words (issue 35) took from 147 KiB to 151 (one catalog per language; splitting it is #41's),
 * and the words of session 12's features with the review page's white label (issue 39) to 153.1.
 * Checking each call's payload before it is sent (issue 33's CALLABLES table) brings valibot and
 * the review area's schemas, loaded with the first call: 151.8 -> 161.2 KiB; fewer, larger chunks
 * (build.mjs CHUNK_STAGES) and the live page's listener then made it 154.4.
 */
export const REVIEW_PAGE_BUDGET = 156 * KiB;
/**
 * The signed-in first screen (/app, the dashboard), for a returning user with a stored session.
 * Signed-in screens load every word of the catalog: the inbox's words and its navigation entry
 * (with its live unread count), and the client report's words (issue 35) in every language,
 * took it from 369 KiB to about 374. Session 12's features (proof of publish, approval steps, white
 * label, growth tools, kept drafts and save conflicts, the client's answer in the inbox) took it
 * to 378.9: their code is in lazy chunks, and 1.7 KiB of it is their words in the catalog's
 * signed-in part, which every signed-in screen loads whole until the catalog is split per
 * screen (issue 41).
 */
export const DASHBOARD_BUDGET = 380 * KiB;

/**
 * Scripts per page: each request costs the browser's main thread and network stack (and the test
 * suites' CPU) more than its bytes save (issue 41). build.mjs's CHUNK_STAGES took the landing
 * page from 41 scripts to 20 and the dashboard from 103 to 44 (offline; 117 to 48 with an smm
 * user's data); these budgets
 * keep a new lazy import from splitting them again unnoticed.
 */
export const PUBLIC_PAGE_SCRIPTS = 25;
/** Sign-in pages: the Auth SDK's chunks on top. */
export const SIGN_IN_PAGE_SCRIPTS = 30;
/**
 * Review links: the review screen, the Functions SDK with the payload check of the callables it
 * makes (model/callables), and the Firestore listener that keeps an open review page live.
 */
export const REVIEW_PAGE_SCRIPTS = 35;
/**
 * The signed-in first screen: the frame, the dashboard, the Auth SDK, Firestore, the catalog,
 * and the small modules the frame's kit shares with public pages (labels, skeletons, dialogs),
 * which stay apart rather than add bytes to those pages.
 */
export const DASHBOARD_SCRIPTS = 53;

/**
 * The pages that start the sign-in provider whoever opens them (src/app/route-types.ts,
 * needsAuthProvider: the sign-in, sign-up and password reset rows); the Auth SDK check below
 * fails if this list and the route table part ways.
 */
const SIGN_IN_PAGES = /\/(login|signup|reset-password)$/;
const POLICY_PAGES = /\/(privacy|terms|cookies)$/;
const REVIEW_PAGES = /\/review\//;

/** SIZE_PAGES=/,/app measures only those pages, SIZE_VERBOSE=1 lists their scripts. */
const ONLY = process.env.SIZE_PAGES?.split(',');
const VERBOSE = process.env.SIZE_VERBOSE === '1';

interface Measured {
  page: string;
  bytes: number;
  scripts: { url: string; bytes: number }[];
  sdks: string[];
}

/**
 * A stored session as Firebase Auth's local persistence keeps it (UserImpl.toJSON), for a user
 * whose token is still valid: the SDK restores it without a network round trip, and the refused
 * account lookup (a network error) does not clear it.
 */
function storedSession(origin: string) {
  const user = {
    uid: 'size-check-user',
    email: 'size-check@example.com',
    emailVerified: true,
    isAnonymous: false,
    providerData: [],
    stsTokenManager: {
      refreshToken: 'size-check-refresh-token',
      accessToken: 'size-check-access-token',
      expirationTime: Date.now() + 3_600_000,
    },
    createdAt: String(Date.now()),
    lastLoginAt: String(Date.now()),
    apiKey: 'demo-api-key',
    appName: '[DEFAULT]',
  };
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: 'firebase:authUser:demo-api-key:[DEFAULT]', value: JSON.stringify(user) },
        ],
      },
    ],
  };
}

/** The npm packages (the innermost under node_modules) a chunk of the build holds. */
function packagesOf(chunkPath: string, outputs: Record<string, { inputs: object }>): string[] {
  const inputs = Object.keys(outputs[chunkPath]?.inputs ?? {});
  const names = inputs
    .map((input) => input.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1])
    .filter((name): name is string => Boolean(name));
  return [...new Set(names)];
}

async function measure(
  browser: Browser,
  origin: string,
  page: string,
  signedIn: boolean,
  outputs: Record<string, { inputs: object }>,
): Promise<Measured> {
  const context = await browser.newContext({
    locale: 'en-US',
    ...(signedIn ? { storageState: storedSession(origin) } : {}),
  });
  try {
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    const tab = await context.newPage();
    const scripts: Request[] = [];
    let started = 0;
    let inFlight = 0;
    tab.on('request', () => {
      started++;
      inFlight++;
    });
    tab.on('requestfailed', () => inFlight--);
    tab.on('requestfinished', (request) => {
      inFlight--;
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await tab.goto(`${origin}${page}`, { waitUntil: 'networkidle' });
    // Then done when nothing is in flight and nothing new started while the page's main thread
    // went idle twice: a busy machine can let networkidle's 500 ms pass while the page is still
    // evaluating the script that will import the next chunk.
    for (;;) {
      const before = started;
      await tab.evaluate(
        () =>
          new Promise((resolve) =>
            requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 5000 }), {
              timeout: 5000,
            }),
          ),
      );
      if (inFlight === 0 && started === before) break;
    }
    const measured = await Promise.all(
      scripts.map(async (request) => {
        return { url: request.url(), bytes: (await request.sizes()).responseBodySize };
      }),
    );
    const sdks = [
      ...new Set(
        measured.flatMap(({ url }) => packagesOf(new URL(url).pathname.slice(1), outputs)),
      ),
    ].sort();
    const bytes = measured.reduce((sum, script) => sum + script.bytes, 0);
    return { page, bytes, scripts: measured, sdks };
  } finally {
    await context.close();
  }
}

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

interface Case {
  label: string;
  page: string;
  signedIn: boolean;
  budget: number;
  /** The most scripts the page may download. */
  scriptBudget: number;
  /** Whether the page must download the Auth SDK (true), must not (false). */
  authSdk: boolean;
}

/** Each prerendered page as a visitor with no session opens it, then the signed-in cases. */
function casesOf(pages: { urlPath: string }[]): Case[] {
  const publicPages = pages.map(({ urlPath }): Case => {
    const signInPage = SIGN_IN_PAGES.test(urlPath);
    return {
      label: urlPath,
      page: urlPath,
      signedIn: false,
      budget: signInPage
        ? SIGN_IN_PAGE_BUDGET
        : REVIEW_PAGES.test(urlPath)
          ? REVIEW_PAGE_BUDGET
          : POLICY_PAGES.test(urlPath)
            ? POLICY_PAGE_BUDGET
            : PUBLIC_PAGE_BUDGET,
      scriptBudget: signInPage
        ? SIGN_IN_PAGE_SCRIPTS
        : REVIEW_PAGES.test(urlPath)
          ? REVIEW_PAGE_SCRIPTS
          : PUBLIC_PAGE_SCRIPTS,
      authSdk: signInPage,
    };
  });
  return [
    ...publicPages,
    // A returning user opening the landing page: the SDK loads, as their session needs it.
    {
      label: '/ (stored session)',
      page: '/',
      signedIn: true,
      budget: DASHBOARD_BUDGET,
      scriptBudget: DASHBOARD_SCRIPTS,
      authSdk: true,
    },
    {
      label: '/app (signed in)',
      page: '/app',
      signedIn: true,
      budget: DASHBOARD_BUDGET,
      scriptBudget: DASHBOARD_SCRIPTS,
      authSdk: true,
    },
  ];
}

async function main(): Promise<void> {
  const result = await build({ outdir });
  const outputs = Object.fromEntries(
    Object.entries(result.metafile?.outputs ?? {}).map(([file, output]) => [
      path.relative(outdir, path.resolve(root, file)).split(path.sep).join('/'),
      output,
    ]),
  );
  const server = await serveLikeHosting(outdir);
  const browser = await launchChromium();
  const failures: string[] = [];
  try {
    const cases = casesOf(result.pages).filter(({ page }) => !ONLY || ONLY.includes(page));
    // One page at a time: a page starved of CPU by another can look idle before it is.
    const measured: Measured[] = [];
    for (const one of cases) {
      measured.push(await measure(browser, server.origin, one.page, one.signedIn, outputs));
    }
    console.log('Script downloaded until the network is idle (gzip as served), per page:');
    cases.forEach((one, index) => {
      const { bytes, scripts, sdks } = measured[index] as Measured;
      const over = bytes > one.budget;
      const tooMany = scripts.length > one.scriptBudget;
      console.log(
        `  ${one.label.padEnd(26)} ${String(bytes).padStart(7)} B ${kib(bytes).padStart(10)}  ${String(scripts.length).padStart(3)} scripts  (budget ${kib(one.budget)}, ${one.scriptBudget} scripts)${over ? '  OVER BUDGET' : ''}${tooMany ? '  TOO MANY SCRIPTS' : ''}`,
      );
      if (VERBOSE) {
        for (const script of [...scripts].sort((a, b) => b.bytes - a.bytes)) {
          console.log(`      ${String(script.bytes).padStart(7)}  ${new URL(script.url).pathname}`);
        }
        console.log(`      packages: ${sdks.join(', ')}`);
      }
      if (over) failures.push(`${one.label}: ${bytes} B of script, over ${one.budget} B`);
      if (tooMany) {
        failures.push(
          `${one.label}: ${scripts.length} scripts, over ${one.scriptBudget} (a new lazy import split a chunk: see build.mjs CHUNK_STAGES)`,
        );
      }
      if (sdks.includes('@firebase/auth') !== one.authSdk) {
        failures.push(
          `${one.label}: the Auth SDK was ${one.authSdk ? 'not ' : ''}downloaded, ${one.authSdk ? 'though the page needs it' : 'for a visitor with no session'}`,
        );
      }
    });
  } finally {
    await browser.close();
    await server.close();
  }
  if (failures.length > 0) {
    for (const failure of failures) console.error(`FAIL: ${failure}`);
    process.exit(1);
  }
  console.log('All size budgets met.');
}

await main();
