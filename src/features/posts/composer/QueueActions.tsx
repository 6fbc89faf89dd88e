import { useLingui } from '@lingui/react';
import { WORKSPACE_QUEUE } from '@model/schemas/queues';
import { useState } from 'react';
import type { Channel } from '../../../firebase/posts/post-types';
import { addToQueue, publishPostNow } from '../../../firebase/queues';
import { ConfirmDialog } from '../../../ui/dialogs/ConfirmDialog';
import { scheduleSentence } from '../../../ui/ScheduleTime';
import type { DraftMode } from '../draft';
import { q, t } from '../queue/messages';
import { useComposer } from './use-composer';

/** "Add to queue" (the next free slot of a queue) and "Publish now", for those who may schedule. */
export function QueueActions({
  workspaceId,
  zone,
  channels,
  persist,
  onStep,
}: {
  workspaceId: string;
  zone: string;
  channels: readonly Channel[];
  persist: () => Promise<string>;
  onStep: (mode: DraftMode | null, action: () => Promise<string>) => void;
}) {
  const { _, i18n } = useLingui();
  const { busy, channelIds } = useComposer();
  const [queueId, setQueueId] = useState(WORKSPACE_QUEUE);
  const [asking, setAsking] = useState(false);
  const chosen = channels.filter((channel) => channelIds.includes(channel.id));
  const queue =
    queueId === WORKSPACE_QUEUE || channelIds.includes(queueId) ? queueId : WORKSPACE_QUEUE;

  return (
    <div className="composer-actions composer-queue">
      <label>
        {_(t.queueFor)}{' '}
        <select value={queue} onChange={(event) => setQueueId(event.target.value)}>
          <option value={WORKSPACE_QUEUE}>{_(q.wholeWorkspace)}</option>
          {chosen.map((channel) => (
            <option key={channel.id} value={channel.id}>
              {channel.displayName}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() =>
          onStep('submit', async () => {
            const reply = await addToQueue(workspaceId, queue, await persist());
            const when = scheduleSentence(_, new Date(reply.scheduledAt), i18n.locale, zone);
            return _({ ...q.added, values: { when } });
          })
        }
      >
        {_(q.addToQueue)}
      </button>
      <button type="button" className="button" disabled={busy} onClick={() => setAsking(true)}>
        {_(q.publishNow)}
      </button>
      {asking ? (
        <ConfirmDialog
          text={_(q.publishNowConfirm)}
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onStep('submit', async () => {
              await publishPostNow(workspaceId, await persist());
              return _(q.publishNowDone);
            });
          }}
        />
      ) : null}
    </div>
  );
}
