// One conversation: the post it answers, its items live (ours marked with how the reply stands),
// its first-reply and resolution times, and the team's actions, each offered only where the
// capability table says the server allows it: reply, done or open again, snooze until, assign,
// labels, internal notes, "ask the client", and like, hide or delete where the network allows.
// A client sees the items and the team's question.

import { useLingui } from '@lingui/react';
import { type MutableRefObject, useEffect, useId, useRef, useState } from 'react';
import {
  assignConversation,
  labelConversation,
  markConversationRead,
  setConversationStatus,
} from '../../firebase/inbox/inbox-calls';
import type { Conversation, InboxItem } from '../../firebase/inbox/inbox-types';
import type { InboxWorkspace } from '../../firebase/inbox/inbox-workspaces';
import { errorSentence } from '../../ui/error-text';
import { NetworkLogo } from '../../ui/NetworkLogo';
import { notify } from '../../ui/notification-store';
import { ClientAnswer } from './ClientAnswer';
import { ClientQuestion } from './ClientQuestion';
import { NETWORK_NAMES, useChannels, usePeopleOf } from './channels';
import { durationParts, statusAt } from './filters';
import { ItemModeration } from './ItemModeration';
import { m } from './messages';
import { Notes } from './Notes';
import { ReplyDialog } from './ReplyDialog';
import { useLive } from './use-live';

export type PanelCommand = 'reply' | 'done' | 'assign';

function Duration({ ms }: { ms: number | null }) {
  const { _ } = useLingui();
  if (ms === null) return <>{_(m.notYet)}</>;
  const { days, hours, minutes } = durationParts(ms);
  if (days > 0) return <>{_({ ...m.durationDays, values: { days, hours } })}</>;
  if (hours > 0) return <>{_({ ...m.durationHours, values: { hours, minutes } })}</>;
  return <>{_({ ...m.durationMinutes, values: { minutes } })}</>;
}

/** The local time an hour from now, as a datetime-local field writes it. */
function inAnHour(): string {
  const at = new Date(Date.now() + 3_600_000);
  at.setMinutes(at.getMinutes() - at.getTimezoneOffset());
  return at.toISOString().slice(0, 16);
}

export function ConversationPanel({
  conversation: c,
  workspace,
  commands,
  onClose,
}: {
  conversation: Conversation;
  workspace: InboxWorkspace;
  commands: MutableRefObject<(which: PanelCommand) => void>;
  onClose: () => void;
}) {
  const { _, i18n } = useLingui();
  const id = useId();
  const ref = { workspaceId: c.workspaceId, conversationId: c.id };
  const items = useLive<InboxItem>((load, update) =>
    load.then(({ watchItems }) => watchItems(c.workspaceId, c.id, workspace.sharedOnly, update)),
  );
  const channel = useChannels([c.workspaceId]).get(c.channelId);
  const people = usePeopleOf(workspace.may('assign') ? c.workspaceId : null);
  const [replying, setReplying] = useState(false);
  const [busy, setBusy] = useState(false);
  const [snoozeAt, setSnoozeAt] = useState(inAnHour);
  const [labels, setLabels] = useState(c.labels.join(', '));
  const assignRef = useRef<HTMLSelectElement>(null);
  const status = statusAt(c, Date.now());
  const channelName = channel?.displayName ?? NETWORK_NAMES[c.network] ?? c.network;

  // Opening a conversation reads it: its unread count goes back to zero for the team.
  useEffect(() => {
    if (c.unread > 0 && workspace.may('read')) {
      markConversationRead({ workspaceId: c.workspaceId, conversationId: c.id }).catch(
        () => undefined,
      );
    }
  }, [c.unread, c.workspaceId, c.id, workspace]);

  /** Runs an action; `done` is said when it worked (a status change shows in the list itself). */
  async function act(run: () => Promise<unknown>, done?: string) {
    setBusy(true);
    try {
      await run();
      if (done) notify(done, 'success');
    } catch (error) {
      notify(_({ ...m.failed, values: { reason: errorSentence(_, error) } }), 'error');
    } finally {
      setBusy(false);
    }
  }
  const resolve = (next: 'done' | 'open') =>
    act(() => setConversationStatus({ ...ref, status: next }));

  commands.current = (which) => {
    if (which === 'reply' && workspace.may('reply')) setReplying(true);
    if (which === 'done' && workspace.may('resolve') && status !== 'done') void resolve('done');
    if (which === 'assign' && workspace.may('assign')) assignRef.current?.focus();
  };

  return (
    <section className="inbox-panel" aria-labelledby={`${id}-title`}>
      <button type="button" className="button inbox-back" onClick={onClose}>
        {_(m.back)}
      </button>
      <header className="inbox-panel-head">
        <h2 id={`${id}-title`}>
          <NetworkLogo provider={c.network} /> {channelName}
          <span className="badge">{_({ ...m.kindName, values: { kind: c.kind } })}</span>
          <span className="badge" data-status={status}>
            {_({ ...m.statusName, values: { status } })}
          </span>
        </h2>
        {c.subject ? (
          <blockquote className="inbox-post-preview">
            {_({ ...m.inReplyTo, values: { subject: c.subject } })}
          </blockquote>
        ) : null}
        <dl className="inbox-times">
          <div>
            <dt>{_(m.firstReply)}</dt>
            <dd>
              <Duration ms={c.firstReplyMs} />
            </dd>
          </div>
          <div>
            <dt>{_(m.resolution)}</dt>
            <dd>
              <Duration ms={c.resolutionMs} />
            </dd>
          </div>
          {status === 'snoozed' && c.snoozedUntil ? (
            <div>
              <dt>{_(m.snooze)}</dt>
              <dd>
                {_({
                  ...m.snoozedUntil,
                  values: {
                    when: i18n.date(new Date(c.snoozedUntil), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  },
                })}
              </dd>
            </div>
          ) : null}
        </dl>
      </header>
      {c.shared && c.clientQuestion && workspace.sharedOnly ? (
        <p className="inbox-question" role="note">
          {_({ ...m.teamAsks, values: { question: c.clientQuestion } })}
        </p>
      ) : null}
      <ol className="inbox-items">
        {(items ?? []).map((item) => (
          <li key={item.id} className="inbox-item" data-direction={item.direction}>
            <p className="inbox-item-head">
              <strong>{item.direction === 'out' ? _(m.you) : item.authorName}</strong>
              {item.authorHandle && item.direction === 'in' ? (
                <span>@{item.authorHandle}</span>
              ) : null}
              <time dateTime={new Date(item.at).toISOString()}>
                {i18n.date(new Date(item.at), { dateStyle: 'short', timeStyle: 'short' })}
              </time>
              {item.rating ? (
                <span>{_({ ...m.stars, values: { count: item.rating } })}</span>
              ) : null}
              {item.replyState ? (
                <span className="badge" data-reply-state={item.replyState}>
                  {_({ ...m.replyState, values: { state: item.replyState } })}
                </span>
              ) : null}
            </p>
            <p className="inbox-item-text">{item.text}</p>
            {item.direction === 'in' ? (
              <ItemModeration conversation={c} item={item} allowed={workspace.may('moderate')} />
            ) : null}
            {item.url && !item.url.startsWith('https://sandbox.invalid') ? (
              <a href={item.url} target="_blank" rel="noreferrer noopener">
                {_(m.openOnNetwork)}
              </a>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="inbox-actions">
        {workspace.may('reply') ? (
          <button type="button" className="button button-primary" onClick={() => setReplying(true)}>
            {_(m.reply)}
          </button>
        ) : null}
        {workspace.may('resolve') ? (
          <>
            {status === 'done' ? null : (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void resolve('done')}
              >
                {_(m.done)}
              </button>
            )}
            {status === 'open' ? null : (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void resolve('open')}
              >
                {_(m.reopen)}
              </button>
            )}
            <form
              className="inbox-inline"
              onSubmit={(event) => {
                event.preventDefault();
                const until = new Date(snoozeAt).getTime();
                void act(() =>
                  setConversationStatus({ ...ref, status: 'snoozed', snoozedUntil: until }),
                );
              }}
            >
              <label>
                {_(m.snoozeUntil)}
                <input
                  type="datetime-local"
                  value={snoozeAt}
                  required
                  onChange={(event) => setSnoozeAt(event.target.value)}
                />
              </label>
              <button type="submit" className="button" disabled={busy}>
                {_(m.snooze)}
              </button>
            </form>
          </>
        ) : null}
        {workspace.may('assign') ? (
          <label className="inbox-inline">
            {_(m.assign)}
            <select
              ref={assignRef}
              value={c.assigneeUid ?? ''}
              disabled={busy}
              onChange={(event) => {
                const uid = event.target.value || null;
                const name = uid ? (people.get(uid)?.name ?? '') : _(m.unassigned);
                void act(
                  () => assignConversation({ ...ref, assigneeUid: uid }),
                  _({ ...m.assigned, values: { name } }),
                );
              }}
            >
              <option value="">{_(m.unassigned)}</option>
              {[...new Set([...workspace.team, ...(c.assigneeUid ? [c.assigneeUid] : [])])].map(
                (uid) => (
                  <option key={uid} value={uid}>
                    {people.get(uid)?.name ?? '…'}
                  </option>
                ),
              )}
            </select>
          </label>
        ) : null}
        {workspace.may('label') ? (
          <form
            className="inbox-inline"
            onSubmit={(event) => {
              event.preventDefault();
              const list = labels
                .split(',')
                .map((l) => l.trim())
                .filter(Boolean);
              void act(() => labelConversation({ ...ref, labels: list }), _(m.saved));
            }}
          >
            <label>
              {_(m.labels)}
              <input value={labels} onChange={(event) => setLabels(event.target.value)} />
            </label>
            <button type="submit" className="button" disabled={busy}>
              {_(m.saveLabels)}
            </button>
          </form>
        ) : null}
      </div>
      {workspace.may('answerTeam') && c.shared && c.clientQuestion ? (
        <ClientAnswer conversation={c} />
      ) : null}
      {workspace.may('askClient') ? <ClientQuestion conversation={c} /> : null}
      {workspace.may('note') ? <Notes conversation={c} /> : null}
      {replying ? (
        <ReplyDialog
          conversation={c}
          channelName={channelName}
          answering={[...(items ?? [])].reverse().find((i) => i.direction === 'in') ?? null}
          onClose={() => setReplying(false)}
        />
      ) : null}
    </section>
  );
}
