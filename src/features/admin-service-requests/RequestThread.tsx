import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useState } from 'react';
import {
  listThread,
  type StaffMember,
  type ThreadMessage,
  threadMessages,
} from '../../firebase/admin/admin-service-requests';
import { Skeleton } from '../../ui/Skeleton';
import { useLoad } from '../../ui/use-load';
import { requestsPage as m } from './messages';

/** A request's messages, oldest first, and the form that adds one. */
export function RequestThread({
  requestId,
  staff,
  staffName,
  busy,
  onSend,
}: {
  requestId: string;
  staff: StaffMember[];
  staffName: (uid: string | null) => string;
  busy: boolean;
  /** Sends the message; true once it is stored, so the form empties and the thread re-reads. */
  onSend: (message: string) => Promise<boolean>;
}) {
  const { _, i18n } = useLingui();
  const { load: read, refresh } = useLoad(() => listThread(requestId), [requestId]);
  // Live once read: the client's answer shows in the open request without a reload.
  const [live, setLive] = useState<ThreadMessage[] | null>(null);
  useEffect(() => {
    setLive(null);
    let stop: (() => void) | null = null;
    let left = false;
    import('../../firebase/request-listener').then(
      ({ watchRequestThread }) => {
        if (left) return;
        stop = watchRequestThread(requestId, (value) => {
          if (value) setLive(threadMessages(value.entries));
        });
      },
      () => undefined,
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [requestId]);
  const thread = read.state === 'ready' && live ? { ...read, value: live } : read;
  const [message, setMessage] = useState('');

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) return;
    if (await onSend(message.trim())) {
      setMessage('');
      // Quietly: the messages stay on screen until the thread with the new one arrives.
      refresh();
    }
  }

  return (
    <>
      <h3>{_(m.thread)}</h3>
      {thread.state === 'loading' ? <Skeleton shape="lines" count={4} /> : null}
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
    </>
  );
}
