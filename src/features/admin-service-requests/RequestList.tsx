import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { ServiceRequestRow } from '../../firebase/admin/admin-service-requests';
import type { PageCursor } from '../../firebase/cursor';
import { statusNames, usersPage } from '../../ui/admin/messages';
import { nav } from '../../ui/messages';
import { CursorPager } from '../../ui/Pager';
import { ScrollTable } from '../../ui/ScrollTable';
import { Skeleton } from '../../ui/Skeleton';
import type { Load } from '../../ui/use-load';
import { DueDate } from './DueDate';
import { requestsPage as m } from './messages';

/** One page of requests as a table, with the previous and next page buttons under it. */
export function RequestList({
  list,
  pages,
  now,
  staffName,
  openButton,
}: {
  list: Load<{ rows: ServiceRequestRow[]; next: PageCursor | null }>;
  pages: { page: number; previous: () => void; next: (cursor: PageCursor) => void };
  now: Date;
  staffName: (uid: string | null) => string;
  openButton: (row: ServiceRequestRow) => ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <>
      {list.state === 'loading' ? <Skeleton shape="table" /> : null}
      {list.state === 'failed' ? (
        <p className="empty" role="alert">
          {_(m.failed)}
        </p>
      ) : null}
      {list.state === 'ready' && list.value.rows.length === 0 ? (
        <p className="empty">{_(m.empty)}</p>
      ) : null}
      {list.state === 'ready' && list.value.rows.length > 0 ? (
        <ScrollTable label={_(nav.serviceRequests)} className="admin-table">
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
        </ScrollTable>
      ) : null}
      <CursorPager
        label={_(nav.serviceRequests)}
        pages={pages}
        next={list.state === 'ready' ? list.value.next : null}
      />
    </>
  );
}
