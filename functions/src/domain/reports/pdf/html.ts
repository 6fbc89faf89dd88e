// The PDF's document: the report as one HTML page in the reader's language and direction, with
// the workspace's colour and logo and the agency's name, figures against the period before, an
// SVG chart (vector in the PDF), the networks with their total, top posts, link clicks per post,
// approvals and requests, the work done, and the source appendix: every row the figures were computed from.

import { type Locale, RTL_LOCALES } from '@model/constants';
import { currentRows, deliveriesPerDay } from '@model/schemas/reports/derived';
import type { ClientReport, Figure, SourceKind, SourceRow } from '@model/schemas/reports/reports';
import { FONT_FAMILY, fontFaces } from './fonts';
import { PDF_TEXTS, type PdfKey } from './texts';

export interface PdfBranding {
  agency: string;
  /** A data: URL of the workspace's logo, when it has one. */
  logo: string | null;
}

const KIND_KEYS: Record<SourceKind, PdfKey> = {
  delivery: 'kindDelivery',
  failure: 'kindFailure',
  snapshot: 'kindSnapshot',
  followers: 'kindFollowers',
  approval: 'kindApproval',
  request: 'kindRequest',
  conversation: 'kindConversation',
  clicks: 'kindClicks',
};

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Bars per day, read from the start of the line: right to left in Arabic, as the page's. */
function chart(report: ClientReport, colour: string, locale: string, rtl: boolean): string {
  const { days, counts } = deliveriesPerDay(report);
  const width = 680;
  const height = 150;
  const max = Math.max(1, ...counts);
  const step = width / Math.max(1, days.length);
  const slot = (i: number) => (rtl ? days.length - 1 - i : i) * step;
  const label = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const every = Math.max(1, Math.ceil(days.length / 8));
  const bars = counts
    .map((n, i) => {
      const h = (n / max) * (height - 24);
      return `<rect x="${(slot(i) + step * 0.15).toFixed(1)}" y="${(height - 20 - h).toFixed(1)}" width="${(step * 0.7).toFixed(1)}" height="${h.toFixed(1)}" fill="${colour}"/>`;
    })
    .join('');
  const ticks = days
    .map((day, i) =>
      i % every === 0
        ? `<text x="${(slot(i) + step / 2).toFixed(1)}" y="${height - 5}" font-size="9" text-anchor="middle">${escapeHtml(label.format(Date.parse(`${day}T00:00:00Z`)))}</text>`
        : '',
    )
    .join('');
  return `<svg class="chart" viewBox="0 0 ${width} ${height}" width="100%" role="img" direction="ltr"><line x1="0" y1="${height - 20}" x2="${width}" y2="${height - 20}" stroke="#999" stroke-width="0.5"/>${bars}${ticks}<text x="${rtl ? width - 2 : 2}" y="10" font-size="9" text-anchor="${rtl ? 'end' : 'start'}">${max}</text></svg>`;
}

function valuesText(row: SourceRow, number: Intl.NumberFormat): string {
  return Object.entries(row.values)
    .filter(([, value]) => value !== null && value !== '')
    .map(([name, value]) => `${name}: ${typeof value === 'number' ? number.format(value) : value}`)
    .join(' · ');
}

/** The report as a printable HTML document in `locale`. */
export function reportHtml(report: ClientReport, locale: Locale, branding: PdfBranding): string {
  const t = PDF_TEXTS[locale];
  const rtl = RTL_LOCALES.includes(locale);
  const zone = report.workspace.timeZone;
  const colour = /^#[0-9a-fA-F]{3,8}$/.test(report.workspace.colour ?? '')
    ? (report.workspace.colour as string)
    : '#2563eb';
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const pct = (n: number | null) => (n === null ? '—' : percent.format(n));
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: zone });
  const time = new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: zone,
  });
  const hours = (ms: number | null) =>
    ms === null
      ? '—'
      : new Intl.NumberFormat(locale, {
          style: 'unit',
          unit: 'hour',
          maximumFractionDigits: 1,
        }).format(ms / 3_600_000);
  const now = report.current;
  const before = report.previous;
  const e = escapeHtml;

  const card = (label: string, value: string, previous: string) =>
    `<div class="card"><div class="label">${e(label)}</div><div class="value">${e(value)}</div><div class="prev">${e(fill(t.previous, { value: previous }))}</div></div>`;
  const fig = (f: Figure) => number.format(f.value);
  const cards = [
    card(t.published, fig(now.published.total), fig(before.published.total)),
    card(t.onTime, pct(now.onTime.rate), pct(before.onTime.rate)),
    card(t.failures, fig(now.failures), fig(before.failures)),
    card(t.reach, fig(now.engagement.total.reach), fig(before.engagement.total.reach)),
    card(
      t.impressions,
      fig(now.engagement.total.impressions),
      fig(before.engagement.total.impressions),
    ),
    card(
      t.engagements,
      fig(now.engagement.total.engagements),
      fig(before.engagement.total.engagements),
    ),
    card(t.rate, pct(now.engagement.total.rate), pct(before.engagement.total.rate)),
    card(t.followers, fig(now.followers.total), fig(before.followers.total)),
  ].join('');

  const networks = [
    ...new Set([...Object.keys(now.published.byNetwork), ...Object.keys(now.engagement.byNetwork)]),
  ].sort();
  const zero = { value: 0, sources: [] };
  const networkRows = networks
    .map((network) => {
      const g = now.engagement.byNetwork[network];
      return `<tr><th>${e(network)}</th><td>${fig(now.published.byNetwork[network] ?? zero)}</td><td>${fig(g?.reach ?? zero)}</td><td>${fig(g?.impressions ?? zero)}</td><td>${fig(g?.engagements ?? zero)}</td><td>${pct(g?.rate ?? null)}</td></tr>`;
    })
    .join('');
  const total = now.engagement.total;
  const networkTable = `<table><thead><tr><th>${e(t.network)}</th><th>${e(t.published)}</th><th>${e(t.reach)}</th><th>${e(t.impressions)}</th><th>${e(t.engagements)}</th><th>${e(t.rate)}</th></tr></thead><tbody>${networkRows}</tbody><tfoot><tr><th>${e(t.total)}</th><td>${fig(now.published.total)}</td><td>${fig(total.reach)}</td><td>${fig(total.impressions)}</td><td>${fig(total.engagements)}</td><td>${pct(total.rate)}</td></tr></tfoot></table>`;

  const top = now.topPosts
    .map(
      (p) =>
        `<li><p>${e(p.text)}</p><p class="muted">${e(p.networks.join(', '))} · ${number.format(p.engagements)} ${e(t.engagements)} · ${number.format(p.impressions)} ${e(t.impressions)}</p></li>`,
    )
    .join('');
  const clicks = (now.linkClicks ?? [])
    .map(
      (p) =>
        `<tr><td>${e(p.text)}</td><td>${number.format(p.clicks)}</td><td>${number.format(p.visitors)}</td></tr>`,
    )
    .join('');

  const service = [
    [
      t.approvals,
      number.format(now.approvals.count),
      fill(t.approvalTime, {
        median: hours(now.approvals.medianMs),
        slowest: hours(now.approvals.slowestMs),
      }),
    ],
    [t.requestsOpened, fig(now.requests.opened), ''],
    [
      t.requestsAnswered,
      fig(now.requests.answered),
      fill(t.firstReply, { median: hours(now.requests.firstReply.medianMs) }),
    ],
    [
      t.conversations,
      fig(now.conversations.answered),
      fill(t.firstReply, { median: hours(now.conversations.firstReply.medianMs) }),
    ],
  ]
    .map(
      ([label, value, detail]) =>
        `<tr><th>${e(label as string)}</th><td>${e(value as string)}</td><td>${e(detail as string)}</td></tr>`,
    )
    .join('');

  const ledgerLabels: Record<string, string> = {
    published: t.published,
    approvals: t.approvals,
    requests_answered: t.requestsAnswered,
    conversations_answered: t.conversations,
    failures: t.failures,
  };
  const ledger = now.ledger.length
    ? `<ul>${now.ledger.map((l) => `<li>${e(ledgerLabels[l.kind] ?? l.kind)}: ${number.format(l.count)}</li>`).join('')}</ul>`
    : `<p>${e(t.nothing)}</p>`;

  const rows = currentRows(report);
  const appendix = rows
    .map(
      (row) =>
        `<tr><td>${e(t[KIND_KEYS[row.kind]])}${row.network ? ` · ${e(row.network)}` : ''}</td><td>${e(time.format(Date.parse(row.at)))}</td><td>${e(row.label)}</td><td>${e(valuesText(row, number))}</td></tr>`,
    )
    .join('');

  const range = fill(t.range, {
    from: day.format(report.currentPeriod.startMs),
    to: day.format(report.currentPeriod.endMs - 1),
    zone,
  });
  return `<!doctype html><html lang="${locale}" dir="${rtl ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${e(`${t.title} · ${report.workspace.name}`)}</title><style>
${fontFaces()}
*{box-sizing:border-box}body{font-family:${FONT_FAMILY};color:#1f2937;font-size:10.5pt;margin:0}
header{display:flex;align-items:center;gap:12px;border-bottom:4px solid ${colour};padding-bottom:8px;margin-bottom:12px}
header img{max-height:48px;max-width:140px}h1{font-size:20pt;margin:0}h2{font-size:13pt;margin:18px 0 6px;color:${colour};break-after:avoid}
.muted,.prev,.agency{color:#6b7280}.cards{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}
.card{border:1px solid #e5e7eb;border-top:3px solid ${colour};border-radius:6px;padding:6px 8px;break-inside:avoid}
.label{font-weight:700;font-size:9pt}.value{font-size:16pt;font-weight:700}.prev{font-size:8pt}
table{width:100%;border-collapse:collapse;font-size:9pt}th,td{padding:3px 5px;border-bottom:1px solid #e5e7eb;text-align:start;vertical-align:top}
tfoot th,tfoot td{font-weight:700}tr{break-inside:avoid}.appendix{font-size:7.5pt}.chart{display:block;margin-top:6px}
ol{padding-inline-start:18px}ol p{margin:2px 0}
</style></head><body>
<header>${branding.logo ? `<img src="${e(branding.logo)}" alt="">` : ''}<div><h1>${e(t.title)}: ${e(report.workspace.name)}</h1><div>${e(range)}</div><div class="agency">${e(fill(t.preparedBy, { agency: branding.agency }))} · ${e(fill(t.generated, { when: time.format(Date.parse(report.generatedAt)) }))}</div></div></header>
<section class="cards">${cards}</section>
<h2>${e(t.chartTitle)}</h2>${chart(report, colour, locale, rtl)}
<h2>${e(t.byNetwork)}</h2>${networkTable}
${top ? `<h2>${e(t.topPosts)}</h2><ol>${top}</ol>` : ''}
${clicks ? `<h2>${e(t.linkClicks)}</h2><table class="link-clicks"><thead><tr><th></th><th>${e(t.clicks)}</th><th>${e(t.visitors)}</th></tr></thead><tbody>${clicks}</tbody></table>` : ''}
<h2>${e(t.service)}</h2><table><tbody>${service}</tbody></table>
<h2>${e(t.ledger)}</h2>${ledger}
<h2 style="break-before:page">${e(t.appendix)}</h2>
<table class="appendix"><thead><tr><th>${e(t.kind)}</th><th>${e(t.time)}</th><th>${e(t.what)}</th><th>${e(t.values)}</th></tr></thead><tbody>${appendix}</tbody></table>
</body></html>`;
}
