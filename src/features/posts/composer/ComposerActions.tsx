import { useLingui } from '@lingui/react';
import type { PostAction } from '@model/capabilities';
import { useState } from 'react';
import { cancelPost, requestApproval, schedulePost } from '../../../firebase/posts/post-calls';
import { scheduleSentence } from '../../../ui/ScheduleTime';
import type { DraftMode } from '../draft';
import { m } from '../messages';
import { ApprovalDeadlineField, deadlineInstant } from './ApprovalClock';
import { scheduledInstant } from './store';
import { useComposer } from './use-composer';

/** The workflow buttons the caller may use on this post in its status. */
export function ComposerActions({
  workspaceId,
  workspaceZone,
  may,
  editable,
  persist,
  onStep,
}: {
  workspaceId: string;
  /** Schedule times are written on the workspace's clock. */
  workspaceZone: string;
  may: (action: PostAction) => boolean;
  editable: boolean;
  /** Saves the draft when editable; resolves with the post's id. */
  persist: () => Promise<string>;
  onStep: (mode: DraftMode | null, action: () => Promise<string>) => void | Promise<void>;
}) {
  const { _, i18n } = useLingui();
  const state = useComposer();
  const { postId, busy } = state;
  // The optional deadline, on the workspace's clock; refused here when it has passed.
  const [deadline, setDeadline] = useState('');
  const [deadlineWrong, setDeadlineWrong] = useState(false);
  return (
    <div className="composer-actions">
      {postId && may('cancel') ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            onStep(null, async () => {
              await cancelPost(workspaceId, postId);
              return _(m.cancelled);
            })
          }
        >
          {_(m.cancelPost)}
        </button>
      ) : null}
      {editable ? (
        <>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              onStep('draft', async () => {
                await persist();
                return _(m.saved);
              })
            }
          >
            {_(m.saveDraft)}
          </button>
          {may('requestApproval') ? (
            <>
              <ApprovalDeadlineField
                value={deadline}
                error={deadlineWrong}
                onChange={(value) => {
                  setDeadline(value);
                  setDeadlineWrong(false);
                }}
              />
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => {
                  const by = deadline ? deadlineInstant(deadline, workspaceZone) : null;
                  if (deadline && (by === null || by.getTime() <= Date.now())) {
                    setDeadlineWrong(true);
                    return;
                  }
                  void onStep('submit', async () => {
                    await requestApproval(workspaceId, await persist(), by ?? undefined);
                    return _(m.sentForApproval);
                  });
                }}
              >
                {_(m.requestApproval)}
              </button>
            </>
          ) : null}
        </>
      ) : null}
      {may('schedule') ? (
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() =>
            onStep('schedule', async () => {
              const id = await persist();
              // The step checked the schedule first, so the inputs name an instant.
              const when = scheduledInstant(state) as Date;
              await schedulePost(workspaceId, id, when, state.zone);
              return _({
                ...m.scheduledFor,
                values: { when: scheduleSentence(_, when, i18n.locale, workspaceZone) },
              });
            })
          }
        >
          {_(m.scheduleIt)}
        </button>
      ) : null}
    </div>
  );
}
