import { useLingui } from '@lingui/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { ServiceRequestSummary } from '../../firebase/client-portal';
import { formatDay } from '../../lib/time-format';
import { requestStatus } from './messages';
import { requestThread as m } from './request-messages';
import { browserStorage, hasNews, markSeen, readSeen } from './request-seen';

// The thread loads its own code when a client opens one.
const RequestThread = lazy(() =>
  import('./RequestThread').then((module) => ({ default: module.RequestThread })),
);

type Request = ServiceRequestSummary & { workspaceName: string };

/** A client's service requests, each opening its conversation; news from the agency marked. */
export function RequestList({
  requests,
  uid,
  onChange,
}: {
  requests: readonly Request[];
  uid: string;
  onChange: () => void;
}) {
  const { _, i18n } = useLingui();
  const [seen, setSeen] = useState(() => readSeen(browserStorage(), uid));
  const [open, setOpen] = useState<{ request: Request; seenBefore: number } | null>(null);
  const openId = open?.request.id;
  // A notification's link (/app?request=id) opens that request's conversation, once.
  const search = useSearch();
  const followed = useRef<string | null>(null);
  useEffect(() => {
    const linked = new URLSearchParams(search).get('request');
    if (!linked || followed.current === linked) return;
    const request = requests.find((r) => r.id === linked);
    if (!request) return;
    followed.current = linked;
    setOpen({ request, seenBefore: readSeen(browserStorage(), uid)[linked] ?? 0 });
  }, [search, requests, uid]);
  const onRead = useCallback(
    (at: number) => {
      if (!openId) return;
      markSeen(browserStorage(), uid, openId, at);
      setSeen(readSeen(browserStorage(), uid));
    },
    [openId, uid],
  );
  const status = (key: string) => {
    const label = requestStatus[key];
    return label ? _(label) : key;
  };
  return (
    <>
      <ul className="request-list">
        {requests.map((request) => {
          const news = hasNews(request, seen);
          return (
            <li key={request.id} className="card" data-request={request.id} data-unread={news}>
              <button
                type="button"
                className="request-open"
                aria-label={_({ ...m.open, values: { title: request.title } })}
                onClick={() => setOpen({ request, seenBefore: seen[request.id] ?? 0 })}
              >
                <strong>{request.title}</strong>
              </button>{' '}
              <span className={`badge status-${request.status}`}>{status(request.status)}</span>{' '}
              {news ? <span className="badge unread">{_(m.unread)}</span> : null}
              <p className="muted">
                {request.workspaceName} ·{' '}
                {request.updatedAt === null ? '' : formatDay(request.updatedAt, i18n.locale)}
              </p>
            </li>
          );
        })}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <RequestThread
            request={open.request}
            uid={uid}
            seenBefore={open.seenBefore}
            onRead={onRead}
            onClose={(changed) => {
              setOpen(null);
              if (changed) onChange();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
