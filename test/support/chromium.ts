// The one place that launches Chromium for tests and scripts: Debian's build, headless, with the
// flags that keep it off the network this machine does not have (without them it keeps trying
// Google's hosts and fails at every start).

import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../functions/src/domain/reports/pdf/render';

export const CHROMIUM = '/usr/bin/chromium';

// The report PDFs' renderer launches it with the same flags.
export { CHROMIUM_FLAGS };

/** Debian's Chromium, headless; a clear error (never a skipped test) when it is not installed. */
export async function launchHeadlessChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install it with \`apt-get install -y chromium\`.`);
  }
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}
