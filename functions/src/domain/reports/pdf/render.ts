// HTML to PDF through headless Chromium (Debian's, driven by playwright-core): Chromium shapes
// Arabic and lays it out right to left, falls back per glyph to the Chinese font, keeps SVG
// charts as vectors and subsets the embedded fonts, which a PDF library would each need doing
// by hand. One browser serves every render of a process; each render has its own page, which
// reaches nothing but the fonts (render requests to any other address are refused).

import type { Browser } from 'playwright-core';
import { chromiumPath } from '../../../config';
import { fontFile } from './fonts';

/** Headless, and off the network this machine does not have (test/support/chromium.ts too). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let launching: Promise<Browser> | null = null;

async function browser(): Promise<Browser> {
  launching ??= import('playwright-core').then(({ chromium }) =>
    chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS }),
  );
  const launched = await launching.catch((error: unknown) => {
    launching = null;
    throw error;
  });
  if (!launched.isConnected()) {
    launching = null;
    return browser();
  }
  return launched;
}

export interface PdfOptions {
  /** The footer's words around the page numbers, e.g. "Page". */
  footer: string;
  rtl: boolean;
}

/** Renders `html` as an A4 PDF with page numbers in the footer. */
export async function htmlToPdf(html: string, options: PdfOptions): Promise<Buffer> {
  const context = await (await browser()).newContext();
  try {
    const page = await context.newPage();
    await page.route('**/*', async (route) => {
      const body = fontFile(route.request().url());
      if (body) await route.fulfill({ body, contentType: 'font/woff2' });
      else await route.abort();
    });
    await page.setContent(html, { waitUntil: 'load' });
    // Written as text: this package's TypeScript knows no DOM.
    await page.evaluate('document.fonts.ready.then(() => true)');
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: `<div dir="${options.rtl ? 'rtl' : 'ltr'}" style="font-size:8px;width:100%;text-align:center;color:#555">${options.footer} <span class="pageNumber"></span> / <span class="totalPages"></span></div>`,
      margin: { top: '14mm', bottom: '16mm', left: '12mm', right: '12mm' },
    });
    return Buffer.from(pdf);
  } finally {
    await context.close();
  }
}

/** Closes the shared browser (tests and benches end with it). */
export async function closePdfBrowser(): Promise<void> {
  const current = launching;
  launching = null;
  if (current) await (await current).close().catch(() => undefined);
}
