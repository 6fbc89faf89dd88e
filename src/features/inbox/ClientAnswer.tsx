// The client's side of "ask the client": the team's question, and the client's answer to it,
// sent through the server (which checks the conversation was shown to them). A refusal is a
// sentence under the field, with its code, and the answer stays in the field.

import { useLingui } from '@lingui/react';
import { INBOX_QUESTION_MAX } from '@model/schemas/inbox';
import { useId, useState } from 'react';
import { answerTeam } from '../../firebase/inbox/inbox-calls';
import type { Conversation } from '../../firebase/inbox/inbox-types';
import { notify } from '../../ui/notification-store';
import { m } from './messages';
import { RefusalNote } from './RefusalNote';
import { refusalText } from './refusal-text';

export function ClientAnswer({ conversation: c }: { conversation: Conversation }) {
  const { _ } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; code: string } | null>(null);
  const send = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await answerTeam({ workspaceId: c.workspaceId, conversationId: c.id, requestId, text });
      setText('');
      setRequestId(crypto.randomUUID());
      notify(_(m.answerSent), 'success');
    } catch (error) {
      setProblem(refusalText(_, error));
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
        void send();
      }}
    >
      <h3 id={`${id}-title`}>{_(m.answerTeam)}</h3>
      {c.clientAnswer ? (
        <p className="form-info">
          {_({ ...m.youAnswered, values: { answer: c.clientAnswer.text } })}
        </p>
      ) : null}
      <label htmlFor={`${id}-a`}>{_(m.answerTeam)}</label>
      <textarea
        id={`${id}-a`}
        rows={3}
        required
        maxLength={INBOX_QUESTION_MAX}
        value={text}
        onChange={(event) => {
          // Another text is another answer: a new request id (the server refuses one id for two).
          setText(event.target.value);
          setRequestId(crypto.randomUUID());
        }}
      />
      <RefusalNote problem={problem} />
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy || !text.trim()}>
          {_(m.sendAnswer)}
        </button>
      </div>
    </form>
  );
}
