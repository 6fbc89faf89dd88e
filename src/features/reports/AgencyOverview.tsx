// The agency's overview, for its staff: every client workspace in one table (last month's posts,
// on-time rate, engagements and their change, approvals waiting, requests overdue), sorted by
// any column, exported as CSV. Choosing a client opens its report above.

import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { AgencyOverviewRow } from '@model/schemas/reports/reports';
import type { Product } from '@model/variant';
import { useState } from 'react';
import { agencyOverview } from '../../firebase/analytics/reports';
import { useLoad } from '../../ui/use-load';
import { download } from './download';
import { formatsFor } from './format';
import { overview as m, report as rm } from './messages';

type Column = Exclude<keyof AgencyOverviewRow, 'workspaceId'>;

const COLUMNS: [Column, MessageDescriptor][] = [
  ['name', m.client],
  ['posts', rm.published],
  ['onTimeRate', rm.onTime],
  ['engagements', rm.engagements],
  ['engagementChange', m.change],
  ['pendingApprovals', m.pending],
  ['overdueRequests', m.overdue],
];

export function AgencyOverview({
  product,
  onOpen,
}: {
  product: Product;
  onOpen: (id: string) => void;
}) {
  const { _, i18n } = useLingui();
  const [sort, setSort] = useState<{ column: Column; descending: boolean }>({
    column: 'name',
    descending: false,
  });
  const { load } = useLoad(() => agencyOverview(product), [product], { report: 'log' });
  if (load.state !== 'ready' || load.value.length === 0) return null;
  const f = formatsFor(i18n.locale, 'UTC');
  const signed = new Intl.NumberFormat(i18n.locale, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  });
  const text = (row: AgencyOverviewRow, column: Column): string => {
    const value = row[column];
    if (column === 'name') return row.name;
    if (value === null) return '—';
    if (column === 'onTimeRate') return f.percent(value as number);
    if (column === 'engagementChange') return signed.format(value as number);
    return f.number(value as number);
  };
  const rows = [...load.value].sort((a, b) => {
    const x = a[sort.column];
    const y = b[sort.column];
    const order =
      typeof x === 'string' && typeof y === 'string'
        ? x.localeCompare(y)
        : (x === null ? -Infinity : Number(x)) - (y === null ? -Infinity : Number(y));
    return sort.descending ? -order : order;
  });

  async function exportCsv() {
    const { default: Papa } = await import('papaparse');
    const csv = Papa.unparse(
      {
        fields: ['workspace', ...COLUMNS.map(([column]) => column)],
        data: rows.map((row) => [row.workspaceId, ...COLUMNS.map(([column]) => row[column] ?? '')]),
      },
      { escapeFormulae: true, newline: '\r\n' },
    );
    download(
      new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }),
      'clients-last-month.csv',
    );
  }

  return (
    <section className="report-section report agency-overview">
      <div className="table-wrap">
        <table className="table">
          <caption>{_(m.title)}</caption>
          <thead>
            <tr>
              {COLUMNS.map(([column, label]) => (
                <th
                  key={column}
                  scope="col"
                  aria-sort={
                    sort.column === column
                      ? sort.descending
                        ? 'descending'
                        : 'ascending'
                      : undefined
                  }
                >
                  <button
                    type="button"
                    className="figure"
                    onClick={() =>
                      setSort({
                        column,
                        descending: sort.column === column ? !sort.descending : column !== 'name',
                      })
                    }
                  >
                    {_(label)}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.workspaceId} data-workspace={row.workspaceId}>
                <th scope="row">
                  <button type="button" className="figure" onClick={() => onOpen(row.workspaceId)}>
                    {row.name}
                  </button>
                </th>
                {COLUMNS.slice(1).map(([column]) => (
                  <td key={column}>{text(row, column)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <button type="button" className="button" onClick={() => void exportCsv()}>
          {_(m.export)}
        </button>
      </p>
    </section>
  );
}
