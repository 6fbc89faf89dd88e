// The report's underlying rows as CSV: one line per source row of the current period, with
// each figure's values in their own columns, so a spreadsheet adds them up to the page's totals.

import type { ClientReport, SourceRow } from '@model/schemas/reports/reports';

/** The rows the current period's figures name, each once, in time order. */
export function currentRows(report: ClientReport): SourceRow[] {
  const keys = new Set<string>();
  const f = report.current;
  const add = (list: readonly string[]) => {
    for (const key of list) keys.add(key);
  };
  add(f.published.total.sources);
  add(f.failures.sources);
  add(f.engagement.total.engagements.sources);
  add(f.followers.total.sources);
  add(f.approvals.sources);
  add(f.requests.opened.sources);
  add(f.conversations.answered.sources);
  return [...keys]
    .flatMap((key) => report.sources[key] ?? [])
    .sort((a, b) => a.at.localeCompare(b.at) || a.key.localeCompare(b.key));
}

export async function reportCsv(report: ClientReport): Promise<string> {
  // papaparse is its own chunk, fetched on the first export.
  const { default: Papa } = await import('papaparse');
  const rows = currentRows(report);
  const valueColumns = [...new Set(rows.flatMap((row) => Object.keys(row.values)))].sort();
  const header = ['kind', 'at', 'network', 'channel', 'post', 'document', 'label', ...valueColumns];
  const data = rows.map((row) => [
    row.kind,
    row.at,
    row.network ?? '',
    row.channelId ?? '',
    row.postId ?? '',
    row.docId,
    row.label,
    ...valueColumns.map((column) => row.values[column] ?? ''),
  ]);
  // escapeFormulae: a post's text never becomes a spreadsheet formula.
  return Papa.unparse({ fields: header, data }, { escapeFormulae: true, newline: '\r\n' });
}
