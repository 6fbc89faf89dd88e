import { useLingui } from '@lingui/react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { schedulePost } from '../../firebase/posts/post-calls';
import type { Channel, Workspace } from '../../firebase/posts/post-types';
import { saveDraft } from '../../firebase/posts/post-writes';
import { session } from '../../session/store';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { scheduleSentence } from '../../ui/ScheduleTime';
import { WorkspaceSelect } from '../../ui/WorkspacePage';
import { ChannelPicker } from './ChannelPicker';
import { CharacterCount } from './CharacterCount';
import { channelCounts, type DraftMode, draftContent, draftProblems } from './draft';
import { m } from './messages';
import { addPostsStyles } from './styles';
import { WhenFields } from './WhenFields';
import { useWhen } from './when';

/**
 * The dashboard's short way to a post: text, channels, and a time or a draft. It writes the
 * same draft document and calls the same schedule callable as the full composer, whose link
 * is here for media, per-network text and approval.
 */
export function QuickComposer({
  workspaces,
  channels,
  uid,
  onDone,
}: {
  /** Workspaces the user may write in. */
  workspaces: readonly Workspace[];
  /** Channels of those workspaces, each tagged with its workspace. */
  channels: readonly (Channel & { workspaceId: string })[];
  uid: string;
  onDone: () => void;
}) {
  const { _, i18n } = useLingui();
  const titleId = useId();
  const [workspaceId, setWorkspaceId] = useState(workspaces[0]?.id ?? '');
  const workspace = workspaces.find((w) => w.id === workspaceId) ?? workspaces[0];
  const [channelIds, setChannelIds] = useState<string[]>([]);
  const [text, setText] = useState('');
  const when = useWhen(workspace?.timeZone ?? 'UTC', null);
  const [busy, setBusy] = useState(false);

  useEffect(addPostsStyles, []);

  if (!workspace) return null;
  const own = channels.filter((c) => c.workspaceId === workspace.id);
  const counts = channelCounts(own, channelIds, () => text);

  async function submit(mode: Extract<DraftMode, 'draft' | 'schedule'>) {
    if (!workspace) return;
    const problems = draftProblems(
      {
        channelIds,
        text,
        variants: {},
        mediaCount: 0,
        uploading: false,
        counts,
        instant: when.instant,
      },
      mode,
      Date.now(),
    );
    if (problems.length > 0) {
      for (const problem of problems) notify(_(problem), 'error');
      return;
    }
    setBusy(true);
    try {
      const content = draftContent({
        text,
        channelIds,
        variants: {},
        media: [],
        timeZone: when.zone,
        scheduledAt: when.instant,
      });
      const { id: postId } = await saveDraft(
        workspace.id,
        { uid, name: session.email ?? '' },
        null,
        content,
      );
      if (mode === 'schedule' && when.instant) {
        await schedulePost(workspace.id, postId, when.instant, when.zone);
        notify(
          _({
            ...m.scheduledFor,
            values: { when: scheduleSentence(_, when.instant, i18n.locale, workspace.timeZone) },
          }),
          'success',
        );
      } else {
        notify(_(m.saved), 'success');
      }
      setText('');
      setChannelIds([]);
      when.setDate('');
      when.setTime('');
      onDone();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={titleId} className="dashboard-section quick-composer">
      <h2 id={titleId}>{_(m.quickTitle)}</h2>
      <form
        className="quick-composer-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit('schedule');
        }}
      >
        {workspaces.length > 1 ? (
          <WorkspaceSelect
            className="posts-field"
            label={m.workspace}
            workspaces={workspaces}
            value={workspace.id}
            onChoose={(id) => {
              setWorkspaceId(id);
              setChannelIds([]);
            }}
          />
        ) : null}
        <label className="posts-field">
          {_(m.text)}
          <textarea value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <ChannelPicker
          channels={own}
          chosen={channelIds}
          onToggle={(id, on) =>
            setChannelIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)))
          }
        />
        {counts.length > 0 ? (
          <p className="quick-counts">
            {counts.map((entry) => (
              <CharacterCount key={entry.channel.id} count={entry} />
            ))}
          </p>
        ) : null}
        <fieldset>
          <legend>{_(m.schedule)}</legend>
          <WhenFields when={when} defaultZone={workspace.timeZone} />
        </fieldset>
        <div className="composer-actions">
          <Link href="/app/posts?compose=1" className="button quick-full">
            {_(m.quickFull)}
          </Link>
          <button type="button" className="button" disabled={busy} onClick={() => submit('draft')}>
            {_(m.saveDraft)}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {_(m.scheduleIt)}
          </button>
        </div>
      </form>
    </section>
  );
}
