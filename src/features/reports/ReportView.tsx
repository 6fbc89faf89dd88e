// A client report on screen: the figures of the period against the period before, each a button
// that opens the rows it was computed from; the networks, top posts, approvals and requests, the
// work done, a daily chart and the rows as CSV. The signed-in page and the share link show it.

import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ClientReport, Figure } from '@model/schemas/reports/reports';
import { useState } from 'react';
import { publicFileUrl } from '../../firebase/public-file';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { download } from './download';
import { formatsFor } from './format';
import { report as m } from './messages';
import { ReportChart } from './ReportChart';
import { Ledger, LinkClicks, Networks, Service, TopPosts } from './ReportSections';
import { reportCsv } from './report-csv';
import { SourcesDialog } from './SourcesDialog';

interface Opened {
  title: string;
  sources: readonly string[];
}

export function ReportView({
  report,
  locale,
  pdf,
}: {
  report: ClientReport;
  locale: string;
  /** Makes the PDF of this report; absent where the reader cannot ask for one (a share link). */
  pdf?: () => Promise<{ fileName: string; pdf: string }>;
}) {
  const { _ } = useLingui();
  const [opened, setOpened] = useState<Opened | null>(null);
  const f = formatsFor(locale, report.workspace.timeZone);
  const now = report.current;
  const before = report.previous;
  const open = (title: string, figure: { sources: readonly string[] }) =>
    setOpened({ title, sources: figure.sources });

  const [making, setMaking] = useState(false);

  async function exportCsv() {
    const blob = new Blob([`\uFEFF${await reportCsv(report)}`], {
      type: 'text/csv;charset=utf-8',
    });
    download(
      blob,
      `report-${report.workspace.name}-${report.currentPeriod.from}-${report.currentPeriod.to}.csv`,
    );
  }

  async function downloadPdf() {
    if (!pdf) return;
    setMaking(true);
    try {
      const made = await pdf();
      const bytes = Uint8Array.from(atob(made.pdf), (c) => c.charCodeAt(0));
      download(new Blob([bytes], { type: 'application/pdf' }), made.fileName);
    } catch (error) {
      notify(_({ ...m.pdfFailed, values: { reason: errorSentence(_, error) } }), 'error');
    } finally {
      setMaking(false);
    }
  }

  const cards: [MessageDescriptor, Figure, Figure, (n: number) => string][] = [
    [m.published, now.published.total, before.published.total, f.number],
    [m.failures, now.failures, before.failures, f.number],
    [m.reach, now.engagement.total.reach, before.engagement.total.reach, f.number],
    [
      m.impressions,
      now.engagement.total.impressions,
      before.engagement.total.impressions,
      f.number,
    ],
    [
      m.engagements,
      now.engagement.total.engagements,
      before.engagement.total.engagements,
      f.number,
    ],
    [m.followers, now.followers.total, before.followers.total, f.number],
  ];

  return (
    <div className="report" style={{ ['--brand' as string]: report.workspace.colour ?? undefined }}>
      <ReportBrand workspace={report.workspace} />
      <p className="report-range">
        <strong>{report.workspace.name}</strong>{' '}
        {_({
          ...m.range,
          values: {
            from: f.day(report.currentPeriod.startMs),
            to: f.day(report.currentPeriod.endMs - 1),
            zone: report.workspace.timeZone,
          },
        })}
      </p>
      <ul className="stat-cards">
        <li className="card stat">
          <span className="stat-label">{_(m.onTime)}</span>
          <button
            type="button"
            className="figure stat-value"
            onClick={() => open(_(m.onTime), now.onTime.due)}
          >
            {f.percent(now.onTime.rate)}
          </button>
          <span className="stat-trend">
            {_({
              ...m.onTimeDetail,
              values: {
                onTime: f.number(now.onTime.onTime.value),
                due: f.number(now.onTime.due.value),
              },
            })}
          </span>
        </li>
        {cards.map(([label, figure, previous, format]) => (
          <li key={label.id} className="card stat">
            <span className="stat-label">{_(label)}</span>
            <button
              type="button"
              className="figure stat-value"
              onClick={() => open(_(label), figure)}
            >
              {format(figure.value)}
            </button>
            <span className="stat-trend">
              {_({ ...m.previous, values: { value: format(previous.value) } })}
            </span>
          </li>
        ))}
        <li className="card stat">
          <span className="stat-label">{_(m.rate)}</span>
          <button
            type="button"
            className="figure stat-value"
            onClick={() => open(_(m.rate), now.engagement.total.engagements)}
          >
            {f.percent(now.engagement.total.rate)}
          </button>
          <span className="stat-trend">
            {_({ ...m.previous, values: { value: f.percent(before.engagement.total.rate) } })}
          </span>
        </li>
      </ul>
      <ReportChart report={report} locale={locale} formats={f} />
      <Networks figures={now} f={f} open={open} />
      <TopPosts figures={now} f={f} open={open} />
      <LinkClicks figures={now} f={f} open={open} />
      <Service figures={now} f={f} open={open} />
      <Ledger figures={now} open={open} />
      <p className="report-actions">
        <button type="button" className="button" onClick={() => void exportCsv()}>
          {_(m.exportCsv)}
        </button>
        {pdf ? (
          <button
            type="button"
            className="button"
            disabled={making}
            onClick={() => void downloadPdf()}
          >
            {_(m.downloadPdf)}
          </button>
        ) : null}
      </p>
      {opened ? (
        <SourcesDialog
          title={_({ ...m.sourcesTitle, values: { figure: opened.title } })}
          rows={opened.sources.flatMap((key) => report.sources[key] ?? [])}
          formats={f}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </div>
  );
}

/**
 * A white-labelled client's report, on screen and behind a share link, is headed by their
 * agency: its name and uploaded logo (public, so a share link's visitor sees it) on its colours.
 */
function ReportBrand({ workspace }: { workspace: ClientReport['workspace'] }) {
  if (!workspace.agencyName) return null;
  return (
    <p
      className="report-brand"
      data-report-brand=""
      style={{
        background: workspace.colour ?? undefined,
        color: workspace.textColour ?? undefined,
        display: 'flex',
        alignItems: 'center',
        gap: '.6rem',
        padding: '.5rem .8rem',
        borderRadius: '6px',
      }}
    >
      {workspace.logoPath?.startsWith('whiteLabels/') ? (
        <img src={publicFileUrl(workspace.logoPath)} alt="" height={32} />
      ) : null}
      <strong>{workspace.agencyName}</strong>
    </p>
  );
}
