import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import {
  type Channel,
  listChannels,
  listMemberWorkspaces,
  listPosts,
  type Post,
  schedulePost,
  type Workspace,
} from '../../firebase/posts';
import { session } from '../../session/store';
import { nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { Calendar } from './Calendar';
import { Composer } from './Composer';
import { filterPosts, NO_FILTERS, type PostFilters } from './filters';
import { formatInstant, viewerTimeZone } from './format';
import { m } from './messages';
import { FilterBar, PostList } from './PostList';
import { reasonOf } from './reason';
import { addPostsStyles } from './styles';

type View = 'list' | 'month' | 'week';
type Load =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; channels: Channel[]; posts: Post[] };

export function PostsPage() {
  const { _, i18n } = useLingui();
  const { uid } = useSnapshot(session);
  const [workspaces, setWorkspaces] = useState<Workspace[] | null>(null);
  const [workspaceId, setWorkspaceId] = useState<string | null>(null);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [filters, setFilters] = useState<PostFilters>(NO_FILTERS);
  const [view, setView] = useState<View>('list');
  const [viewerZone, setViewerZone] = useState(viewerTimeZone);
  const [composing, setComposing] = useState<{ post: Post | null } | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(addPostsStyles, []);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    listMemberWorkspaces(uid).then(
      (found) => {
        if (!current) return;
        setWorkspaces(found);
        setWorkspaceId((id) => id ?? found[0]?.id ?? null);
      },
      (error: unknown) => {
        if (!current) return;
        notify(_({ ...m.loadFailed, values: { reason: reasonOf(error) } }), 'error');
        setWorkspaces([]);
        setLoad({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [uid, _]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads is the refresh trigger
  useEffect(() => {
    if (!workspaceId) return;
    let current = true;
    setLoad((previous) => (previous.state === 'ready' ? previous : { state: 'loading' }));
    Promise.all([listChannels(workspaceId), listPosts(workspaceId)]).then(
      ([channels, posts]) => current && setLoad({ state: 'ready', channels, posts }),
      (error: unknown) => {
        if (!current) return;
        notify(_({ ...m.loadFailed, values: { reason: reasonOf(error) } }), 'error');
        setLoad({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [workspaceId, reloads, _]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const workspace = workspaces?.find((w) => w.id === workspaceId) ?? null;
  const posts = load.state === 'ready' ? load.posts : [];
  const channels = load.state === 'ready' ? load.channels : [];
  const shown = useMemo(() => filterPosts(posts, filters, new Date()), [posts, filters]);
  const authors = useMemo(() => [...new Set(posts.map((p) => p.authorUid))].sort(), [posts]);

  async function reschedule(post: Post, at: Date) {
    if (!workspace) return;
    try {
      await schedulePost(workspace.id, post.id, at, post.timeZone ?? workspace.timeZone);
      notify(
        _({ ...m.moved, values: { when: formatInstant(at, i18n.locale, viewerZone) } }),
        'success',
      );
      reload();
    } catch (error) {
      notify(reasonOf(error), 'error');
    }
  }

  async function retry(post: Post) {
    if (!workspace) return;
    // The schedule callable wants an instant in the future: a minute from now, the next run.
    const at = new Date(Date.now() + 60_000);
    try {
      await schedulePost(workspace.id, post.id, at, post.timeZone ?? workspace.timeZone);
      notify(
        _({ ...m.retryScheduled, values: { when: formatInstant(at, i18n.locale, viewerZone) } }),
        'success',
      );
      reload();
    } catch (error) {
      notify(reasonOf(error), 'error');
    }
  }

  const header = <PageHeader title={nav.posts} lead={m.lead} />;
  if (workspaces === null) {
    return (
      <>
        {header}
        <Spinner />
      </>
    );
  }
  if (workspaces.length === 0 || !workspace || !uid) {
    return (
      <>
        {header}
        <p className="empty">{_(m.noWorkspace)}</p>
      </>
    );
  }

  return (
    <>
      {header}
      <div className="posts-toolbar">
        {workspaces.length > 1 ? (
          <label>
            {_(m.workspace)}
            <select value={workspace.id} onChange={(e) => setWorkspaceId(e.target.value)}>
              {workspaces.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <fieldset className="posts-tabs">
          <legend className="visually-hidden">{_(m.views)}</legend>
          {(['list', 'month', 'week'] as const).map((v) => (
            <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)}>
              {_(v === 'list' ? m.viewList : v === 'month' ? m.viewMonth : m.viewWeek)}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          className="button button-primary"
          style={{ marginInlineStart: 'auto' }}
          onClick={() => setComposing({ post: null })}
        >
          {_(m.newPost)}
        </button>
      </div>
      {load.state === 'loading' ? <Spinner /> : null}
      {load.state === 'ready' ? (
        <>
          <FilterBar
            filters={filters}
            onChange={setFilters}
            channels={channels}
            authors={authors}
            uid={uid}
          />
          {view === 'list' ? (
            posts.length === 0 ? (
              <p className="empty">{_(m.empty)}</p>
            ) : shown.length === 0 ? (
              <p className="empty">{_(m.emptyFiltered)}</p>
            ) : (
              <PostList
                posts={shown}
                channels={channels}
                locale={i18n.locale}
                viewerZone={viewerZone}
                onOpen={(post) => setComposing({ post })}
                onRetry={workspace.product === 'connect' ? undefined : retry}
              />
            )
          ) : (
            <Calendar
              mode={view}
              posts={shown}
              locale={i18n.locale}
              viewerZone={viewerZone}
              onViewerZone={setViewerZone}
              onOpen={(post) => setComposing({ post })}
              onReschedule={reschedule}
            />
          )}
        </>
      ) : null}
      {composing ? (
        <Composer
          key={composing.post?.id ?? 'new'}
          workspace={workspace}
          channels={channels}
          uid={uid}
          post={composing.post}
          onClose={() => setComposing(null)}
          onChanged={reload}
        />
      ) : null}
    </>
  );
}
