// What the dashboard shows, computed from a workspace's posts and channels. Pure, so the
// ordering rules (failures first, soonest first) are tested without a browser.

import { workspaceActor } from '@model/capabilities';
import type { ProductRoles } from '@model/roles';
import { decidesStep } from '@model/schemas/approval';
import type { Channel, Post, Workspace } from '../../firebase/posts/post-types';

const UPCOMING = new Set(['approved', 'scheduled', 'publishing']);
const FINISHED = new Set(['published', 'partially_published', 'failed']);
const FAILED_FIRST: Record<string, number> = { failed: 0, partially_published: 1, published: 2 };

export interface WorkspacePosts {
  workspaceId: string;
  workspaceName: string;
  /** The workspace's time zone: schedule times are written in it. */
  timeZone?: string;
  post: Post;
}

/** Posts due to go out, soonest first. */
export function upcomingPosts(posts: WorkspacePosts[], now: number, max = 8): WorkspacePosts[] {
  return posts
    .filter(
      ({ post }) =>
        UPCOMING.has(post.status) &&
        post.scheduledAt &&
        post.scheduledAt.getTime() >= now - 3_600_000,
    )
    .sort((a, b) => (a.post.scheduledAt?.getTime() ?? 0) - (b.post.scheduledAt?.getTime() ?? 0))
    .slice(0, max);
}

/** Posts that went out or failed, failures first, then the most recent first. */
export function recentResults(posts: WorkspacePosts[], max = 8): WorkspacePosts[] {
  return posts
    .filter(({ post }) => FINISHED.has(post.status))
    .sort(
      (a, b) =>
        (FAILED_FIRST[a.post.status] ?? 3) - (FAILED_FIRST[b.post.status] ?? 3) ||
        (b.post.scheduledAt?.getTime() ?? 0) - (a.post.scheduledAt?.getTime() ?? 0),
    )
    .slice(0, max);
}

/**
 * Posts in review whose current step is this person's to decide (`decides`, the server's own
 * rule: model/schemas/approval.ts decidesStep), soonest scheduled first.
 */
export function awaitingApproval(
  posts: WorkspacePosts[],
  decides: (item: WorkspacePosts) => boolean,
): WorkspacePosts[] {
  return posts
    .filter((item) => item.post.status === 'in_review' && decides(item))
    .sort(
      (a, b) =>
        (a.post.scheduledAt?.getTime() ?? Number.MAX_SAFE_INTEGER) -
        (b.post.scheduledAt?.getTime() ?? Number.MAX_SAFE_INTEGER),
    );
}

/** Whose step it is, per workspace: the server's rule (decidesStep) with this person's roles. */
export function decidesIn(
  workspaces: readonly Workspace[],
  roles: ProductRoles,
  uid: string,
): (item: WorkspacePosts) => boolean {
  return ({ workspaceId, post }) => {
    const workspace = workspaces.find((w) => w.id === workspaceId);
    return (
      workspace !== undefined &&
      decidesStep(post.approval, workspace, {
        uid,
        ...workspaceActor(workspace.role, roles, workspace.product),
      })
    );
  };
}

/** Channels that need the user to reconnect them before anything can publish. */
export function channelsNeedingAttention<T extends Channel>(channels: T[]): T[] {
  return channels.filter((channel) => channel.status === 'needs_reconnect');
}

/** Done steps over all steps, as a whole percent. */
export function progressPercent(steps: Record<string, boolean>): number {
  const values = Object.values(steps);
  if (values.length === 0) return 0;
  return Math.round((values.filter(Boolean).length / values.length) * 100);
}

/**
 * The dashboard's posts with those in review as the live listener last saw them: a post someone
 * else sent for approval, or moved to the next step, joins; one decided elsewhere leaves.
 */
export function withLiveReview(
  posts: readonly WorkspacePosts[],
  live: ReadonlyMap<string, readonly Post[]>,
  workspaces: readonly Workspace[],
): WorkspacePosts[] {
  const fresh = [...live].flatMap(([workspaceId, list]) => {
    const workspace = workspaces.find((w) => w.id === workspaceId);
    return list.map((post) => ({
      workspaceId,
      workspaceName: workspace?.name ?? '',
      ...(workspace?.timeZone ? { timeZone: workspace.timeZone } : {}),
      post,
    }));
  });
  const seen = new Set(fresh.map((item) => `${item.workspaceId}/${item.post.id}`));
  // A listened workspace's posts in review are the listener's; the rest stay as read.
  const kept = posts.filter((item) =>
    live.has(item.workspaceId)
      ? item.post.status !== 'in_review' && !seen.has(`${item.workspaceId}/${item.post.id}`)
      : true,
  );
  return [...kept, ...fresh];
}

/**
 * The warning window of credential weather (CREDENTIAL_WARNING_DAYS, model/credential-weather.ts;
 * overview.test.ts keeps them equal), written out so the first load does not bring the kernel.
 */
export const LAPSE_WINDOW_MS = 14 * 86_400_000;

/**
 * Whether a connected channel's sign-in lapses within the warning window: only then does the
 * dashboard load the sign-in forecast (its code and words), so a usual first load stays as it was.
 */
export function lapsesSoon(channels: readonly Channel[], now: number): boolean {
  return channels.some(
    (c) =>
      c.status === 'connected' &&
      c.credentialExpiresAt != null &&
      c.credentialExpiresAt < now + LAPSE_WINDOW_MS,
  );
}
