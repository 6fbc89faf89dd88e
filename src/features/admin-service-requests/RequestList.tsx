import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { ServiceRequestRow } from '../../firebase/admin-service-requests';
import type { PageCursor } from '../../firebase/cursor';
import { requestsPage as m, statusNames, usersPage } from '../../ui/admin/messages';
import { nav } from '../../ui/messages';
import { Spinner } from '../../ui/Spinner';
import type { Load } from '../../ui/use-load';
import { DueDate } from './DueDate';

/** One page of requests as a table, with the previous and next page buttons under it. */
export function RequestList({
  list,
  page,
  now,
  staffName,
  openButton,
  onPrevious,
  onNext,
}: {
  list: Load<{ rows: ServiceRequestRow[]; next: PageCursor | null }>;
  page: number;
  now: Date;
  staffName: (uid: string | null) => string;
  openButton: (row: ServiceRequestRow) => ReactNode;
  onPrevious: () => void;
  onNext: (next: PageCursor) => void;
}) {
  const { _ } = useLingui();
  return (
    <>
      {list.state === 'loading' ? <Spinner /> : null}
      {list.state === 'failed' ? (
        <p className="empty" role="alert">
          {_(m.failed)}
        </p>
      ) : null}
      {list.state === 'ready' && list.value.rows.length === 0 ? (
        <p className="empty">{_(m.empty)}</p>
      ) : null}
      {list.state === 'ready' && list.value.rows.length > 0 ? (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{_(m.title)}</th>
              <th scope="col">{_(m.workspace)}</th>
              <th scope="col">{_(usersPage.status)}</th>
              <th scope="col">{_(m.assignee)}</th>
              <th scope="col">{_(m.due)}</th>
            </tr>
          </thead>
          <tbody>
            {list.value.rows.map((row) => (
              <tr key={row.id} data-request={row.id}>
                <td>{openButton(row)}</td>
                <td>{row.workspaceName}</td>
                <td>{_(statusNames[row.status])}</td>
                <td>{staffName(row.assigneeUid)}</td>
                <td>
                  <DueDate row={row} now={now} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <nav className="actions" aria-label={_(nav.serviceRequests)}>
        <button type="button" className="button" disabled={page === 0} onClick={onPrevious}>
          {_(usersPage.previous)}
        </button>
        <span aria-live="polite">{_({ ...usersPage.pageNumber, values: { page: page + 1 } })}</span>
        <button
          type="button"
          className="button"
          disabled={list.state !== 'ready' || !list.value.next}
          onClick={() => {
            if (list.state !== 'ready' || !list.value.next) return;
            onNext(list.value.next);
          }}
        >
          {_(usersPage.next)}
        </button>
      </nav>
    </>
  );
}
