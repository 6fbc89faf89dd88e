// The full composer: a modal dialog over the composer store, laid out from its parts. Which
// actions it offers comes from the capability table the server enforces too.

import { useLingui } from '@lingui/react';
import {
  mayActOnPosts,
  mayDecidePost,
  mayOnPost,
  type PostAction,
  postRulesOf,
  type WorkspaceActor,
} from '@model/capabilities';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Channel, Post, Workspace } from '../../../firebase/posts/post-types';
import { ConfirmDialog } from '../../../ui/dialogs/ConfirmDialog';
import { useModalDialog } from '../../../ui/dialogs/use-modal-dialog';
import { useStyles } from '../../../ui/styles';
import { ConflictDialog } from '../conflict/ConflictDialog';
import { conflictMessages as cm } from '../conflict/conflict-messages';
import { mergeTexts } from '../conflict/merge-text';
import { channelCounts, type DraftMode } from '../draft';
import { discardKept, keepWhileTyping, restoreKept } from '../kept/kept';
import { PostDiscussion } from '../LazyPostDiscussion';
import { m, statusLabels } from '../messages';
import { StatusBadge } from '../PostList';
import { WhenFields } from '../WhenFields';
import type { When } from '../when';
import { ApprovalClockNote } from './ApprovalClock';
import { PostDecision } from './ApprovalDecision';
import { persist, runStep } from './actions';
import { ComposerActions } from './ComposerActions';
import { FieldError } from './FieldError';
import { FirstCommentField } from './FirstCommentField';
import { focusFirstProblem } from './focus-problem';
import { RepeatSection } from './LazyRepeat';
import { MediaField } from './media/MediaField';
import { NetworkOptionsFields } from './NetworkOptionsFields';
import { QueueActions } from './QueueActions';
import { SnippetsPanel } from './SnippetsPanel';
import {
  clearProblem,
  composer,
  hasUnsavedChanges,
  openComposer,
  scheduledInstant,
  setBase,
  setConflict,
  setDate,
  setText,
  setTime,
  setZone,
  textFor,
} from './store';
import { COMPOSER_CSS } from './styles';
import { TextFields } from './TextFields';
import { ThreadChoiceField } from './ThreadChoiceField';
import { ThreadEditor } from './ThreadEditor';
import { TikTokConsent } from './TikTokConsent';
import { useComposer } from './use-composer';
import { useOnline } from './use-online';
import { XCostEstimate } from './XCostEstimate';

// Best time to post beside the time picker (growth tools): its own chunk, loaded with the picker.
const BestTimeHint = lazy(() =>
  import('./BestTimeHint').then((m) => ({ default: m.BestTimeHint })),
);

// The network previews: their own chunk, so the composer opens before they have loaded.
const NetworkPreviews = lazy(() => import('./previews/NetworkPreviews'));

export function Composer({
  workspace,
  channels,
  uid,
  actor,
  post,
  onClose,
  onChanged,
}: {
  workspace: Workspace;
  channels: Channel[];
  uid: string;
  /** Who is composing: the capability table decides which actions they are offered. */
  actor: WorkspaceActor;
  post: Post | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { _, i18n } = useLingui();
  useStyles('composer', COMPOSER_CSS);
  // The store is filled before the first render, so no part ever shows the previous post; what
  // this account typed here and never saved (a session that ended, a reload) is put back over it.
  const [notice, setNotice] = useState(() => {
    openComposer(post, workspace.timeZone);
    const keptAt = restoreKept(uid, workspace.id, post?.id ?? null);
    if (!keptAt) return null;
    const when = new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'short' }).format(keptAt);
    return _({ ...cm.restored, values: { when } });
  });
  const state = useComposer();
  const dialog = useModalDialog();
  const titleId = useId();
  const { status, postId } = state;
  // The workspace's approval mode decides what may be scheduled, as on the server.
  const product = postRulesOf(workspace);
  const may = (action: PostAction) => mayOnPost(actor, action, status, product);
  const editable = may(post ? 'edit' : 'create');
  useEffect(
    () => (editable ? keepWhileTyping(uid, workspace.id) : undefined),
    [editable, uid, workspace.id],
  );
  const counts = channelCounts(channels, state.channelIds, (id) => textFor(state, id));

  const form = useRef<HTMLFormElement>(null);
  // A refused step says how many problems it found, and takes the eye to the first one.
  const [announced, setAnnounced] = useState('');
  // Offline, a step waits (its note says so) and runs once when the connection returns.
  const online = useOnline();
  const waiting = useRef<(() => void) | null>(null);
  const [waitsForConnection, setWaitsForConnection] = useState(false);
  useEffect(() => {
    const retry = waiting.current;
    if (!online || !retry) return;
    waiting.current = null;
    setWaitsForConnection(false);
    retry();
  }, [online]);
  const step = (mode: DraftMode | null, action: () => Promise<string>): Promise<void> => {
    setAnnounced('');
    return runStep(
      _,
      mode,
      counts,
      action,
      () => {
        onChanged();
        onClose();
      },
      (count) => {
        setAnnounced(_({ ...m.problemCount, values: { count } }));
        requestAnimationFrame(() => focusFirstProblem(form.current));
      },
      () => {
        waiting.current = () => void step(mode, action);
        setWaitsForConnection(true);
      },
    );
  };
  // Closing never loses what was typed without asking first.
  const [asking, setAsking] = useState(false);
  const [pane, setPane] = useState<'write' | 'preview'>('write');
  const requestClose = () => {
    if (editable && hasUnsavedChanges(composer)) setAsking(true);
    else dialog.current?.close();
  };
  const when: When = {
    date: state.date,
    time: state.time,
    zone: state.zone,
    setDate,
    setTime,
    setZone,
    instant: scheduledInstant(state),
  };

  return (
    <dialog
      ref={dialog}
      className="composer"
      aria-labelledby={titleId}
      // A dialog inside (the question below) sends its own close and cancel up the tree too.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        // Escape asks first too, when it would lose what was typed.
        event.preventDefault();
        requestClose();
      }}
    >
      <form
        ref={form}
        onSubmit={(e) => {
          e.preventDefault();
        }}
        onChange={(e) => {
          const field = (e.target as HTMLElement)
            .closest('[data-field]')
            ?.getAttribute('data-field');
          if (field) clearProblem(field);
        }}
      >
        <div className="composer-head">
          <h2 id={titleId}>
            {_(m.composerTitle)} {post ? <StatusBadge status={status} /> : null}
          </h2>
          <button type="button" className="button" onClick={requestClose}>
            {_(m.close)}
          </button>
        </div>
        <p className="visually-hidden" role="alert">
          {announced}
        </p>
        {online ? null : (
          <p className="form-info" role="status" data-offline>
            {_(waitsForConnection ? cm.offlineWaiting : cm.offline)}
          </p>
        )}
        {notice ? (
          <p className="form-info" role="status">
            {notice}
          </p>
        ) : null}
        {!editable ? (
          <p role="note">{_({ ...m.readOnly, values: { status: _(statusLabels[status]) } })}</p>
        ) : null}
        {/* On a phone the text and the preview take turns (CSS shows this switch there only). */}
        <div className="composer-panes">
          <button
            type="button"
            className="button"
            aria-pressed={pane === 'write'}
            onClick={() => setPane('write')}
          >
            {_(m.paneWrite)}
          </button>
          <button
            type="button"
            className="button"
            aria-pressed={pane === 'preview'}
            onClick={() => setPane('preview')}
          >
            {_(m.preview)}
          </button>
        </div>
        <div className="composer-grid" data-pane={pane}>
          <div className="composer-write">
            <TextFields
              idPrefix={titleId}
              channels={channels}
              counts={counts}
              editable={editable}
              reconnectHref={workspace.product === 'smm' ? '/app/channels' : undefined}
            />
            <SnippetsPanel workspaceId={workspace.id} uid={uid} editable={editable} />
            <ThreadEditor idPrefix={titleId} editable={editable} />
            <ThreadChoiceField idPrefix={titleId} channels={channels} editable={editable} />
            <FirstCommentField idPrefix={titleId} channels={channels} editable={editable} />
            <MediaField
              idPrefix={titleId}
              workspaceId={workspace.id}
              editable={editable}
              channels={channels}
            />
            <NetworkOptionsFields
              idPrefix={titleId}
              channels={channels}
              editable={editable}
              workspaceId={workspace.id}
            />
            <fieldset disabled={!editable && !may('schedule')} data-field="when">
              <legend>{_(m.schedule)}</legend>
              <WhenFields when={when} defaultZone={workspace.timeZone} />
              {editable || may('schedule') ? (
                <Suspense fallback={null}>
                  <BestTimeHint
                    workspaceId={workspace.id}
                    channelIds={state.channelIds}
                    when={when}
                    defaultZone={workspace.timeZone}
                  />
                </Suspense>
              ) : null}
              <FieldError idPrefix={titleId} field="when" />
            </fieldset>
          </div>
          <div className="composer-preview">
            <Suspense fallback={null}>
              <NetworkPreviews channels={channels} />
            </Suspense>
          </div>
        </div>
        {status === 'in_review' ? (
          <ApprovalClockNote approval={post?.approval} zone={workspace.timeZone} />
        ) : null}
        {postId !== null &&
        mayDecidePost({ uid, ...actor }, { status, approval: post?.approval }, workspace) ? (
          <PostDecision
            workspaceId={workspace.id}
            postId={postId}
            approval={post?.approval}
            text={post?.text ?? ''}
            onDecide={(action) => step(null, action)}
          />
        ) : null}
        <TikTokConsent channels={channels} />
        <XCostEstimate channels={channels} />
        <ComposerActions
          workspaceId={workspace.id}
          workspaceZone={workspace.timeZone}
          may={may}
          editable={editable}
          persist={() => persist(workspace.id, uid, editable)}
          onStep={step}
        />
        <RepeatSection
          workspaceId={workspace.id}
          zone={workspace.timeZone}
          post={post}
          canSchedule={may('schedule')}
          canEvergreen={mayActOnPosts(actor, 'schedule')}
          persist={() => persist(workspace.id, uid, editable)}
          onStep={step}
        />
        {may('schedule') ? (
          <QueueActions
            workspaceId={workspace.id}
            zone={workspace.timeZone}
            channels={channels}
            persist={() => persist(workspace.id, uid, editable)}
            onStep={step}
          />
        ) : null}
      </form>
      {postId ? (
        <PostDiscussion
          workspaceId={workspace.id}
          postId={postId}
          uid={uid}
          team={actor.staff || actor.memberRole === 'owner' || actor.memberRole === 'editor'}
          onReopen={
            status === 'approved' && mayOnPost(actor, 'edit', 'draft', product)
              ? () => {
                  onChanged();
                  onClose();
                }
              : undefined
          }
        />
      ) : null}
      {asking ? (
        <ConfirmDialog
          text={_(m.discardChanges)}
          busy={false}
          onConfirm={() => {
            setAsking(false);
            discardKept(uid, workspace.id, composer.postId);
            dialog.current?.close();
          }}
          onCancel={() => setAsking(false)}
        />
      ) : null}
      {state.conflict ? (
        <ConflictDialog
          conflict={state.conflict}
          mine={state.text}
          locale={i18n.locale}
          onKeepTheirs={() => {
            const theirs = state.conflict?.theirs ?? null;
            openComposer(theirs, workspace.timeZone);
            setNotice(null);
          }}
          onMerge={() => {
            const { theirs } = composer.conflict ?? {};
            if (!theirs) return;
            setText(mergeTexts(composer.baseText, theirs.text, composer.text));
            setBase(theirs.updatedAt?.getTime() ?? null, theirs.text);
            setConflict(null);
            setNotice(_(cm.merged));
          }}
          onKeepMine={() => {
            const { theirs } = composer.conflict ?? {};
            if (theirs) setBase(theirs.updatedAt?.getTime() ?? null, theirs.text);
            setConflict(null);
            step('draft', async () => {
              await persist(workspace.id, uid, editable);
              return _(m.saved);
            });
          }}
        />
      ) : null}
    </dialog>
  );
}
