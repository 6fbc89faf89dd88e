import { useLingui } from '@lingui/react';
import { mayActOnPosts, workspaceActor } from '@model/capabilities';
import { Suspense } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { retryPost } from '../../firebase/posts/post-calls';
import { session } from '../../session/store';
import { errorSentence } from '../../ui/error-text';
import { onboardingStep } from '../../ui/labels';
import { somethingDue, useLiveRefresh } from '../../ui/live-refresh';
import { nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { useLoad } from '../../ui/use-load';
import { ApprovalCard } from './ApprovalCard';
import { DashboardStyle } from './DashboardStyle';
import { type DashboardData, loadDashboard } from './load-dashboard';
import { dashboard as m } from './messages';
import {
  awaitingApproval,
  channelsNeedingAttention,
  decidesIn,
  lapsesSoon,
  progressPercent,
  recentResults,
  upcomingPosts,
  withLiveReview,
} from './overview';
import { PostLine } from './PostLine';
import { RequestList } from './RequestList';
import { ServiceRequestForm } from './ServiceRequestForm';
import type { DashboardSlots } from './slots';
import { useLiveReview } from './use-live-review';

type Translate = (descriptor: { id: string; message: string }) => string;

/** The translated label of a stored value, or the value itself when it is unknown. */
function labelOf(
  _: Translate,
  labels: Record<string, { id: string; message: string }>,
  key: string,
): string {
  const descriptor = labels[key];
  return descriptor ? _(descriptor) : key;
}

export function DashboardPage(slots: DashboardSlots) {
  const { _, i18n } = useLingui();
  const { uid, email, product } = useSnapshot(session);
  // A change (a decision, a new post) or a language switch re-reads quietly, keeping the
  // dashboard shown until the answer arrives, so the same read is the live refresh that keeps
  // publishing and approvals current (src/ui/live-refresh.ts).
  const { load: loaded, refresh: reload } = useLoad(
    () => loadDashboard(uid ?? '', email, product, i18n.locale),
    [uid, email, product, i18n.locale],
    {
      enabled: Boolean(uid),
      keepWhileChanging: true,
      report: (error) => {
        console.warn('The dashboard could not be loaded', error);
        notify(_(m.loadFailed), 'error');
      },
    },
  );
  const load = loaded.state === 'ready' ? { state: 'ready' as const, data: loaded.value } : loaded;
  useLiveRefresh(
    reload,
    load.state === 'ready' &&
      somethingDue(
        load.data.posts.map((item) => item.post),
        Date.now(),
      ),
  );

  return (
    <>
      <DashboardStyle />
      <PageHeader title={nav.dashboard} />
      {load.state === 'loading' ? <Skeleton shape="cards" count={4} /> : null}
      {load.state === 'failed' ? (
        <p className="empty" role="alert">
          {_(m.loadFailed)}
        </p>
      ) : null}
      {load.state === 'ready' &&
      load.data.workspaces.length === 0 &&
      load.data.onboarding.length === 0 ? (
        product === 'smm' ? (
          // A new owner's first step: there is nothing to show until a workspace exists.
          <div className="empty">
            <p>{_(m.noWorkspaceYet)}</p>
            <Link href="/app/workspaces" className="button button-primary">
              {_(m.createWorkspace)}
            </Link>
          </div>
        ) : (
          <p className="empty">{_(m.noWorkspace)}</p>
        )
      ) : null}
      {load.state === 'ready' ? (
        product === 'connect' ? (
          <ClientDashboard data={load.data} onChange={reload} uid={uid ?? ''} slots={slots} />
        ) : (
          <ManagerDashboard data={load.data} uid={uid ?? ''} onChange={reload} slots={slots} />
        )
      ) : null}
    </>
  );
}

function useChannelName(data: DashboardData) {
  return (id: string) => data.channels.find((c) => c.id === id)?.displayName ?? id;
}

function ManagerDashboard({
  data,
  uid,
  onChange,
  slots: { QuickComposer, PostOutcomes, CredentialForecast },
}: {
  data: DashboardData;
  uid: string;
  onChange: () => void;
  slots: DashboardSlots;
}) {
  const { _ } = useLingui();
  const { roles } = useSnapshot(session);
  const channelName = useChannelName(data);
  const upcoming = upcomingPosts(data.posts, Date.now());
  const results = recentResults(data.posts);
  const attention = channelsNeedingAttention(data.channels);
  if (data.workspaces.length === 0) return null;
  const writable = data.workspaces.filter((w) =>
    mayActOnPosts(workspaceActor(w.role, roles, w.product), 'create'),
  );
  const canRetryIn = (workspaceId: string) => writable.some((w) => w.id === workspaceId);
  const retry = (workspaceId: string) => async (post: { id: string }, requestId: string) => {
    try {
      await retryPost(workspaceId, post.id, requestId);
      notify(_(m.retryQueued), 'success');
      onChange();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    }
  };
  return (
    <div className="dashboard-grid">
      {uid && writable.length > 0 ? (
        <Suspense fallback={<Spinner />}>
          <QuickComposer
            workspaces={writable}
            channels={data.channels}
            uid={uid}
            onDone={onChange}
          />
        </Suspense>
      ) : null}
      <ApprovalsInbox data={data} onChange={onChange} />
      <section aria-labelledby="dash-channels" className="dashboard-section">
        <h2 id="dash-channels">{_(m.channelsTitle)}</h2>
        {data.channels.length === 0 ? <p className="empty">{_(m.channelsNone)}</p> : null}
        {data.channels.length > 0 && attention.length === 0 ? (
          <p>
            {_({
              ...m.channelsOk,
              values: { count: data.channels.filter((c) => c.status === 'connected').length },
            })}
          </p>
        ) : null}
        {attention.length > 0 ? (
          <ul className="alerts">
            {attention.map((channel) => (
              <li key={`${channel.workspaceName}-${channel.id}`} className="alert alert-warning">
                {_({
                  ...m.needsReconnect,
                  values: { channel: `${channel.displayName} (${channel.workspaceName})` },
                })}
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <Link href="/app/channels">{_(m.manageChannels)}</Link>
        </p>
      </section>
      {lapsesSoon(data.channels, Date.now()) ? (
        <Suspense fallback={null}>
          <CredentialForecast channels={data.channels} workspaces={data.workspaces} />
        </Suspense>
      ) : null}
      <section aria-labelledby="dash-upcoming" className="dashboard-section">
        <h2 id="dash-upcoming">{_(m.upcomingTitle)}</h2>
        {upcoming.length === 0 ? (
          <p className="empty">
            {_(m.upcomingEmpty)} <Link href="/app/posts?compose=1">{_(m.compose)}</Link>
          </p>
        ) : (
          <ul className="post-list">
            {upcoming.map((item) => (
              <li key={item.post.id} className="card">
                <PostLine
                  item={item}
                  channelName={channelName}
                  channels={data.channels.filter((c) => c.workspaceId === item.workspaceId)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="dash-results" className="dashboard-section">
        <h2 id="dash-results">{_(m.resultsTitle)}</h2>
        {results.length === 0 ? <p className="empty">{_(m.resultsEmpty)}</p> : null}
        <ul className="post-list">
          {results.map((item) => (
            <li key={item.post.id} className="card" data-status={item.post.status}>
              <PostLine
                item={item}
                channelName={channelName}
                channels={data.channels.filter((c) => c.workspaceId === item.workspaceId)}
              />
              <PostOutcomes
                post={item.post}
                channels={data.channels.filter((c) => c.workspaceId === item.workspaceId)}
                onRetry={canRetryIn(item.workspaceId) ? retry(item.workspaceId) : undefined}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * The posts whose current approval step is this person's, in every workspace, with the count in
 * its heading. A client always sees the section; a manager only while something waits.
 */
function ApprovalsInbox({
  data,
  onChange,
  alwaysShown = false,
}: {
  data: DashboardData;
  onChange: () => void;
  alwaysShown?: boolean;
}) {
  const { _ } = useLingui();
  const { roles, uid } = useSnapshot(session);
  const channelName = useChannelName(data);
  const live = useLiveReview(data.workspaces.map((w) => w.id));
  const posts = live ? withLiveReview(data.posts, live, data.workspaces) : data.posts;
  // Only the posts whose step is this person's: each card offers the decision.
  const approvals = awaitingApproval(posts, decidesIn(data.workspaces, roles, uid ?? ''));
  if (approvals.length === 0 && !alwaysShown) return null;
  return (
    <section aria-labelledby="dash-approvals" className="dashboard-section" data-approvals-inbox="">
      <h2 id="dash-approvals">
        {_(m.approvalsTitle)}{' '}
        <span className="badge" data-count={approvals.length}>
          {approvals.length}
        </span>
      </h2>
      {approvals.length === 0 ? <p className="empty">{_(m.approvalsEmpty)}</p> : null}
      <ul className="post-list">
        {approvals.map((item) => (
          <ApprovalCard
            key={item.post.id}
            item={item}
            canDecide
            channelName={channelName}
            channels={data.channels.filter((c) => c.workspaceId === item.workspaceId)}
            onDecided={onChange}
          />
        ))}
      </ul>
    </section>
  );
}

function ClientDashboard({
  data,
  onChange,
  uid,
  slots: { OnboardingSteps, CredentialForecast },
}: {
  data: DashboardData;
  onChange: () => void;
  uid: string;
  slots: DashboardSlots;
}) {
  const { _ } = useLingui();
  const channelName = useChannelName(data);
  const upcoming = upcomingPosts(data.posts, Date.now());
  return (
    <div className="dashboard-grid">
      {data.workspaces.length > 0 ? (
        <>
          <ApprovalsInbox data={data} onChange={onChange} alwaysShown />
          {lapsesSoon(data.channels, Date.now()) ? (
            <Suspense fallback={null}>
              <CredentialForecast channels={data.channels} workspaces={data.workspaces} />
            </Suspense>
          ) : null}
          <section aria-labelledby="dash-upcoming" className="dashboard-section">
            <h2 id="dash-upcoming">{_(m.upcomingTitle)}</h2>
            {upcoming.length === 0 ? <p className="empty">{_(m.upcomingEmptyClient)}</p> : null}
            <ul className="post-list">
              {upcoming.map((item) => (
                <li key={item.post.id} className="card">
                  <PostLine
                    item={item}
                    channelName={channelName}
                    channels={data.channels.filter((c) => c.workspaceId === item.workspaceId)}
                  />
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="dash-requests" className="dashboard-section">
            <h2 id="dash-requests">{_(m.requestsTitle)}</h2>
            {data.requests.length === 0 ? <p className="empty">{_(m.requestsEmpty)}</p> : null}
            <RequestList requests={data.requests} uid={uid} onChange={onChange} />
            <ServiceRequestForm
              workspaces={data.workspaces}
              services={data.services}
              onSent={onChange}
            />
          </section>
        </>
      ) : null}
      {data.onboarding.map((onboarding) => {
        const percent = progressPercent(onboarding.steps);
        return (
          <section
            key={onboarding.id}
            aria-labelledby={`dash-onb-${onboarding.id}`}
            className="dashboard-section"
          >
            <h2 id={`dash-onb-${onboarding.id}`}>
              {_(m.onboardingTitle)}{' '}
              <span className="badge">{labelOf(_, onboardingStep, onboarding.status)}</span>
            </h2>
            <progress
              max={100}
              value={percent}
              aria-label={_({ ...m.onboardingProgress, values: { percent } })}
            />
            <p>{_({ ...m.onboardingProgress, values: { percent } })}</p>
            <ul className="checklist">
              {Object.entries(onboarding.steps).map(([step, done]) => (
                <li key={step} data-done={done}>
                  <span aria-hidden="true">{done ? '✓' : '○'}</span>{' '}
                  {labelOf(_, onboardingStep, step)}
                  <span className="visually-hidden">{done ? ' ✓' : ''}</span>
                </li>
              ))}
            </ul>
            <OnboardingSteps
              onboardingId={onboarding.id}
              stepLabel={(step) => labelOf(_, onboardingStep, step)}
              onChanged={onChange}
            />
          </section>
        );
      })}
    </div>
  );
}
