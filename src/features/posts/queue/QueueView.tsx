import { useLingui } from '@lingui/react';
import type { ChannelBestTimes } from '@model/best-time';
import { nextSlots, type QueueSlot } from '@model/queue-slots';
import { WORKSPACE_QUEUE } from '@model/schemas/queues';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readBestTimes } from '../../../firebase/analytics/growth';
import type { Channel, Workspace } from '../../../firebase/posts/post-types';
import {
  addToQueue,
  listQueueCandidates,
  listQueuedPosts,
  type QueueCandidate,
  type QueuedPost,
  readQueue,
  reorderQueue,
  saveQueue,
} from '../../../firebase/queues';
import { formatZoned } from '../../../lib/time-format';
import { errorSentence } from '../../../ui/error-text';
import { notify } from '../../../ui/notification-store';
import { scheduleSentence } from '../../../ui/ScheduleTime';
import { Spinner } from '../../../ui/Spinner';
import { useStyles } from '../../../ui/styles';
import { q } from './messages';
import { QueuedList } from './QueuedList';
import { SlotsEditor, sortSlots } from './SlotsEditor';
import { SuggestedSlots } from './SuggestedSlots';
import { QUEUE_CSS } from './styles';

type Loaded = {
  slots: QueueSlot[];
  paused: boolean;
  posts: QueuedPost[];
  candidates: QueueCandidate[];
  /** Best time to post of the queue's channel (of the best-measured one for the workspace's). */
  best: ChannelBestTimes | null;
};

function bestOf(channels: readonly ChannelBestTimes[], queueId: string): ChannelBestTimes | null {
  if (queueId !== WORKSPACE_QUEUE) return channels.find((c) => c.channelId === queueId) ?? null;
  return [...channels].sort((a, b) => b.posts - a.posts)[0] ?? null;
}

/** A workspace's posting queues: slots, pause, the waiting posts in order, and "Add to queue". */
export function QueueView({
  workspace,
  channels,
  canEdit,
  onChanged,
}: {
  workspace: Workspace;
  channels: readonly Channel[];
  canEdit: boolean;
  onChanged: () => void;
}) {
  const { _, i18n } = useLingui();
  useStyles('queue', QUEUE_CSS);
  const [queueId, setQueueId] = useState<string>(WORKSPACE_QUEUE);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState(false);
  const [candidate, setCandidate] = useState('');
  const zone = workspace.timeZone;
  // The queue on screen now, for reads that finish after a person has chosen another.
  const shown = useRef(queueId);
  shown.current = queueId;

  // `current` says whether this read is still for the queue on screen: a read of the queue
  // chosen before must not land over the one chosen since (its slots would then be saved there).
  const load = useCallback(
    async (current: () => boolean = () => true) => {
      const [queue, posts, candidates, best] = await Promise.all([
        readQueue(workspace.id, queueId),
        listQueuedPosts(workspace.id, queueId),
        canEdit ? listQueueCandidates(workspace.id) : Promise.resolve([]),
        // Suggestions are a help: a queue works without them.
        readBestTimes(workspace.id).catch(() => [] as ChannelBestTimes[]),
      ]);
      if (!current()) return;
      setLoaded({
        slots: sortSlots(queue.slots),
        paused: queue.paused,
        posts,
        candidates:
          queueId === WORKSPACE_QUEUE
            ? candidates
            : candidates.filter((post) => post.channelIds.includes(queueId)),
        best: bestOf(best, queueId),
      });
    },
    [workspace.id, queueId, canEdit],
  );

  useEffect(() => {
    let current = true;
    setLoaded(null);
    setCandidate('');
    load(() => current).catch((error: unknown) => {
      if (current) notify(errorSentence(_, error), 'error');
    });
    return () => {
      current = false;
    };
  }, [load, _]);

  async function run(work: () => Promise<string | null>) {
    setBusy(true);
    try {
      const message = await work();
      if (message) notify(message, 'success');
      // Read again only while the queue just changed is still the one on screen.
      const changed = queueId;
      await load(() => shown.current === changed);
      onChanged();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  }

  const save = () =>
    run(async () => {
      if (!loaded) return null;
      await saveQueue(workspace.id, queueId, loaded.slots, loaded.paused);
      return _(q.saved);
    });

  const reorder = (ids: string[]) =>
    run(async () => {
      await reorderQueue(workspace.id, queueId, ids);
      return _(q.moved);
    });

  const add = () =>
    run(async () => {
      if (!candidate) return null;
      const reply = await addToQueue(workspace.id, queueId, candidate);
      setCandidate('');
      const when = scheduleSentence(_, new Date(reply.scheduledAt), i18n.locale, zone);
      return _({ ...q.added, values: { when } });
    });

  const upcoming = loaded
    ? nextSlots(loaded.slots, zone, Date.now(), 5, {
        taken: new Set(loaded.posts.map((post) => post.scheduledAt.getTime())),
      })
    : [];

  return (
    <section className="queue-view" aria-busy={busy}>
      <label>
        {_(q.queue)}
        <select value={queueId} onChange={(event) => setQueueId(event.target.value)}>
          <option value={WORKSPACE_QUEUE}>{_(q.wholeWorkspace)}</option>
          {channels.map((channel) => (
            <option key={channel.id} value={channel.id}>
              {channel.displayName}
            </option>
          ))}
        </select>
      </label>
      {loaded === null ? (
        <Spinner />
      ) : (
        <>
          <SlotsEditor
            slots={loaded.slots}
            zone={zone}
            disabled={!canEdit || busy}
            onChange={(slots) => setLoaded({ ...loaded, slots })}
          />
          {loaded.best && canEdit ? (
            <SuggestedSlots
              best={loaded.best}
              slots={loaded.slots}
              disabled={busy}
              onAdd={(slot) => setLoaded({ ...loaded, slots: sortSlots([...loaded.slots, slot]) })}
            />
          ) : null}
          <label className="queue-paused">
            <input
              type="checkbox"
              checked={loaded.paused}
              disabled={!canEdit || busy}
              onChange={(event) => setLoaded({ ...loaded, paused: event.target.checked })}
            />{' '}
            {_(q.paused)}
          </label>
          {canEdit ? (
            <p>
              <button
                type="button"
                className="button button-primary"
                disabled={busy}
                onClick={save}
              >
                {_(q.save)}
              </button>
            </p>
          ) : null}
          {upcoming.length > 0 ? (
            <>
              <h3>{_(q.nextSlots)}</h3>
              <ul className="queue-next">
                {upcoming.map((at) => (
                  <li key={at}>
                    <time dateTime={new Date(at).toISOString()}>
                      {formatZoned(new Date(at), i18n.locale, zone)}
                    </time>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {canEdit ? (
            <div className="queue-add">
              {loaded.candidates.length === 0 ? (
                <p className="empty">{_(q.noCandidates)}</p>
              ) : (
                <>
                  <label>
                    {_(q.add)}
                    <select
                      value={candidate}
                      onChange={(event) => setCandidate(event.target.value)}
                    >
                      <option value="" />
                      {loaded.candidates.map((post) => (
                        <option key={post.id} value={post.id}>
                          {post.text.slice(0, 60)}
                        </option>
                      ))}
                    </select>
                  </label>{' '}
                  <button
                    type="button"
                    className="button"
                    disabled={busy || !candidate}
                    onClick={add}
                  >
                    {_(q.addToQueue)}
                  </button>
                </>
              )}
            </div>
          ) : null}
          <h3>{_(q.posts)}</h3>
          {loaded.posts.length === 0 ? (
            <p className="empty">{_(q.empty)}</p>
          ) : (
            <QueuedList
              posts={loaded.posts}
              locale={i18n.locale}
              zone={zone}
              disabled={!canEdit || busy}
              onReorder={reorder}
            />
          )}
        </>
      )}
    </section>
  );
}
