import type { ClientReport } from '@model/schemas/reports/reports';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedFonts, pdfText, titleLine } from '../../../../../test/support/report-pdf';
import { computeReport, type ReportData } from '../compute';
import { reportPeriods } from '../period';
import { reportHtml } from './html';
import { closePdfBrowser, htmlToPdf } from './render';
import { PDF_TEXTS } from './texts';

afterAll(closePdfBrowser);

const periods = reportPeriods('last_month', 'Europe/Paris', new Date('2026-11-05T10:00:00Z'));

/** October in Paris: `posts` posts, one a day-ish, each with a snapshot. */
function report(posts: number, name = 'Boulangerie Soleil'): ClientReport {
  const data: ReportData = {
    channels: [
      { id: 'bsky', network: 'bluesky', name: 'Bluesky' },
      { id: 'masto', network: 'mastodon', name: 'Mastodon' },
    ],
    posts: [],
    postSnapshots: [],
    channelSnapshots: [],
    approvals: [],
    requests: [],
    conversations: [],
    linkClicks: [{ postId: 'p0', clicks: 4321, visitors: 1234, lastAtMs: null }],
  };
  const start = periods.current.startMs + 3_600_000;
  const span = periods.current.endMs - start - 7_200_000;
  for (let i = 0; i < posts; i++) {
    const at = start + Math.floor((span * i) / posts);
    const channelId = i % 3 === 0 ? 'masto' : 'bsky';
    data.posts.push({
      id: `p${i}`,
      text: `Post ${i}: croissants, pain au chocolat and a word in 中文 and عربي`,
      mediaPath: null,
      scheduledAtMs: at,
      results: {
        [channelId]: {
          status: 'published',
          publishedAtMs: at + 20_000,
          lastAttemptAtMs: at,
          error: null,
          url: `https://example.test/${i}`,
        },
      },
    });
    data.postSnapshots.push({
      id: `s${i}`,
      postId: `p${i}`,
      channelId,
      capturedAtMs: at + 3_600_000,
      likes: i % 17,
      reposts: i % 5,
      replies: i % 3,
      quotes: null,
      clicks: null,
      impressions: 100 + i,
      reach: null,
    });
  }
  return {
    workspace: { id: 'w1', name, timeZone: 'Europe/Paris', colour: '#0f766e', logoPath: null },
    period: 'last_month',
    currentPeriod: periods.current,
    previousPeriod: periods.previous,
    generatedAt: '2026-11-05T10:00:00.000Z',
    ...computeReport(data, periods.current, periods.previous),
  };
}

async function render(r: ClientReport, locale: 'en' | 'ar' | 'zh') {
  const pdf = await htmlToPdf(reportHtml(r, locale, { agency: 'Harbour Agency', logo: null }), {
    footer: PDF_TEXTS[locale].page,
    rtl: locale === 'ar',
  });
  return { pdf, ...(await pdfText(pdf)) };
}

describe('the report PDF', () => {
  it('holds the workspace, the agency, the totals, page numbers and a vector chart', async () => {
    const r = report(12);
    const { pdf, text, totalPages } = await render(r, 'en');
    expect(text).toContain('Client report: Boulangerie Soleil');
    expect(text).toContain('Prepared by Harbour Agency');
    const impressions = new Intl.NumberFormat('en').format(
      r.current.engagement.total.impressions.value,
    );
    expect(text).toContain(impressions);
    expect(text).toContain(`Page 1 / ${totalPages}`);
    expect(text).toContain('Source appendix');
    expect(text).toContain('Link clicks on this period’s posts, to date');
    expect(text).toMatch(/Post 0: croissants.*4,321\s*1,234/s);
    // Every font embedded as a subset; no raster picture (the chart is drawn, not pasted).
    expect(embeddedFonts(pdf)).toEqual(
      expect.arrayContaining([
        'NotoSans-Regular',
        'NotoSans-Bold',
        expect.stringMatching(/^NotoSansSC/),
      ]),
    );
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('sets Arabic right to left, shaped, with Chinese glyphs present', async () => {
    const { pdf } = await render(report(6), 'ar');
    const line = await titleLine(pdf, 'Boulangerie Soleil');
    expect(line.rtlGlyphs).toBeGreaterThan(5);
    // The Arabic title stands right of the workspace's name and reaches the right margin.
    expect(line.rtlStart).toBeGreaterThan(line.nameStart);
    expect(line.rtlEnd).toBeGreaterThan(line.width * 0.8);
    expect(line.shaped).toBe(true);
    expect(embeddedFonts(pdf)).toContain('NotoSansArabic-Bold');
    const zh = await render(report(6), 'zh');
    expect(zh.text).toContain('客户报告');
    expect(embeddedFonts(zh.pdf)).toContainEqual(expect.stringMatching(/^NotoSansSC/));
  });

  it('stays under 2 MB for a month of 500 posts', async () => {
    const { pdf, totalPages } = await render(report(500), 'en');
    expect(pdf.length).toBeLessThan(2 * 1024 * 1024);
    expect(totalPages).toBeGreaterThan(5);
  });
});
