// An approved post that the approval did not schedule says why, and, while its time is still
// ahead, schedules it for that time in one click (the server checks as for any schedule).

import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { schedulePost } from '../../firebase/posts/post-calls';
import type { Post } from '../../firebase/posts/post-types';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { scheduleSentence } from '../../ui/ScheduleTime';
import { approvedMessages as m } from './approved-messages';

export function ApprovedNotice({
  post,
  workspaceId,
  zone,
  viewerZone,
  canSchedule,
  onDone,
}: {
  post: Post;
  workspaceId: string;
  /** The workspace's zone: the post's time is written in it. */
  zone: string;
  viewerZone: string;
  canSchedule: boolean;
  onDone: () => void;
}) {
  const { _, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  if (post.status !== 'approved') return null;
  const outcome = post.approvalScheduling?.outcome ?? 'manual';
  const at = post.scheduledAt;
  const ahead = at !== null && at.getTime() > Date.now();
  const reason =
    outcome === 'past' || (!ahead && at !== null)
      ? _(m.past)
      : outcome === 'channel_gone'
        ? _({ ...m.channelGone, values: { channel: post.approvalScheduling?.channel ?? '' } })
        : outcome === 'no_time' || at === null
          ? _(m.noTime)
          : _(m.manual);
  const time = at ? scheduleSentence(_, at, i18n.locale, zone, viewerZone) : '';

  async function schedule() {
    if (!at) return;
    setBusy(true);
    try {
      await schedulePost(workspaceId, post.id, at, post.timeZone ?? zone);
      notify(_({ ...m.scheduled, values: { time } }), 'success');
      onDone();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <p className="form-info approved-notice" data-approval-scheduling={outcome}>
      {reason}{' '}
      {canSchedule && ahead && outcome !== 'channel_gone' ? (
        <button type="button" className="button" disabled={busy} onClick={schedule}>
          {_({ ...m.scheduleAt, values: { time } })}
        </button>
      ) : null}
    </p>
  );
}
