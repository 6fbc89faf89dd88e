// The service-request desk: filters and the list or board of requests, and the one opened.

import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import {
  listServiceRequests,
  listStaff,
  OPEN_STATUSES,
  SERVICE_REQUEST_STATUSES,
  type ServiceRequestRow,
  type ServiceRequestStatus,
  type StaffMember,
} from '../../firebase/admin/admin-service-requests';
import { type PageCursor, pageCursorKeys } from '../../firebase/cursor';
import { urlCodec } from '../../lib/url-state/url-codec';
import { useBackClose, useUrlState } from '../../lib/url-state/use-url-state';
import { statusNames } from '../../ui/admin/messages';
import { nav } from '../../ui/messages';
import { PageHeader } from '../../ui/PageHeader';
import { useLoad } from '../../ui/use-load';
import { usePages } from '../../ui/use-pages';
import { requestsPage as m } from './messages';
import { RequestBoard } from './RequestBoard';
import { RequestDetail } from './RequestDetail';
import { RequestList } from './RequestList';

type Filter = 'open' | ServiceRequestStatus;
type View = 'list' | 'board';

// The view, status filter and open request live in the address: a reload, Back or a shared
// link shows them, and Back closes an opened request before it leaves the page.
const requestsUrl = urlCodec<{ view: View; filter: Filter; request: string }>({
  view: { key: 'view', fallback: 'list', values: ['list', 'board'] },
  filter: { key: 'status', fallback: 'open', values: ['open', ...SERVICE_REQUEST_STATUSES] },
  request: { key: 'request', fallback: '' },
});

export function ServiceRequestsPage() {
  const { _ } = useLingui();
  const [{ view, filter, request }, setUrl] = useUrlState(requestsUrl.read, requestsUrl.write);
  const openEntry = useBackClose(request !== '', `${view} ${filter}`);
  const setView = (next: View) => setUrl({ view: next }, true);
  const setFilter = (next: Filter) => setUrl({ filter: next }, true);
  const pages = usePages<PageCursor>(`${view} ${filter}`, pageCursorKeys);
  // The row last opened or changed here; a reload or a link finds it among the rows shown.
  const [opened, setOpened] = useState<ServiceRequestRow | null>(null);
  const now = new Date();
  const after = pages.cursor;
  const staffLoad = useLoad(listStaff, []).load;
  const staff: StaffMember[] = staffLoad.state === 'ready' ? staffLoad.value : [];
  const list = useLoad(
    () => listServiceRequests(filter === 'open' ? OPEN_STATUSES : [filter], after),
    [view, filter, after],
    { enabled: view === 'list' },
  );
  const board = useLoad(
    async () => {
      const pages = await Promise.all(
        SERVICE_REQUEST_STATUSES.map((s) => listServiceRequests([s], null)),
      );
      return pages.map((p) => p.rows);
    },
    [view],
    { enabled: view === 'board' },
  );

  // Live: a new request or a client's reply re-reads the list or board quietly. The list's first
  // page only: a later page keeps its place until the person pages back.
  const watched =
    view === 'board'
      ? SERVICE_REQUEST_STATUSES.map((s) => [s])
      : after
        ? []
        : [filter === 'open' ? OPEN_STATUSES : [filter]];
  const watchKey = JSON.stringify(watched);
  const quietly = useRef(list.refresh);
  quietly.current = (view === 'list' ? list : board).refresh;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the statuses watched (watchKey) decide
  useEffect(() => {
    if (watched.length === 0) return;
    let stop: (() => void) | null = null;
    let left = false;
    import('../../firebase/admin/service-requests-listener').then(
      ({ watchServiceRequests }) => {
        if (!left) stop = watchServiceRequests(watched, () => quietly.current());
      },
      () => undefined,
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [watchKey]);

  const staffName = (uid: string | null) =>
    uid ? (staff.find((s) => s.uid === uid)?.label ?? uid) : _(m.unassigned);

  const shownRows = [
    ...(list.load.state === 'ready' ? list.load.value.rows : []),
    ...(board.load.state === 'ready' ? board.load.value.flat() : []),
  ];
  const selected =
    request === ''
      ? null
      : opened?.id === request
        ? opened
        : (shownRows.find((row) => row.id === request) ?? null);
  const open = (row: ServiceRequestRow) => {
    setOpened(row);
    openEntry.opened();
    setUrl({ request: row.id }, true);
  };

  const openButton = (row: ServiceRequestRow) => (
    <>
      <button type="button" className="button" onClick={() => open(row)}>
        {row.title}
      </button>
      {row.clientReplied ? (
        <span className="badge" data-client-replied>
          {_(m.clientReplied)}
        </span>
      ) : null}
    </>
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
                pages.restart();
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
        <RequestList
          list={list.load}
          pages={pages}
          now={now}
          staffName={staffName}
          openButton={openButton}
        />
      ) : null}

      {view === 'board' ? (
        <RequestBoard board={board.load} now={now} staffName={staffName} openButton={openButton} />
      ) : null}

      {selected ? (
        <RequestDetail
          key={selected.id}
          row={selected}
          staff={staff}
          staffName={staffName}
          onClose={() => openEntry.close(() => setUrl({ request: '' }))}
          onChanged={(row) => {
            setOpened(row);
            (view === 'list' ? list : board).reload();
          }}
        />
      ) : null}
    </>
  );
}
