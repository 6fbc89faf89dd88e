import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  type RequestThread as RequestThreadValue,
  readRequestThread,
  replyToRequest,
  type ServiceRequestSummary,
} from '../../firebase/client-portal';
import { formatMoment } from '../../lib/time-format';
import { useModalDialog } from '../../ui/dialogs/use-modal-dialog';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { Skeleton } from '../../ui/Skeleton';
import { useLoad } from '../../ui/use-load';
import { requestStatus } from './messages';
import { requestThread as m } from './request-messages';

/**
 * A client's own service request: what they asked, every reply and move by the agency in
 * order, and a box to answer. Opening it marks the agency's news as read.
 */
export function RequestThread({
  request,
  uid,
  seenBefore,
  onRead,
  onClose,
}: {
  request: ServiceRequestSummary & { workspaceName: string };
  uid: string;
  /** When the client last read this thread (0 if never): later news is marked. */
  seenBefore: number;
  /** Called once the thread is shown, with the time it was read. */
  onRead: (at: number) => void;
  onClose: (changed: boolean) => void;
}) {
  const { _, i18n } = useLingui();
  const id = useId();
  const ref = useModalDialog();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const requestId = useRef(crypto.randomUUID());
  const status = (key: string) => {
    const label = requestStatus[key];
    return label ? _(label) : key;
  };

  const latestOnRead = useRef(onRead);
  latestOnRead.current = onRead;
  const {
    load: loadedThread,
    reload,
    refresh,
  } = useLoad(
    async () => {
      const thread = await readRequestThread(request.id);
      latestOnRead.current(Date.now());
      return thread;
    },
    [request.id],
    { report: (error) => console.warn('The request thread could not be read', error) },
  );
  // Live once read: the agency's reply or move shows in the open thread without a reload.
  const [live, setLive] = useState<RequestThreadValue | null>(null);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let left = false;
    import('../../firebase/request-listener').then(
      ({ watchRequestThread }) => {
        if (left) return;
        stop = watchRequestThread(request.id, (thread) => {
          if (thread) setLive(thread);
        });
      },
      () => undefined,
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [request.id]);
  const loaded =
    loadedThread.state === 'ready'
      ? { state: 'ready' as const, thread: live ?? loadedThread.value }
      : loadedThread;

  async function send(event: FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if (message === '') {
      setProblem(true);
      return;
    }
    setBusy(true);
    try {
      await replyToRequest({ requestId: requestId.current, serviceRequestId: request.id, message });
      requestId.current = crypto.randomUUID();
      setText('');
      setChanged(true);
      notify(_(m.sent), 'success');
      refresh();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  }

  const when = (at: number | null) => (at === null ? '' : formatMoment(at, i18n.locale));
  const isNew = (entry: { authorUid: string; createdAt: number | null }) =>
    entry.authorUid !== uid && entry.createdAt !== null && entry.createdAt > seenBefore;
  const who = (authorUid: string) => (authorUid === uid ? _(m.you) : _(m.agency));

  return (
    <dialog
      ref={ref}
      className="request-thread"
      aria-labelledby={`${id}-title`}
      data-request-thread={request.id}
      onCancel={(event) => {
        event.preventDefault();
        onClose(changed);
      }}
    >
      <header className="request-thread-head">
        <h2 id={`${id}-title`}>{request.title}</h2>
        <span className={`badge status-${request.status}`}>{status(request.status)}</span>
        <button type="button" className="button" onClick={() => onClose(changed)}>
          {_(m.close)}
        </button>
      </header>
      {loaded.state === 'loading' ? <Skeleton shape="lines" count={4} /> : null}
      {loaded.state === 'failed' ? (
        <p className="form-error" role="alert">
          {_(m.loadFailed)}{' '}
          <button type="button" className="button" onClick={reload}>
            {_(m.retry)}
          </button>
        </p>
      ) : null}
      {loaded.state === 'ready' ? (
        <ol className="request-thread-entries" aria-label={_(m.thread)}>
          <li className="request-thread-entry" data-kind="details">
            <p className="muted">
              {_({ ...m.asked, values: { workspace: request.workspaceName } })} ·{' '}
              {when(loaded.thread.createdAt)}
            </p>
            <p className="request-thread-text">{loaded.thread.details}</p>
          </li>
          {loaded.thread.entries.map((entry) =>
            entry.kind === 'status' ? (
              <li key={entry.id} className="request-thread-entry" data-kind="status">
                <p className="muted">
                  {_({ ...m.moved, values: { from: status(entry.from), to: status(entry.to) } })} ·{' '}
                  {when(entry.createdAt)}
                </p>
              </li>
            ) : (
              <li
                key={entry.id}
                className="request-thread-entry"
                data-kind="message"
                data-mine={entry.authorUid === uid}
                data-unread={isNew(entry) || undefined}
              >
                <p className="muted">
                  {isNew(entry) ? <span className="badge unread">{_(m.unread)}</span> : null}{' '}
                  <strong>{who(entry.authorUid)}</strong> · {when(entry.createdAt)}
                </p>
                <p className="request-thread-text">{entry.text}</p>
              </li>
            ),
          )}
        </ol>
      ) : null}
      <form className="form" onSubmit={send} noValidate>
        <label htmlFor={`${id}-reply`}>{_(m.reply)}</label>
        <textarea
          id={`${id}-reply`}
          rows={3}
          maxLength={5000}
          value={text}
          aria-invalid={problem || undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setProblem(false);
          }}
        />
        {problem ? (
          <p className="form-error" id={`${id}-problem`} role="alert">
            {_(m.empty)}
          </p>
        ) : null}
        <div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {_(m.send)}
          </button>
        </div>
      </form>
    </dialog>
  );
}
