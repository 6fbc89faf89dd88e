// The PDF's fonts, from npm packages only (no network at run time): Noto Sans for the Latin
// languages, Noto Sans Arabic and Noto Sans SC, at 400 and 700. Fontsource splits each into
// files per unicode range; the page names them under a made-up origin that the renderer answers
// from disk (render.ts), so Chromium reads only the ranges the report's text uses and embeds
// those glyphs, subset, in the PDF.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';

export const FONT_ORIGIN = 'http://report-fonts.invalid';
const PACKAGES = ['noto-sans', 'noto-sans-arabic', 'noto-sans-sc'] as const;
const WEIGHTS = ['400', '700'] as const;

const require = createRequire(__filename);
let css: string | null = null;

function packageDir(name: string): string {
  return dirname(require.resolve(`@fontsource/${name}/package.json`));
}

/** @font-face rules of every package and weight, their files under FONT_ORIGIN. */
export function fontFaces(): string {
  if (css !== null) return css;
  const rules: string[] = [];
  for (const name of PACKAGES) {
    for (const weight of WEIGHTS) {
      const text = readFileSync(join(packageDir(name), `${weight}.css`), 'utf8');
      rules.push(
        text
          // woff2 alone: Chromium reads it, and the woff fallback would only be fetched on failure.
          .replace(/,\s*url\(\.\/files\/[^)]+\.woff\) format\('woff'\)/g, '')
          .replace(/url\(\.\/files\//g, `url(${FONT_ORIGIN}/${name}/files/`),
      );
    }
  }
  css = rules.join('\n');
  return css;
}

/** The bytes of a font file the page asked for, or null for any other address. */
export function fontFile(url: string): Buffer | null {
  const match = /^http:\/\/report-fonts\.invalid\/([a-z-]+)\/files\/([a-z0-9-]+\.woff2)$/.exec(url);
  if (!match) return null;
  const [, name, file] = match as unknown as [string, string, string];
  if (!(PACKAGES as readonly string[]).includes(name)) return null;
  const dir = join(packageDir(name), 'files');
  const path = normalize(join(dir, file));
  return path.startsWith(dir) ? readFileSync(path) : null;
}

/** The family list: each script finds its font, whatever the language around it. */
export const FONT_FAMILY = "'Noto Sans', 'Noto Sans Arabic', 'Noto Sans SC', sans-serif";
