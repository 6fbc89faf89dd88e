// The rows a figure was computed from, with their times in the workspace's zone: the posts
// published or failed, the metrics snapshots read, the requests and conversations counted.

import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { SourceKind, SourceRow } from '@model/schemas/reports/reports';
import { useId } from 'react';
import { useModalDialog } from '../../ui/dialogs/use-modal-dialog';
import type { Formats } from './format';
import { report as m } from './messages';

const KINDS: Record<SourceKind, MessageDescriptor> = {
  delivery: m.kindDelivery,
  failure: m.kindFailure,
  snapshot: m.kindSnapshot,
  followers: m.kindFollowers,
  approval: m.kindApproval,
  request: m.kindRequest,
  conversation: m.kindConversation,
  clicks: m.kindClicks,
};

function valuesText(row: SourceRow, f: Formats): string {
  return Object.entries(row.values)
    .filter(([, value]) => value !== null && value !== '')
    .map(([name, value]) => `${name}: ${typeof value === 'number' ? f.number(value) : value}`)
    .join(' · ');
}

export function SourcesDialog({
  title,
  rows,
  formats,
  onClose,
}: {
  title: string;
  rows: SourceRow[];
  formats: Formats;
  onClose: () => void;
}) {
  const { _ } = useLingui();
  const ref = useModalDialog();
  const titleId = useId();
  const sorted = [...rows].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <dialog
      ref={ref}
      className="report-sources"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {sorted.length === 0 ? (
        <p>{_(m.sourcesNone)}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{_(m.kind)}</th>
                <th scope="col">{_(m.time)}</th>
                <th scope="col">{_(m.what)}</th>
                <th scope="col">{_(m.values)}</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((row) => (
                <tr key={row.key} data-source={row.key}>
                  <th scope="row">
                    {_(KINDS[row.kind])}
                    {row.network ? ` · ${row.network}` : ''}
                  </th>
                  <td>
                    <time dateTime={row.at}>{formats.time(row.at)}</time>
                  </td>
                  <td>{row.label}</td>
                  <td>{valuesText(row, formats)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="actions">
        <button type="button" className="button" onClick={onClose}>
          {_(m.close)}
        </button>
      </div>
    </dialog>
  );
}
