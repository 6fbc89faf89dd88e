// The team's internal notes on a conversation, live; the network and the client never see them.

import { useLingui } from '@lingui/react';
import { INBOX_NOTE_MAX } from '@model/schemas/inbox';
import { useId, useState } from 'react';
import { addConversationNote } from '../../firebase/inbox/inbox-calls';
import type { Conversation, ConversationNote } from '../../firebase/inbox/inbox-types';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { m } from './messages';
import { useLive } from './use-live';

export function Notes({ conversation: c }: { conversation: Conversation }) {
  const { _, i18n } = useLingui();
  const id = useId();
  const notes = useLive<ConversationNote>((load, update) =>
    load.then(({ watchNotes }) => watchNotes(c.workspaceId, c.id, update)),
  );
  const [text, setText] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      await addConversationNote({
        workspaceId: c.workspaceId,
        conversationId: c.id,
        requestId,
        text,
      });
      setText('');
      setRequestId(crypto.randomUUID());
    } catch (error) {
      notify(_({ ...m.failed, values: { reason: errorSentence(_, error) } }), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="inbox-box" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{_(m.notes)}</h3>
      <p className="form-info">{_(m.notesHint)}</p>
      {notes && notes.length > 0 ? (
        <ul className="inbox-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <strong>{note.authorName}</strong>{' '}
              {note.at ? (
                <time dateTime={new Date(note.at).toISOString()}>
                  {i18n.date(new Date(note.at), { dateStyle: 'short', timeStyle: 'short' })}
                </time>
              ) : null}
              <p>{note.text}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p>{_(m.noNotes)}</p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <label htmlFor={`${id}-note`}>{_(m.note)}</label>
        <textarea
          id={`${id}-note`}
          rows={2}
          required
          maxLength={INBOX_NOTE_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="actions">
          <button type="submit" className="button" disabled={busy || !text.trim()}>
            {_(m.addNote)}
          </button>
        </div>
      </form>
    </section>
  );
}
