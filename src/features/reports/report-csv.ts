// The report's underlying rows as CSV: one line per source row of the current period, with
// each figure's values in their own columns, so a spreadsheet adds them up to the page's totals.

import { currentRows } from '@model/schemas/reports/derived';
import type { ClientReport } from '@model/schemas/reports/reports';

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
