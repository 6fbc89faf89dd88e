// Over 400 lines until the composer is split into a store and its parts, a later task.

import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { recordVersion } from '../../firebase/post-discussion';
import {
  type Channel,
  cancelPost,
  decidePostApproval,
  type Post,
  type PostMedia,
  requestApproval,
  saveDraft,
  schedulePost,
  uploadPostMedia,
  type Workspace,
} from '../../firebase/posts';
import { mayOnPost, type PostAction, type WorkspaceActor } from '../../lib/capabilities';
import { session } from '../../session/store';
import { errorSentence } from '../../ui/error-text';
import { openModal } from '../../ui/modal';
import { notify } from '../../ui/notification-store';
import { ChannelPicker } from './ChannelPicker';
import { CharacterCount } from './CharacterCount';
import {
  channelCounts,
  type DraftField,
  type DraftMode,
  draftContent,
  draftProblems,
  fieldOf,
} from './draft';
import { formatInstant } from './format';
import { PostDiscussion } from './LazyPostDiscussion';
import { MediaThumb } from './MediaThumb';
import { imageSize, isAcceptedMedia, MEDIA_TYPES } from './media-upload';
import { m, statusLabels } from './messages';
import { StatusBadge } from './PostList';
import { WhenFields } from './WhenFields';
import { useWhen } from './when';

interface MediaDraft extends PostMedia {
  key: string;
  name: string;
  progress: number;
  previewUrl: string | null;
  uploading: boolean;
}

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
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [postId, setPostId] = useState(post?.id ?? null);
  const status = post?.status ?? 'draft';
  const product = workspace.product === 'connect' ? 'connect' : 'smm';
  const may = (action: PostAction) => mayOnPost(actor, action, status, product);
  const editable = may(post ? 'edit' : 'create');
  const [channelIds, setChannelIds] = useState<string[]>(post?.channelIds ?? []);
  const [text, setText] = useState(post?.text ?? '');
  const [variants, setVariants] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(post?.variants ?? {}).map(([id, v]) => [id, v.text])),
  );
  const [media, setMedia] = useState<MediaDraft[]>(() =>
    (post?.media ?? []).map((item) => ({
      ...item,
      key: item.path,
      name: item.path.split('/').pop() ?? item.path,
      progress: 1,
      previewUrl: null,
      uploading: false,
    })),
  );
  const when = useWhen(post?.timeZone ?? workspace.timeZone, post?.scheduledAt ?? null);
  const { zone, instant } = when;
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  // What is wrong with the form, shown beside each field and cleared once that field changes.
  const [problems, setProblems] = useState<Partial<Record<DraftField, string[]>>>({});
  const fieldError = (field: DraftField) => {
    const list = problems[field];
    return (
      <div className="field-error" id={`${titleId}-${field}-error`} role="alert">
        {list?.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    );
  };
  const describedBy = (field: DraftField) =>
    problems[field] ? `${titleId}-${field}-error` : undefined;
  // One idempotency key per decision the user takes: retrying the same one reuses it, a
  // different decision or comment is a new intent with a new key.
  const decisionIds = useRef(new Map<string, string>());
  const decisionId = (decision: string, note: string) => {
    const key = `${decision}\n${note}`;
    let id = decisionIds.current.get(key);
    if (!id) {
      id = crypto.randomUUID();
      decisionIds.current.set(key, id);
    }
    return id;
  };

  useEffect(() => {
    const element = dialog.current;
    return element ? openModal(element) : undefined;
  }, []);

  const selected = channels.filter((c) => channelIds.includes(c.id));
  const textFor = (channelId: string) => variants[channelId] ?? text;
  const counts = channelCounts(channels, channelIds, textFor);

  function toggleChannel(id: string, on: boolean) {
    setChannelIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
    if (!on) setVariants(({ [id]: _dropped, ...rest }) => rest);
  }

  async function addFiles(files: FileList | null) {
    for (const file of Array.from(files ?? [])) {
      if (!isAcceptedMedia(file.type)) {
        notify(_(m.mediaType), 'error');
        continue;
      }
      const key = crypto.randomUUID();
      const previewUrl = URL.createObjectURL(file);
      const size = file.type.startsWith('image/') ? await imageSize(previewUrl) : null;
      const update = (patch: Partial<MediaDraft>) =>
        setMedia((items) => items.map((item) => (item.key === key ? { ...item, ...patch } : item)));
      setMedia((items) => [
        ...items,
        {
          key,
          name: file.name,
          path: '',
          contentType: file.type,
          alt: '',
          progress: 0,
          previewUrl,
          uploading: true,
          ...(size ?? {}),
        },
      ]);
      uploadPostMedia(workspace.id, file, (progress) => update({ progress })).then(
        (path) => update({ path, uploading: false, progress: 1 }),
        (error: unknown) => {
          notify(errorSentence(_, error), 'error');
          setMedia((items) => items.filter((item) => item.key !== key));
        },
      );
    }
  }

  async function persist(): Promise<string> {
    if (!editable && postId) return postId;
    const content = draftContent({
      text,
      channelIds,
      variants,
      media,
      timeZone: zone,
      scheduledAt: instant,
    });
    const id = await saveDraft(workspace.id, uid, postId, content);
    await recordVersion(workspace.id, id, uid, session.email ?? '', content.text, postId === null);
    setPostId(id);
    return id;
  }

  async function run(mode: DraftMode | null, action: () => Promise<string>) {
    if (mode !== null) {
      const found = draftProblems(
        {
          channelIds,
          text,
          variants,
          mediaCount: media.length,
          uploading: media.some((item) => item.uploading),
          counts,
          instant,
        },
        mode,
        Date.now(),
      );
      setProblems({});
      if (found.length > 0) {
        const byField: Partial<Record<DraftField, string[]>> = {};
        for (const problem of found) {
          const field = fieldOf(problem);
          byField[field] = [...(byField[field] ?? []), _(problem)];
        }
        setProblems(byField);
        return;
      }
    }
    setBusy(true);
    try {
      notify(await action(), 'success');
      onChanged();
      onClose();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  }

  const canDecide = postId !== null && may('decide');

  return (
    <dialog ref={dialog} className="composer" aria-labelledby={titleId} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
        }}
        onChange={(e) => {
          const field = (e.target as HTMLElement)
            .closest('[data-field]')
            ?.getAttribute('data-field');
          if (field && field in problems)
            setProblems(({ [field as DraftField]: _fixed, ...rest }) => rest);
        }}
      >
        <div className="composer-head">
          <h2 id={titleId}>
            {_(m.composerTitle)} {post ? <StatusBadge status={status} /> : null}
          </h2>
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {_(m.close)}
          </button>
        </div>
        {!editable ? (
          <p role="note">{_({ ...m.readOnly, values: { status: _(statusLabels[status]) } })}</p>
        ) : null}
        <div className="composer-grid">
          <div style={{ display: 'grid', gap: '1rem' }}>
            <div data-field="channels">
              <ChannelPicker
                channels={channels}
                chosen={channelIds}
                onToggle={toggleChannel}
                disabled={!editable}
                reconnectHref={workspace.product === 'smm' ? '/app/channels' : undefined}
              />
              {fieldError('channels')}
            </div>
            <div data-field="text" className="posts-field">
              <label className="posts-field">
                {_(m.text)}
                <textarea
                  value={text}
                  readOnly={!editable}
                  aria-invalid={problems.text ? true : undefined}
                  aria-describedby={describedBy('text')}
                  onChange={(e) => setText(e.target.value)}
                />
              </label>
              {fieldError('text')}
            </div>
            {counts.map((entry) => {
              const { channel } = entry;
              return (
                <div key={channel.id} className="posts-field">
                  <label>
                    <input
                      type="checkbox"
                      disabled={!editable}
                      checked={channel.id in variants}
                      onChange={(e) =>
                        setVariants(({ [channel.id]: _old, ...rest }) =>
                          e.target.checked ? { ...rest, [channel.id]: text } : rest,
                        )
                      }
                    />{' '}
                    {_({ ...m.adjustFor, values: { channel: channel.displayName } })}
                  </label>
                  {channel.id in variants ? (
                    <textarea
                      aria-label={_({ ...m.adjustFor, values: { channel: channel.displayName } })}
                      value={variants[channel.id]}
                      readOnly={!editable}
                      onChange={(e) =>
                        setVariants((all) => ({ ...all, [channel.id]: e.target.value }))
                      }
                    />
                  ) : null}
                  <CharacterCount count={entry} />
                </div>
              );
            })}
            <fieldset disabled={!editable} data-field="media">
              <legend>{_(m.media)}</legend>
              {fieldError('media')}
              <label className="posts-field">
                {_(m.addMedia)}
                <input
                  type="file"
                  accept={MEDIA_TYPES.join(',')}
                  multiple
                  onChange={(e) => {
                    addFiles(e.target.files);
                    e.target.value = '';
                  }}
                />
              </label>
              {media.map((item) => (
                <div key={item.key} className="media-item" data-media-path={item.path}>
                  {item.previewUrl && item.contentType.startsWith('image/') ? (
                    <img src={item.previewUrl} alt={item.alt ?? ''} />
                  ) : item.path && !item.uploading ? (
                    <MediaThumb item={item} compact />
                  ) : null}
                  {item.uploading ? (
                    <progress
                      max={1}
                      value={item.progress}
                      aria-label={_({ ...m.uploading, values: { name: item.name } })}
                    />
                  ) : null}
                  <label className="posts-field">
                    {_({ ...m.alt, values: { name: item.name } })}
                    <input
                      value={item.alt ?? ''}
                      maxLength={1000}
                      onChange={(e) =>
                        setMedia((items) =>
                          items.map((x) =>
                            x.key === item.key ? { ...x, alt: e.target.value } : x,
                          ),
                        )
                      }
                    />
                  </label>
                  <button
                    type="button"
                    className="button"
                    onClick={() => setMedia((items) => items.filter((x) => x.key !== item.key))}
                  >
                    {_(m.remove)}
                  </button>
                </div>
              ))}
            </fieldset>
            <fieldset disabled={!editable && !may('schedule')} data-field="when">
              <legend>{_(m.schedule)}</legend>
              <WhenFields when={when} defaultZone={workspace.timeZone} />
              {fieldError('when')}
            </fieldset>
          </div>
          <section aria-label={_(m.preview)}>
            <h3>{_(m.preview)}</h3>
            {selected.length === 0 ? <p className="empty">{_(m.previewEmpty)}</p> : null}
            <div style={{ display: 'grid', gap: '.6rem' }}>
              {selected.map((channel) => (
                <article key={channel.id} className="preview-card" data-preview={channel.id}>
                  <strong>{channel.displayName}</strong>
                  <span className="handle">{channel.handle}</span>
                  <p className="post-text">{textFor(channel.id)}</p>
                  <div className="media-item">
                    {media
                      .filter((item) => item.contentType.startsWith('image/'))
                      .map((item) =>
                        item.previewUrl ? (
                          <img key={item.key} src={item.previewUrl} alt={item.alt ?? ''} />
                        ) : item.path ? (
                          <MediaThumb key={item.key} item={item} compact />
                        ) : null,
                      )}
                  </div>
                </article>
              ))}
            </div>
          </section>
        </div>
        {canDecide ? (
          <fieldset>
            <label className="posts-field">
              {_(m.comment)}
              <textarea
                value={comment}
                maxLength={2000}
                onChange={(e) => setComment(e.target.value)}
              />
            </label>
            <div className="composer-actions">
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => {
                  if (!comment.trim()) {
                    notify(_(m.needComment), 'error');
                    return;
                  }
                  run(null, async () => {
                    await decidePostApproval(
                      workspace.id,
                      postId,
                      decisionId('changes_requested', comment.trim()),
                      'changes_requested',
                      comment.trim(),
                    );
                    return _(m.decided);
                  });
                }}
              >
                {_(m.requestChanges)}
              </button>
              <button
                type="button"
                className="button button-primary"
                disabled={busy}
                onClick={() =>
                  run(null, async () => {
                    await decidePostApproval(
                      workspace.id,
                      postId,
                      decisionId('approved', comment.trim()),
                      'approved',
                      comment.trim(),
                    );
                    return _(m.decided);
                  })
                }
              >
                {_(m.approve)}
              </button>
            </div>
          </fieldset>
        ) : null}
        <div className="composer-actions">
          {postId && may('cancel') ? (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                run(null, async () => {
                  await cancelPost(workspace.id, postId);
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
                  run('draft', async () => {
                    await persist();
                    return _(m.saved);
                  })
                }
              >
                {_(m.saveDraft)}
              </button>
              {may('requestApproval') ? (
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() =>
                    run('submit', async () => {
                      await requestApproval(workspace.id, await persist());
                      return _(m.sentForApproval);
                    })
                  }
                >
                  {_(m.requestApproval)}
                </button>
              ) : null}
            </>
          ) : null}
          {may('schedule') ? (
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() =>
                run('schedule', async () => {
                  const id = await persist();
                  const when = instant as Date;
                  await schedulePost(workspace.id, id, when, zone);
                  return _({
                    ...m.scheduledFor,
                    values: { when: formatInstant(when, i18n.locale, zone) },
                  });
                })
              }
            >
              {_(m.scheduleIt)}
            </button>
          ) : null}
        </div>
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
    </dialog>
  );
}
