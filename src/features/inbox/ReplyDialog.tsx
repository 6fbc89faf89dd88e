// Replying in a conversation's thread. The draft is kept per conversation until it is sent (a
// refusal, a closed dialog or a rate limit never loses it), and so is the request's id while the
// text is unchanged: sending again after a lost answer is the same request, which the server
// looks for on the network before sending, so the reply goes out once. A refusal is a sentence
// here, with the error's code under it; the network's length limit is the text field's error.

import { useLingui } from '@lingui/react';
import { INBOX_TEXT_MAX } from '@model/schemas/inbox';
import { useId, useState } from 'react';
import { replyToConversation } from '../../firebase/inbox/inbox-calls';
import type { Conversation, InboxItem } from '../../firebase/inbox/inbox-types';
import { listSnippets } from '../../firebase/snippets';
import { useModalDialog } from '../../ui/dialogs/use-modal-dialog';
import { errorKeyOf } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { useLoad, valueOr } from '../../ui/use-load';
import { m } from './messages';
import { RefusalNote } from './RefusalNote';
import { detailsOf, refusalText } from './refusal-text';

interface Draft {
  text: string;
  requestId: string;
}

/** Unsent replies by conversation, for the page's life. */
const drafts = new Map<string, Draft>();

export function ReplyDialog({
  conversation,
  channelName,
  answering,
  onClose,
}: {
  conversation: Conversation;
  channelName: string;
  answering: InboxItem | null;
  onClose: () => void;
}) {
  const { _ } = useLingui();
  const ref = useModalDialog();
  const id = useId();
  const key = `${conversation.workspaceId}/${conversation.id}`;
  const [draft, setDraftState] = useState<Draft>(
    () => drafts.get(key) ?? { text: '', requestId: crypto.randomUUID() },
  );
  const setDraft = (next: Draft) => {
    drafts.set(key, next);
    setDraftState(next);
  };
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; code: string } | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { load } = useLoad(
    () => listSnippets(conversation.workspaceId),
    [conversation.workspaceId],
  );
  const snippets = valueOr(load, []);

  const write = (text: string) => {
    // Another text is another reply: a new request id (the server refuses one id for two texts).
    setDraft({ text, requestId: text === draft.text ? draft.requestId : crypto.randomUUID() });
    setFieldError(null);
  };

  async function send() {
    setBusy(true);
    setProblem(null);
    setFieldError(null);
    try {
      await replyToConversation({
        workspaceId: conversation.workspaceId,
        conversationId: conversation.id,
        requestId: draft.requestId,
        text: draft.text,
        ...(answering ? { itemId: answering.id } : {}),
      });
      drafts.delete(key);
      notify(_(m.replySent), 'success');
      onClose();
    } catch (error) {
      const details = detailsOf(error);
      if (errorKeyOf(error) === 'invalid-argument' && typeof details.maxLength === 'number') {
        setFieldError(_({ ...m.tooLong, values: { max: details.maxLength } }));
      }
      setProblem(refusalText(_, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className="inbox-reply"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <h2 id={`${id}-title`}>
          {_({
            ...m.replyTitle,
            values: { name: answering?.authorName ?? conversation.lastAuthor },
          })}
        </h2>
        <p className="form-info">{_({ ...m.replyLead, values: { channel: channelName } })}</p>
        {answering ? (
          <blockquote className="inbox-post-preview">{answering.text}</blockquote>
        ) : null}
        {snippets.length > 0 ? (
          <label>
            {_(m.savedReply)}
            <select
              value=""
              onChange={(event) => {
                const snippet = snippets.find((s) => s.id === event.target.value);
                if (snippet) write(draft.text ? `${draft.text}\n${snippet.text}` : snippet.text);
              }}
            >
              <option value="">{_(m.chooseSavedReply)}</option>
              {snippets.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label htmlFor={`${id}-text`}>{_(m.replyText)}</label>
        <textarea
          id={`${id}-text`}
          rows={5}
          required
          maxLength={INBOX_TEXT_MAX}
          value={draft.text}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          onChange={(event) => write(event.target.value)}
        />
        {fieldError ? (
          <p id={`${id}-error`} className="field-error">
            {fieldError}
          </p>
        ) : null}
        <RefusalNote problem={problem} />
        <div className="actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {_(m.cancel)}
          </button>
          <button
            type="submit"
            className="button button-primary"
            disabled={busy || !draft.text.trim()}
          >
            {_(busy ? m.sending : m.send)}
          </button>
        </div>
      </form>
    </dialog>
  );
}
