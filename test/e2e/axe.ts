// axe-core run in the page under test: the serious and critical violations, one line each.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the browser's debugging protocol, not as an inline <script>, which the
  // site's Content-Security-Policy (script-src 'self') rightly blocks.
  await page.evaluate(`${AXE_SOURCE}\n;undefined`);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
}

/** Waits until every spinner and loading placeholder has gone, so axe sees the loaded screen. */
export async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => document.querySelectorAll('.spinner-wrap, .skeleton').length === 0,
    null,
    { timeout: 30_000 },
  );
}
