import { existsSync } from 'node:fs';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const CHROMIUM = '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install it with \`apt-get install -y chromium\`.`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * One Chromium for a whole test file, launched before its first test; every context opened
 * through `newPage` is closed after the last, then the browser.
 */
export function suiteBrowser(): { newPage(options?: BrowserContextOptions): Promise<Page> } {
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
    async newPage(options) {
      if (!browser) throw new Error('A page is opened before beforeAll has launched Chromium.');
      const context = await browser.newContext(options);
      contexts.push(context);
      return context.newPage();
    },
  };
}

/**
 * A page in a new English context of `browser`, with waits long enough for a cold page load
 * while several stacks share two cores; the context is added to `contexts` to be closed.
 */
export async function newPatientPage(
  browser: Browser,
  contexts: BrowserContext[],
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  context.setDefaultTimeout(60_000);
  context.setDefaultNavigationTimeout(120_000);
  contexts.push(context);
  return context.newPage();
}
