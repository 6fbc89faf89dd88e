import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { launchHeadlessChromium } from '../support/chromium';
import { signedInStorage } from './session';
import { e2eStack } from './stack';

/**
 * Debian's Chromium, headless, for a test file. Its contexts and pages block the app's service
 * worker unless opened with `serviceWorkers: 'allow'`: in a fresh context, and every test opens
 * one, the production worker would precache the shell and every hashed asset again, work a real
 * visitor's browser does once. That was about a third of the browser's and the Hosting
 * emulator's CPU in a suite. service-worker.test.ts tests the worker itself.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await launchHeadlessChromium();
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options = {}) => {
    const context = await newContext({ serviceWorkers: 'block', ...options });
    if (!SCREENSHOTS) context.on('page', skipScreenshots);
    return context;
  };
  browser.newPage = async (options = {}) => {
    const page = await newPage({ serviceWorkers: 'block', ...options });
    if (!SCREENSHOTS) skipScreenshots(page);
    return page;
  };
  return browser;
}

/**
 * Whether the suites' screenshots (test-results/e2e, for a person to look at) are taken:
 * `npm test` sets E2E_SCREENSHOTS=off, as nobody looks at a whole run's pictures and each
 * full-page capture costs the browser a render and an encoding; a file run alone takes them.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== 'off';

function skipScreenshots(page: Page): void {
  page.screenshot = async () => Buffer.alloc(0);
}

/**
 * Closes `context` when the running test ends, and answers true; outside a test (in a hook)
 * answers false and leaves it to the caller. A page left open keeps working after its test (the
 * live lists and the notification bell keep listening and rendering), and a file of many tests
 * would otherwise end with dozens of busy pages taking the cores from the test that runs.
 */
export function closeWhenTestEnds(context: BrowserContext): boolean {
  try {
    // One handler, so the pages are described before the context closes.
    onTestFinished(async ({ task }) => {
      if (task.result?.state === 'fail') await describePages(context);
      await context.close().catch(() => undefined);
    });
    return true;
  } catch {
    // Not inside a test: the page serves the whole file.
    return false;
  }
}

/**
 * Prints where each page of a failed test stood (its address and the start of its visible
 * text) to the test's error output: a run on a clean machine keeps nothing else to read.
 */
async function describePages(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) {
    const text = await page
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as a person saw it
      .evaluate(() => document.body?.innerText ?? '')
      .catch((error: unknown) => `(unreadable: ${String(error)})`);
    console.error(`[failed test] page at ${page.url()}:\n${text.slice(0, 1500)}`);
  }
}

export interface PageOptions extends BrowserContextOptions {
  /** Keep the page open after the test that opened it, for the later tests of the file. */
  keep?: boolean;
  /**
   * Opens signed in as this seeded account, signed in through the login form at `${base}/login`
   * (the site's root unless said otherwise) once for the file: for tests that are not about
   * signing in.
   */
  signedInAs?: { email: string; base?: string };
}

/**
 * One Chromium for a whole test file, launched before its first test. A page opened inside a
 * test is closed when that test ends (unless `keep`); one opened in a hook, or kept, when the
 * file ends, then the browser. Each page has a context of its own, signed in if asked.
 */
export function suiteBrowser(): { newPage(options?: PageOptions): Promise<Page> } {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });
  return {
    async newPage({ keep = false, signedInAs, ...options } = {}) {
      if (!browser) throw new Error('A page is opened before beforeAll has launched Chromium.');
      const storageState = signedInAs
        ? await signedInStorage(
            browser,
            signedInAs.base ?? e2eStack().baseUrl,
            signedInAs.email,
            options,
          )
        : undefined;
      const context = await browser.newContext({ ...options, storageState });
      if (keep || !closeWhenTestEnds(context)) contexts.push(context);
      return context.newPage();
    },
  };
}

/**
 * A page in a new English context of `browser`, with waits long enough for a cold page load
 * while several stacks share two cores. Opened inside a test it is closed when the test ends,
 * unless `keep`; otherwise its context is added to `contexts`, for the file to close.
 */
export async function newPatientPage(
  browser: Browser,
  contexts: BrowserContext[],
  viewport = { width: 1280, height: 900 },
  keep = false,
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  context.setDefaultTimeout(60_000);
  context.setDefaultNavigationTimeout(120_000);
  if (keep || !closeWhenTestEnds(context)) contexts.push(context);
  return context.newPage();
}
