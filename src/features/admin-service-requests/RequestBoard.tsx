import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import {
  SERVICE_REQUEST_STATUSES,
  type ServiceRequestRow,
} from '../../firebase/admin/admin-service-requests';
import { statusNames } from '../../ui/admin/messages';
import { Skeleton } from '../../ui/Skeleton';
import type { Load } from '../../ui/use-load';
import { DueDate } from './DueDate';
import { requestsPage as m } from './messages';

const BOARD_STYLE = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: '1rem',
} as const;

/** Every request as a card in its status's column, one column per status in workflow order. */
export function RequestBoard({
  board,
  now,
  staffName,
  openButton,
}: {
  board: Load<ServiceRequestRow[][]>;
  now: Date;
  staffName: (uid: string | null) => string;
  openButton: (row: ServiceRequestRow) => ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <>
      {board.state === 'loading' ? <Skeleton shape="cards" /> : null}
      {board.state === 'failed' ? (
        <p className="empty" role="alert">
          {_(m.failed)}
        </p>
      ) : null}
      {board.state === 'ready' ? (
        <div style={BOARD_STYLE}>
          {SERVICE_REQUEST_STATUSES.map((status, index) => (
            <section key={status} aria-labelledby={`col-${status}`} data-column={status}>
              <h2 id={`col-${status}`}>{_(statusNames[status])}</h2>
              <ul className="cards" style={{ gridTemplateColumns: '1fr' }}>
                {(board.value[index] ?? []).map((row) => (
                  <li key={row.id} className="card" data-request={row.id}>
                    {openButton(row)}
                    <p>{row.workspaceName}</p>
                    <p>{staffName(row.assigneeUid)}</p>
                    <DueDate row={row} now={now} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}
    </>
  );
}
