// Over 400 lines until the screen is split by concern (list, board, detail), a later task.

import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { updateServiceRequest } from '../../firebase/admin-calls';
import {
  listServiceRequests,
  listStaff,
  listThread,
  OPEN_STATUSES,
  SERVICE_REQUEST_STATUSES,
  type ServiceRequestRow,
  type ServiceRequestStatus,
  type StaffMember,
  type ThreadMessage,
} from '../../firebase/admin-service-requests';
import type { PageCursor } from '../../firebase/cursor';
import { nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { errorMessage } from './error-message';
import { requestsPage as m, statusNames, usersPage } from './messages';
import { canMoveRequest, isOverdue } from './request-status';

type Filter = 'open' | ServiceRequestStatus;
type View = 'list' | 'board';
type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' };

const OVERDUE_STYLE = { color: '#b42318', fontWeight: 600 } as const;
const BOARD_STYLE = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: '1rem',
} as const;

function DueDate({ row, now }: { row: ServiceRequestRow; now: Date }) {
  const { _, i18n } = useLingui();
  if (!row.dueAt) return null;
  const overdue = isOverdue(row.dueAt, row.status, now);
  return (
    <span style={overdue ? OVERDUE_STYLE : undefined} data-overdue={overdue || undefined}>
      {i18n.date(row.dueAt, { dateStyle: 'medium' })}
      {overdue ? ` · ${_(m.overdue)}` : ''}
    </span>
  );
}

export function ServiceRequestsPage() {
  const { _ } = useLingui();
  const [filter, setFilter] = useState<Filter>('open');
  const [view, setView] = useState<View>('list');
  const [cursors, setCursors] = useState<(PageCursor | null)[]>([null]);
  const [page, setPage] = useState(0);
  const [reloadKey, setReloadKey] = useState(0);
  const [list, setList] = useState<Load<{ rows: ServiceRequestRow[]; next: PageCursor | null }>>({
    state: 'loading',
  });
  const [board, setBoard] = useState<Load<ServiceRequestRow[][]>>({ state: 'loading' });
  const [staff, setStaff] = useState<StaffMember[]>([]);
  const [selected, setSelected] = useState<ServiceRequestRow | null>(null);
  const now = new Date();
  const after = cursors[page] ?? null;

  useEffect(() => {
    listStaff().then(setStaff, (error: unknown) => notify(errorMessage(error), 'error'));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey re-reads after a change
  useEffect(() => {
    let current = true;
    if (view === 'list') {
      setList({ state: 'loading' });
      listServiceRequests(filter === 'open' ? OPEN_STATUSES : [filter], after).then(
        (value) => current && setList({ state: 'ready', value }),
        (error: unknown) => {
          notify(errorMessage(error), 'error');
          if (current) setList({ state: 'failed' });
        },
      );
    } else {
      setBoard({ state: 'loading' });
      Promise.all(SERVICE_REQUEST_STATUSES.map((s) => listServiceRequests([s], null))).then(
        (pages) => current && setBoard({ state: 'ready', value: pages.map((p) => p.rows) }),
        (error: unknown) => {
          notify(errorMessage(error), 'error');
          if (current) setBoard({ state: 'failed' });
        },
      );
    }
    return () => {
      current = false;
    };
  }, [view, filter, after, reloadKey]);

  const staffName = (uid: string | null) =>
    uid ? (staff.find((s) => s.uid === uid)?.label ?? uid) : _(m.unassigned);

  const openButton = (row: ServiceRequestRow) => (
    <button type="button" className="button" onClick={() => setSelected(row)}>
      {row.title}
    </button>
  );

  return (
    <>
      <PageHeader title={nav.serviceRequests} lead={m.lead} />
      <div className="form">
        <label className="field">
          {_(m.view)}
          <select name="view" value={view} onChange={(e) => setView(e.target.value as View)}>
            <option value="list">{_(m.list)}</option>
            <option value="board">{_(m.board)}</option>
          </select>
        </label>
        {view === 'list' ? (
          <label className="field">
            {_(m.show)}
            <select
              name="status"
              value={filter}
              onChange={(e) => {
                setFilter(e.target.value as Filter);
                setCursors([null]);
                setPage(0);
              }}
            >
              <option value="open">{_(m.open)}</option>
              {SERVICE_REQUEST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {_(statusNames[s])}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>

      {view === 'list' ? (
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
            <button
              type="button"
              className="button"
              disabled={page === 0}
              onClick={() => setPage(page - 1)}
            >
              {_(usersPage.previous)}
            </button>
            <span aria-live="polite">
              {_({ ...usersPage.pageNumber, values: { page: page + 1 } })}
            </span>
            <button
              type="button"
              className="button"
              disabled={list.state !== 'ready' || !list.value.next}
              onClick={() => {
                if (list.state !== 'ready' || !list.value.next) return;
                const next = list.value.next;
                setCursors((c) => [...c.slice(0, page + 1), next]);
                setPage(page + 1);
              }}
            >
              {_(usersPage.next)}
            </button>
          </nav>
        </>
      ) : null}

      {view === 'board' ? (
        <>
          {board.state === 'loading' ? <Spinner /> : null}
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
      ) : null}

      {selected ? (
        <RequestDetail
          key={selected.id}
          row={selected}
          staff={staff}
          staffName={staffName}
          onClose={() => setSelected(null)}
          onChanged={(row) => {
            setSelected(row);
            setReloadKey((k) => k + 1);
          }}
        />
      ) : null}
    </>
  );
}

function toDateInput(date: Date | null): string {
  return date ? date.toISOString().slice(0, 10) : '';
}

function RequestDetail({
  row,
  staff,
  staffName,
  onClose,
  onChanged,
}: {
  row: ServiceRequestRow;
  staff: StaffMember[];
  staffName: (uid: string | null) => string;
  onClose: () => void;
  onChanged: (row: ServiceRequestRow) => void;
}) {
  const { _, i18n } = useLingui();
  const [status, setStatus] = useState(row.status);
  const [assignee, setAssignee] = useState(row.assigneeUid ?? '');
  const [due, setDue] = useState(toDateInput(row.dueAt));
  const [busy, setBusy] = useState(false);
  const [thread, setThread] = useState<Load<ThreadMessage[]>>({ state: 'loading' });
  const [message, setMessage] = useState('');
  const [threadKey, setThreadKey] = useState(0);
  // One idempotency key per intent; a new one after each success.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  // biome-ignore lint/correctness/useExhaustiveDependencies: threadKey re-reads after sending
  useEffect(() => {
    let current = true;
    listThread(row.id).then(
      (value) => current && setThread({ state: 'ready', value }),
      (error: unknown) => {
        notify(errorMessage(error), 'error');
        if (current) setThread({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [row.id, threadKey]);

  async function save(event: FormEvent) {
    event.preventDefault();
    // Due dates are whole days: the end of the chosen day in UTC.
    const dueAt = due ? new Date(`${due}T23:59:59.000Z`) : null;
    setBusy(true);
    try {
      await updateServiceRequest({
        requestId,
        serviceRequestId: row.id,
        ...(status !== row.status ? { status } : {}),
        ...(assignee !== (row.assigneeUid ?? '') ? { assigneeUid: assignee || null } : {}),
        ...(due !== toDateInput(row.dueAt) ? { dueAt: dueAt ? dueAt.toISOString() : null } : {}),
      });
      notify(_(m.saved), 'success');
      setRequestId(crypto.randomUUID());
      onChanged({ ...row, status, assigneeUid: assignee || null, dueAt });
    } catch (error) {
      notify(errorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) return;
    setBusy(true);
    try {
      await updateServiceRequest({ requestId, serviceRequestId: row.id, message: message.trim() });
      notify(_(m.sent), 'success');
      setMessage('');
      setRequestId(crypto.randomUUID());
      setThreadKey((k) => k + 1);
    } catch (error) {
      notify(errorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  }

  const unchanged =
    status === row.status && assignee === (row.assigneeUid ?? '') && due === toDateInput(row.dueAt);

  return (
    <section className="card" aria-labelledby="request-title" data-detail={row.id}>
      <h2 id="request-title">{row.title}</h2>
      <p>
        {row.workspaceName}
        {row.createdAt ? ` · ${i18n.date(row.createdAt, { dateStyle: 'medium' })}` : ''}
      </p>
      {row.details ? <p style={{ whiteSpace: 'pre-wrap' }}>{row.details}</p> : null}
      <form className="form" onSubmit={save}>
        <label className="field">
          {_(usersPage.status)}
          <select
            name="requestStatus"
            value={status}
            onChange={(e) => setStatus(e.target.value as ServiceRequestStatus)}
          >
            {SERVICE_REQUEST_STATUSES.map((s) => (
              <option key={s} value={s} disabled={!canMoveRequest(row.status, s)}>
                {_(statusNames[s])}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {_(m.assignee)}
          <select name="assignee" value={assignee} onChange={(e) => setAssignee(e.target.value)}>
            <option value="">{_(m.unassigned)}</option>
            {staff.map((s) => (
              <option key={s.uid} value={s.uid}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {_(m.due)}
          <input type="date" name="dueAt" value={due} onChange={(e) => setDue(e.target.value)} />
        </label>
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={busy || unchanged}>
            {_(m.save)}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {_(m.close)}
          </button>
        </div>
      </form>
      <h3>{_(m.thread)}</h3>
      {thread.state === 'loading' ? <Spinner /> : null}
      {thread.state === 'ready' && thread.value.length === 0 ? (
        <p className="empty">{_(m.noMessages)}</p>
      ) : null}
      {thread.state === 'ready' && thread.value.length > 0 ? (
        <ol className="thread">
          {thread.value.map((msg) => (
            <li key={msg.id}>
              <strong>
                {staff.some((s) => s.uid === msg.authorUid)
                  ? staffName(msg.authorUid)
                  : _(m.client)}
              </strong>
              {msg.createdAt
                ? ` · ${i18n.date(msg.createdAt, { dateStyle: 'short', timeStyle: 'short' })}`
                : ''}
              <p style={{ whiteSpace: 'pre-wrap' }}>{msg.text}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <form className="form" onSubmit={send}>
        <label className="field">
          {_(m.message)}
          <textarea
            name="message"
            rows={3}
            maxLength={5000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </label>
        <button type="submit" className="button" disabled={busy || !message.trim()}>
          {_(m.send)}
        </button>
      </form>
    </section>
  );
}
