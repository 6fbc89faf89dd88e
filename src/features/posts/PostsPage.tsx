// Over 400 lines: the posts screen wires its views (list, month, week, day, queue) to one set of loads and actions.

import { useLingui } from '@lingui/react';
import { mayActOnPosts, mayOnPost, postRulesOf, workspaceActor } from '@model/capabilities';
import type { RetryEdit } from '@model/schemas/posts/posts';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { retryPost, schedulePost } from '../../firebase/posts/post-calls';
import {
  listChannels,
  listMemberWorkspaces,
  listPostsPage,
  type PostCursor,
  readPost,
} from '../../firebase/posts/post-queries';
import type { Channel, Post } from '../../firebase/posts/post-types';
import { formatList } from '../../lib/list-format';
import { useBackClose, useUrlState } from '../../lib/url-state/use-url-state';
import { session } from '../../session/store';
import { errorSentence } from '../../ui/error-text';
import { mergeFirstPage, somethingDue, useLiveRefresh } from '../../ui/live-refresh';
import { nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { scheduleSentence } from '../../ui/ScheduleTime';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { loadedOr, useLoad } from '../../ui/use-load';
import { WorkspaceSelect } from '../../ui/WorkspacePage';
import { ApprovedNotice } from './ApprovedNotice';
import { BulkActionsBar } from './BulkActionsBar';
import type { RangePosts } from './Calendar';
import { cal } from './calendar-messages';
import { calendarQuery, hasFilters, listQuery, type PostFilters } from './filters';
import { viewerTimeZone } from './format';
import { useKeptReturn } from './kept/use-kept-return';
import { m } from './messages';
import { FilterBar, PostList } from './PostList';
import {
  clearChosen,
  createPostsPage,
  refreshed,
  reload as reloadPage,
  setImporting,
  setViewerZone,
  showRange,
  showWorkspace,
  toggleChosen,
} from './page/store';
import { awaitingReceipt } from './post-outcomes';
import { readPostsUrl, type View, writePostsUrl } from './posts-url';
import { PublishNowButton } from './queue/PublishNowButton';
import { publishNowMessages as q } from './queue/publish-now-messages';
import { addPostsStyles } from './styles';
import { usePeople } from './use-people';

const ImportDialog = lazy(() =>
  import('./import/ImportDialog').then((mod) => ({ default: mod.ImportDialog })),
);
const QueueView = lazy(() =>
  import('./queue/QueueView').then((mod) => ({ default: mod.QueueView })),
);
const EvergreenPanel = lazy(() =>
  import('./evergreen/EvergreenPanel').then((mod) => ({ default: mod.EvergreenPanel })),
);
// The calendar and the composer load when first shown: the list, the view most people open,
// stays within the page's chunk budget.
const Calendar = lazy(() => import('./Calendar').then((mod) => ({ default: mod.Calendar })));
const Composer = lazy(() =>
  import('./composer/Composer').then((mod) => ({ default: mod.Composer })),
);
// Client review's panel loads only when shown (owners and staff), outside the page's chunk.
const ReviewLinksPanel = lazy(() =>
  import('./review/ReviewLinksPanel').then((m) => ({ default: m.ReviewLinksPanel })),
);
/** The list's pages read so far; `more` while the next page is being read. */
type ListPages = { posts: Post[]; next: PostCursor | null; more: boolean };

/** Posts a month or week can show at most; past it the calendar says so. */
const CALENDAR_MAX = 500;

const NONE_CHOSEN: ReadonlySet<string> = new Set();

export function PostsPage() {
  const { _, i18n } = useLingui();
  const { uid, roles } = useSnapshot(session);
  // The view, day, filters, workspace and open post live in the address (posts-url.ts): a
  // reload, Back, Forward or a shared link restores them. Opening a post or another view adds a
  // history entry, so Back closes the post before it leaves the page; the rest replaces it.
  const [url, setUrl] = useUrlState(readPostsUrl, writePostsUrl);
  const { view, date } = url;
  const setView = (next: View) => setUrl({ view: next }, true);
  const { status, channelId, period, authorUid } = url.filters;
  const filters = useMemo<PostFilters>(
    () => ({ status, channelId, period, authorUid }),
    [status, channelId, period, authorUid],
  );
  const setFilters = (next: PostFilters) => setUrl({ filters: next });
  const setWorkspaceId = (id: string) => setUrl({ workspace: id, post: null });
  // The page's state beside its address (page/store.ts), made afresh when it mounts.
  const [postsPage] = useState(() => createPostsPage(null, viewerTimeZone()));
  const { viewerZone, reloads, refreshes, rangePosts, importing, ...choice } =
    useSnapshot(postsPage);
  // The post objects opened from the list or calendar, so opening one reads nothing again.
  const opened = useRef(new Map<string, Post>());
  const openEntry = useBackClose(
    url.post !== null,
    JSON.stringify({ ...url, post: null, filters: { ...url.filters } }),
  );
  const openPost = (post: Post | null) => {
    if (post) opened.current.set(post.id, post);
    openEntry.opened();
    setUrl({ post: post?.id ?? 'new' }, true);
  };
  const closePost = () => {
    const now = readPostsUrl(new URLSearchParams(window.location.search));
    if (now.post === null) return;
    openEntry.close(() => setUrl({ post: null }));
  };
  useEffect(addPostsStyles, []);

  const reportLoad = (error: unknown) =>
    notify(_({ ...m.loadFailed, values: { reason: errorSentence(_, error) } }), 'error');
  const { load: workspacesLoad } = useLoad(() => listMemberWorkspaces(uid ?? ''), [uid], {
    enabled: Boolean(uid),
    report: reportLoad,
  });
  // A failed read shows the no-workspace sentence after its notification.
  const workspaces = loadedOr(workspacesLoad, null, []);
  const workspaceId =
    workspaces?.find((w) => w.id === url.workspace)?.id ?? workspaces?.[0]?.id ?? null;
  const { load: channelsLoad } = useLoad(() => listChannels(workspaceId ?? ''), [workspaceId], {
    enabled: Boolean(workspaceId),
    report: reportLoad,
  });
  const channels: Channel[] | null = loadedOr(channelsLoad, null, []);

  // The first page of the list, read again whenever the filters or the posts change. A live
  // refresh (live-refresh.ts) instead merges the fresh first page into the pages shown.
  const liveRead = useRef(false);
  const lastReadLive = useRef(false);
  const shownPages = useRef<ListPages | null>(null);
  const {
    load: listLoad,
    set: setList,
    refresh: refreshList,
  } = useLoad(
    async (): Promise<ListPages> => {
      const live = liveRead.current;
      liveRead.current = false;
      lastReadLive.current = live;
      const page = await listPostsPage(workspaceId ?? '', listQuery(filters, new Date()));
      const shown = shownPages.current;
      if (!live || !shown) return { ...page, more: false };
      return shown.more ? shown : { ...shown, posts: mergeFirstPage(shown.posts, page.posts) };
    },
    [workspaceId, filters, view, reloads],
    {
      enabled: Boolean(workspaceId) && view === 'list',
      // A live refresh that fails keeps the list and says nothing: the next one may succeed.
      report: (error) => lastReadLive.current || reportLoad(error),
    },
  );
  const list =
    listLoad.state === 'ready' ? { state: 'ready' as const, ...listLoad.value } : listLoad;
  shownPages.current = listLoad.state === 'ready' ? listLoad.value : null;

  // The open post: the one opened here, or read by its id (a notification's link, a reload).
  const openId = url.post !== 'new' ? url.post : null;
  const { load: linked } = useLoad(
    () =>
      openId && workspaceId && !opened.current.has(openId)
        ? readPost(workspaceId, openId)
        : Promise.resolve(null),
    [openId, workspaceId],
    { enabled: openId !== null && workspaceId !== null, report: 'none' },
  );
  const read = linked.state === 'ready' && linked.value?.id === openId ? linked.value : null;
  const openPostObject = openId ? (opened.current.get(openId) ?? read) : null;
  const composing: { post: Post | null } | null =
    url.post === 'new' ? { post: null } : openPostObject ? { post: openPostObject } : null;
  useKeptReturn({
    uid,
    workspaceIds: workspaces?.map((w) => w.id) ?? null,
    linksPost: url.post !== null,
    open: (keptIn: string, postId: string | null) =>
      setUrl({ workspace: keptIn, post: postId ?? 'new' }),
  });

  const fetchRange = useCallback(
    async (from: Date, to: Date): Promise<RangePosts | null> => {
      if (!workspaceId) return null;
      try {
        const page = await listPostsPage(
          workspaceId,
          calendarQuery(filters, from, to),
          null,
          CALENDAR_MAX,
        );
        showRange(postsPage, page.posts);
        return { posts: page.posts, capped: page.next !== null };
      } catch (error) {
        notify(_({ ...m.loadFailed, values: { reason: errorSentence(_, error) } }), 'error');
        return null;
      }
    },
    [workspaceId, filters, _, postsPage],
  );

  const reload = useCallback(() => reloadPage(postsPage), [postsPage]);
  const shownPosts = view === 'list' ? (list.state === 'ready' ? list.posts : []) : rangePosts;
  // Quiet re-reads (live-refresh.ts): the list and calendar keep what they show meanwhile.
  useLiveRefresh(() => {
    refreshed(postsPage);
    if (view !== 'list') return;
    liveRead.current = true;
    refreshList();
  }, somethingDue(shownPosts, Date.now()) || shownPosts.some(awaitingReceipt));
  const workspace = workspaces?.find((w) => w.id === workspaceId) ?? null;
  const people = usePeople(workspaceId);
  // A choice belongs to the workspace it was made in; another one shown starts with none.
  useEffect(() => showWorkspace(postsPage, workspaceId), [postsPage, workspaceId]);
  const chosen = choice.chosenIn === workspaceId ? choice.chosen : NONE_CHOSEN;

  async function loadMore() {
    if (!workspace || list.state !== 'ready' || !list.next || list.more) return;
    const shown = { posts: list.posts, next: list.next };
    setList({ ...shown, more: true });
    try {
      const page = await listPostsPage(workspace.id, listQuery(filters, new Date()), list.next);
      setList({ posts: [...shown.posts, ...page.posts], next: page.next, more: false });
    } catch (error) {
      reportLoad(error);
      setList({ ...shown, more: false });
    }
  }

  async function reschedule(post: Post, at: Date) {
    if (!workspace) return;
    try {
      await schedulePost(workspace.id, post.id, at, post.timeZone ?? workspace.timeZone);
      const when = scheduleSentence(_, at, i18n.locale, workspace.timeZone, viewerZone);
      notify(_({ ...m.moved, values: { when } }), 'success');
      reload();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    }
  }

  /** A retry with an edit throws its refusal, which its dialog shows where it was asked. */
  async function retry(post: Post, requestId: string, edit?: RetryEdit) {
    if (!workspace) return;
    try {
      const reply = await retryPost(workspace.id, post.id, requestId, edit);
      const names = reply.requeued.map(
        (id) => channels?.find((c) => c.id === id)?.displayName ?? id,
      );
      notify(
        _({ ...m.retryQueued, values: { channels: formatList(i18n.locale, names) } }),
        'success',
      );
      reload();
    } catch (error) {
      if (edit) throw error;
      notify(errorSentence(_, error), 'error');
    }
  }

  const header = <PageHeader title={nav.posts} lead={m.lead} />;
  if (workspaces === null) {
    return (
      <>
        {header}
        <Skeleton shape="list" />
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
  const actor = workspaceActor(workspace.role, roles, workspace.product);
  const canEdit = mayActOnPosts(actor, 'retry');
  const canCreate = mayActOnPosts(actor, 'create');
  // The workspace's approval mode decides what may be scheduled, as on the server.
  const product = postRulesOf(workspace);

  return (
    <>
      {header}
      <div className="posts-toolbar">
        {workspaces.length > 1 ? (
          <WorkspaceSelect
            label={m.workspace}
            workspaces={workspaces}
            value={workspace.id}
            onChoose={setWorkspaceId}
          />
        ) : null}
        <fieldset className="posts-tabs">
          <legend className="visually-hidden">{_(m.views)}</legend>
          {(['list', 'month', 'week', 'day', 'queue'] as const).map((v) => (
            <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)}>
              {_(
                v === 'list'
                  ? m.viewList
                  : v === 'month'
                    ? m.viewMonth
                    : v === 'week'
                      ? m.viewWeek
                      : v === 'day'
                        ? cal.viewDay
                        : q.view,
              )}
            </button>
          ))}
        </fieldset>
        {canCreate ? (
          <button
            type="button"
            className="button button-primary posts-new"
            onClick={() => openPost(null)}
          >
            {_(m.newPost)}
          </button>
        ) : null}
        {canCreate ? (
          <button type="button" className="button" onClick={() => setImporting(postsPage, true)}>
            {_(m.importOpen)}
          </button>
        ) : null}
      </div>
      {channels === null ? <Skeleton shape="list" /> : null}
      {channels !== null ? (
        <>
          {view !== 'queue' ? (
            <FilterBar
              filters={filters}
              onChange={setFilters}
              channels={channels}
              authors={workspace.memberUids}
              people={people}
              uid={uid}
              showPeriod={view === 'list'}
            />
          ) : null}
          {view === 'queue' ? (
            <Suspense fallback={<Spinner />}>
              <QueueView
                workspace={workspace}
                channels={channels}
                canEdit={mayActOnPosts(actor, 'schedule')}
                onChanged={reload}
              />
              <EvergreenPanel
                workspace={workspace}
                channels={channels}
                canEdit={mayActOnPosts(actor, 'schedule')}
              />
            </Suspense>
          ) : view === 'list' ? (
            list.state === 'loading' ? (
              <Skeleton shape="list" />
            ) : list.state === 'ready' ? (
              list.posts.length === 0 ? (
                <p className="empty">{_(hasFilters(filters) ? m.emptyFiltered : m.empty)}</p>
              ) : (
                <>
                  <BulkActionsBar
                    workspaceId={workspace.id}
                    chosen={chosen}
                    cancellable={list.posts
                      .filter(
                        (post) =>
                          chosen.has(post.id) && mayOnPost(actor, 'cancel', post.status, product),
                      )
                      .map((post) => post.id)}
                    deletable={list.posts
                      .filter(
                        (post) =>
                          chosen.has(post.id) && mayOnPost(actor, 'delete', post.status, product),
                      )
                      .map((post) => post.id)}
                    onClear={() => clearChosen(postsPage)}
                    onDone={reload}
                  />
                  <PostList
                    posts={list.posts}
                    selection={{
                      chosen,
                      may: (post) =>
                        mayOnPost(actor, 'cancel', post.status, product) ||
                        mayOnPost(actor, 'delete', post.status, product),
                      toggle: (id) => toggleChosen(postsPage, id),
                    }}
                    channels={channels}
                    locale={i18n.locale}
                    viewerZone={viewerZone}
                    workspaceZone={workspace.timeZone}
                    onOpen={openPost}
                    onRetry={canEdit ? retry : undefined}
                    notice={(post) => (
                      <ApprovedNotice
                        post={post}
                        workspaceId={workspace.id}
                        zone={workspace.timeZone}
                        viewerZone={viewerZone}
                        canSchedule={mayOnPost(actor, 'schedule', post.status, product)}
                        onDone={reload}
                      />
                    )}
                    actions={(post) =>
                      mayOnPost(actor, 'schedule', post.status, product) ? (
                        <PublishNowButton
                          workspaceId={workspace.id}
                          postId={post.id}
                          label={`${_(q.publishNow)}: ${post.text.slice(0, 40)}`}
                          onDone={reload}
                        />
                      ) : null
                    }
                  />
                  <p className="posts-more">
                    <span className="counter" role="status">
                      {_({ ...m.shownCount, values: { count: list.posts.length } })}
                    </span>{' '}
                    {list.next ? (
                      <button
                        type="button"
                        className="button"
                        disabled={list.more}
                        onClick={loadMore}
                      >
                        {_(m.loadMore)}
                      </button>
                    ) : null}
                  </p>
                </>
              )
            ) : null
          ) : (
            <Suspense fallback={<Spinner />}>
              <Calendar
                mode={view}
                onMode={setView}
                date={date}
                onDate={(next) => setUrl({ date: next })}
                fetchRange={fetchRange}
                reloadKey={`${reloads}:${refreshes}`}
                locale={i18n.locale}
                viewerZone={viewerZone}
                workspaceZone={workspace.timeZone}
                channels={channels}
                onViewerZone={(zone) => setViewerZone(postsPage, zone)}
                onOpen={openPost}
                onReschedule={reschedule}
                canMove={(post) =>
                  post.scheduledAt !== null && mayOnPost(actor, 'schedule', post.status, product)
                }
              />
            </Suspense>
          )}
        </>
      ) : null}
      {importing && channels !== null ? (
        <Suspense fallback={null}>
          <ImportDialog
            workspace={workspace}
            channels={channels}
            onClose={() => setImporting(postsPage, false)}
            onImported={reload}
          />
        </Suspense>
      ) : null}
      {/* Below the posts: it loads on its own and must not shift the calendar under a drag. */}
      {workspace.role === 'owner' || actor.staff ? (
        <Suspense fallback={null}>
          {/* One panel per workspace: another's links, mode or new URL never show here. */}
          <ReviewLinksPanel key={workspace.id} workspaceId={workspace.id} />
        </Suspense>
      ) : null}
      {composing && channels !== null ? (
        <Suspense fallback={null}>
          <Composer
            key={composing.post?.id ?? 'new'}
            workspace={workspace}
            channels={channels}
            uid={uid}
            actor={actor}
            post={composing.post}
            onClose={closePost}
            onChanged={reload}
          />
        </Suspense>
      ) : null}
    </>
  );
}
