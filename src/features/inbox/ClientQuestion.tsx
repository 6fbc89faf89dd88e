// "Ask the client": shows the conversation to the workspace's approvers with the team's
// question (they see it in their inbox, and only what was shown to them), or hides it again.

import { useLingui } from '@lingui/react';
import { INBOX_QUESTION_MAX } from '@model/schemas/inbox';
import { useId, useState } from 'react';
import { askClient } from '../../firebase/inbox/inbox-calls';
import type { Conversation } from '../../firebase/inbox/inbox-types';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { m } from './messages';

export function ClientQuestion({ conversation: c }: { conversation: Conversation }) {
  const { _ } = useLingui();
  const id = useId();
  const [question, setQuestion] = useState(c.clientQuestion ?? '');
  const [busy, setBusy] = useState(false);
  const ask = async (next: string | null) => {
    setBusy(true);
    try {
      await askClient({ workspaceId: c.workspaceId, conversationId: c.id, question: next });
      notify(_(m.saved), 'success');
    } catch (error) {
      notify(_({ ...m.failed, values: { reason: errorSentence(_, error) } }), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="inbox-box"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void ask(question.trim());
      }}
    >
      <h3 id={`${id}-title`}>{_(m.askClient)}</h3>
      {c.shared ? <p className="form-info">{_(m.sharedWithClient)}</p> : null}
      {c.shared && c.clientAnswer ? (
        <p className="inbox-question" role="note">
          {_({
            ...m.clientAnswered,
            values: { name: c.clientAnswer.authorName, answer: c.clientAnswer.text },
          })}
        </p>
      ) : null}
      <label htmlFor={`${id}-q`}>{_(m.question)}</label>
      <textarea
        id={`${id}-q`}
        rows={2}
        required
        maxLength={INBOX_QUESTION_MAX}
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
      />
      <div className="actions">
        <button type="submit" className="button" disabled={busy || !question.trim()}>
          {_(m.showToClient)}
        </button>
        {c.shared ? (
          <button type="button" className="button" disabled={busy} onClick={() => void ask(null)}>
            {_(m.hideFromClient)}
          </button>
        ) : null}
      </div>
    </form>
  );
}
