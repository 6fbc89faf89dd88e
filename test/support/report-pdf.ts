// Reading a report PDF back as its reader would: its text (pdf.js through unpdf), and where the
// Arabic title stands on the first page, to prove the PDF is set right to left and shaped.

import { extractText, getDocumentProxy } from 'unpdf';

interface Glyphs {
  str: string;
  dir: string;
  width: number;
  transform: number[];
}

export async function pdfText(pdf: Uint8Array): Promise<{ text: string; totalPages: number }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(doc, { mergePages: true });
  return { text: String(text), totalPages };
}

/** The fonts the PDF embeds (subset prefixes dropped), e.g. NotoSansArabic-Regular. */
export function embeddedFonts(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  return [
    ...new Set([...raw.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1] as string)),
  ];
}

/**
 * The first page's title line, which holds the workspace's Latin `name` after the report's
 * title: its right-to-left glyphs, where they start and end, where the name starts, the page's
 * width, and whether any glyph is a contextual (shaped) Arabic form.
 */
export async function titleLine(pdf: Uint8Array, name: string) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const page = await doc.getPage(1);
  const width = page.getViewport({ scale: 1 }).width;
  const items = (await page.getTextContent()).items.filter(
    (item): item is Glyphs & typeof item => 'str' in item,
  ) as unknown as Glyphs[];
  const latin = items.find((item) => item.str.includes(name));
  if (!latin) throw new Error(`${name} is not on the first page`);
  const y = latin.transform[5] as number;
  const rtl = items.filter((i) => i.dir === 'rtl' && Math.abs((i.transform[5] as number) - y) < 2);
  return {
    width,
    nameStart: latin.transform[4] as number,
    rtlStart: Math.min(...rtl.map((i) => i.transform[4] as number)),
    rtlEnd: Math.max(...rtl.map((i) => (i.transform[4] as number) + i.width)),
    rtlGlyphs: rtl.length,
    // Arabic Presentation Forms-B: initial, medial and final shapes, not isolated letters.
    shaped: rtl.some((i) => /[\uFE70-\uFEFF]/.test(i.str)),
  };
}
