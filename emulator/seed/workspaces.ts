// Over 400 lines: it is data, the demo's workspaces, channels and posts.

import { leaseShardOf } from '@model/lease-shard';
import { ACCOUNTS, UID } from './accounts';
import type {
  ChannelDoc,
  ChannelResult,
  CommentDoc,
  PostDoc,
  PostMetricDoc,
  PostStatus,
  SeedDocument,
  SubscriptionDoc,
  WorkspaceDoc,
} from './model';
import type { SeedClock } from './seed-clock';

export const WORKSPACE = {
  studio: 'ws-studio-sol',
  northwind: 'ws-northwind-bakery',
  harbour: 'ws-harbour-dental',
} as const;

type WorkspaceSeed = { id: string; doc: (clock: SeedClock) => Omit<WorkspaceDoc, 'channelIds'> };

const WORKSPACES: WorkspaceSeed[] = [
  {
    id: WORKSPACE.studio,
    doc: (clock) => ({
      name: 'Studio Sol',
      product: 'smm',
      ownerUid: UID.smmUser,
      members: { [UID.smmUser]: 'owner', [UID.smmAdmin]: 'editor' },
      timeZone: 'Europe/Madrid',
      branding: { logoPath: null, colour: '#f59e0b' },
      planId: 'smm-pro',
      ...clock.stamps(90, 3),
    }),
  },
  {
    id: WORKSPACE.northwind,
    doc: (clock) => ({
      name: 'Northwind Bakery',
      product: 'connect',
      ownerUid: UID.connectClient,
      members: {
        [UID.connectClient]: 'approver',
        [UID.connectAdmin]: 'owner',
        [UID.connectSuperAdmin]: 'editor',
      },
      timeZone: 'America/New_York',
      branding: { logoPath: null, colour: '#9a3412' },
      planId: 'connect-growth',
      ...clock.stamps(60, 2),
    }),
  },
  {
    id: WORKSPACE.harbour,
    doc: (clock) => ({
      name: 'Harbour Dental',
      product: 'connect',
      ownerUid: UID.connectUser,
      members: { [UID.connectUser]: 'approver', [UID.connectAdmin]: 'owner' },
      timeZone: 'Europe/Berlin',
      branding: { logoPath: null, colour: '#0e7490' },
      planId: 'connect-starter',
      ...clock.stamps(30, 5),
    }),
  },
];

interface ChannelSeed {
  workspaceId: string;
  id: string;
  handle: string;
  displayName: string;
  status: ChannelDoc['status'];
  /** Days from today until the sandbox token expires; negative means it already has. */
  tokenDays: number;
}

const CHANNELS: ChannelSeed[] = [
  {
    workspaceId: WORKSPACE.studio,
    id: 'ch-studio-bluesky',
    handle: '@studiosol.sandbox',
    displayName: 'Studio Sol (Bluesky sandbox)',
    status: 'connected',
    tokenDays: 45,
  },
  {
    workspaceId: WORKSPACE.studio,
    id: 'ch-studio-mastodon',
    handle: '@studiosol@sandbox.social',
    displayName: 'Studio Sol (Mastodon sandbox)',
    status: 'connected',
    tokenDays: 80,
  },
  {
    workspaceId: WORKSPACE.studio,
    id: 'ch-studio-legacy',
    handle: '@studiosol.old',
    displayName: 'Studio Sol archive (sandbox)',
    status: 'needs_reconnect',
    tokenDays: -3,
  },
  {
    workspaceId: WORKSPACE.northwind,
    id: 'ch-northwind-main',
    handle: '@northwind.sandbox',
    displayName: 'Northwind Bakery (sandbox)',
    status: 'connected',
    tokenDays: 30,
  },
  {
    workspaceId: WORKSPACE.northwind,
    id: 'ch-northwind-events',
    handle: '@northwind.events',
    displayName: 'Northwind Events (sandbox)',
    status: 'disconnected',
    tokenDays: -20,
  },
  {
    workspaceId: WORKSPACE.harbour,
    id: 'ch-harbour-main',
    handle: '@harbourdental.sandbox',
    displayName: 'Harbour Dental (sandbox)',
    status: 'connected',
    tokenDays: 60,
  },
];

interface PostSeed {
  workspaceId: string;
  id: string;
  authorUid: string;
  status: PostStatus;
  text: string;
  channelIds: string[];
  /** Day offset and UTC hour of scheduledAt; null for a post with no time yet. */
  when: [number, number] | null;
  variants?: Record<string, string>;
  withImage?: boolean;
  approval?: PostDoc['approval'];
  comments?: { id: string; authorUid: string; text: string }[];
  /** For posts that went out, or tried to: the outcome per channel. */
  outcome?: Record<string, 'published' | 'failed' | 'reconcile'>;
}

const POSTS: PostSeed[] = [
  {
    workspaceId: WORKSPACE.studio,
    id: 'post-studio-draft',
    authorUid: UID.smmUser,
    status: 'draft',
    text: 'Behind the scenes: how we plan a week of content in 30 minutes.',
    channelIds: ['ch-studio-bluesky'],
    when: null,
  },
  {
    workspaceId: WORKSPACE.studio,
    id: 'post-studio-review',
    authorUid: UID.smmAdmin,
    status: 'in_review',
    text: 'New workshop dates are out! Join us for a hands-on session on short-form video.',
    channelIds: ['ch-studio-bluesky', 'ch-studio-mastodon'],
    when: [4, 8],
    approval: { requestedBy: UID.smmAdmin, decidedBy: null, decision: null, comment: null },
    comments: [
      {
        id: 'c1',
        authorUid: UID.smmAdmin,
        text: 'Could you check the dates before this goes out?',
      },
    ],
  },
  {
    workspaceId: WORKSPACE.studio,
    id: 'post-studio-changes',
    authorUid: UID.smmAdmin,
    status: 'changes_requested',
    text: 'Our summer offer ends Friday — 20% off all plans.',
    channelIds: ['ch-studio-mastodon'],
    when: [6, 10],
    approval: {
      requestedBy: UID.smmAdmin,
      decidedBy: UID.smmUser,
      decision: 'changes_requested',
      comment: 'The offer ends Sunday, not Friday.',
    },
    comments: [
      { id: 'c1', authorUid: UID.smmUser, text: 'The offer ends Sunday, not Friday.' },
      { id: 'c2', authorUid: UID.smmAdmin, text: 'Thanks, fixing it now.' },
    ],
  },
  {
    workspaceId: WORKSPACE.studio,
    id: 'post-studio-approved',
    authorUid: UID.smmUser,
    status: 'approved',
    text: 'Five tips for writing captions people actually read. 🧵',
    channelIds: ['ch-studio-bluesky'],
    when: [9, 7],
    approval: {
      requestedBy: UID.smmUser,
      decidedBy: UID.smmAdmin,
      decision: 'approved',
      comment: null,
    },
  },
  {
    workspaceId: WORKSPACE.studio,
    id: 'post-studio-scheduled',
    authorUid: UID.smmUser,
    status: 'scheduled',
    text: 'Monday motivation: consistency beats intensity.',
    channelIds: ['ch-studio-bluesky', 'ch-studio-mastodon'],
    variants: {
      'ch-studio-mastodon': 'Monday motivation: consistency beats intensity. #SocialMedia #Tips',
    },
    when: [2, 7],
    withImage: true,
  },
  {
    workspaceId: WORKSPACE.studio,
    id: 'post-studio-scheduled-later',
    authorUid: UID.smmUser,
    status: 'scheduled',
    text: 'Case study: how a local café tripled its reach in three months.',
    channelIds: ['ch-studio-mastodon'],
    when: [16, 15],
  },
  {
    workspaceId: WORKSPACE.studio,
    id: 'post-studio-publishing',
    authorUid: UID.smmUser,
    status: 'publishing',
    text: 'We are live on Mastodon too! Follow us there for longer threads.',
    channelIds: ['ch-studio-mastodon'],
    when: [0, 0],
  },
  {
    workspaceId: WORKSPACE.studio,
    id: 'post-studio-published',
    authorUid: UID.smmUser,
    status: 'published',
    text: 'Thank you for 1,000 followers! 🎉',
    channelIds: ['ch-studio-bluesky', 'ch-studio-mastodon'],
    when: [-3, 9],
    withImage: true,
    outcome: { 'ch-studio-bluesky': 'published', 'ch-studio-mastodon': 'published' },
  },
  {
    workspaceId: WORKSPACE.studio,
    id: 'post-studio-partial',
    authorUid: UID.smmAdmin,
    status: 'partially_published',
    text: 'Throwback to our first workshop in 2019.',
    channelIds: ['ch-studio-bluesky', 'ch-studio-legacy'],
    when: [-2, 17],
    outcome: { 'ch-studio-bluesky': 'published', 'ch-studio-legacy': 'failed' },
  },
  {
    workspaceId: WORKSPACE.studio,
    id: 'post-studio-failed',
    authorUid: UID.smmUser,
    status: 'failed',
    text: 'Flash poll: what should our next guide cover?',
    channelIds: ['ch-studio-legacy'],
    when: [-1, 12],
    outcome: { 'ch-studio-legacy': 'failed' },
  },
  {
    workspaceId: WORKSPACE.studio,
    id: 'post-studio-cancelled',
    authorUid: UID.smmUser,
    status: 'cancelled',
    text: 'Holiday opening hours (cancelled: we stay open).',
    channelIds: ['ch-studio-bluesky'],
    when: [12, 9],
  },
  {
    workspaceId: WORKSPACE.northwind,
    id: 'post-northwind-review',
    authorUid: UID.connectAdmin,
    status: 'in_review',
    text: 'Fresh sourdough every morning from 7 am. Come early, it goes fast! 🍞',
    channelIds: ['ch-northwind-main'],
    when: [3, 12],
    withImage: true,
    approval: { requestedBy: UID.connectAdmin, decidedBy: null, decision: null, comment: null },
  },
  {
    workspaceId: WORKSPACE.northwind,
    id: 'post-northwind-changes',
    authorUid: UID.connectAdmin,
    status: 'changes_requested',
    text: 'Pumpkin spice season is here.',
    channelIds: ['ch-northwind-main'],
    when: [8, 14],
    approval: {
      requestedBy: UID.connectAdmin,
      decidedBy: UID.connectClient,
      decision: 'changes_requested',
      comment: 'Please mention the vegan option.',
    },
    comments: [
      { id: 'c1', authorUid: UID.connectClient, text: 'Please mention the vegan option.' },
    ],
  },
  {
    workspaceId: WORKSPACE.northwind,
    id: 'post-northwind-scheduled',
    authorUid: UID.connectSuperAdmin,
    status: 'scheduled',
    text: 'Saturday baking class: two seats left.',
    channelIds: ['ch-northwind-main'],
    when: [5, 14],
    approval: {
      requestedBy: UID.connectSuperAdmin,
      decidedBy: UID.connectClient,
      decision: 'approved',
      comment: 'Looks great!',
    },
  },
  {
    workspaceId: WORKSPACE.northwind,
    id: 'post-northwind-published',
    authorUid: UID.connectAdmin,
    status: 'published',
    text: 'Our new rye loaf is in store today.',
    channelIds: ['ch-northwind-main'],
    when: [-5, 13],
    outcome: { 'ch-northwind-main': 'published' },
  },
  {
    workspaceId: WORKSPACE.harbour,
    id: 'post-harbour-approved',
    authorUid: UID.connectAdmin,
    status: 'approved',
    text: 'Reminder: book your check-up before the end of the year.',
    channelIds: ['ch-harbour-main'],
    when: [10, 8],
    approval: {
      requestedBy: UID.connectAdmin,
      decidedBy: UID.connectUser,
      decision: 'approved',
      comment: null,
    },
  },
  {
    workspaceId: WORKSPACE.harbour,
    id: 'post-harbour-scheduled',
    authorUid: UID.connectAdmin,
    status: 'scheduled',
    text: 'Meet Dr. Weber, our new orthodontist.',
    channelIds: ['ch-harbour-main'],
    when: [20, 9],
    withImage: true,
  },
  {
    workspaceId: WORKSPACE.harbour,
    id: 'post-harbour-draft',
    authorUid: UID.connectAdmin,
    status: 'draft',
    text: 'Ideas for the spring newsletter teaser.',
    channelIds: [],
    when: null,
  },
];

const SANDBOX_BASE = 'https://sandbox.invalid';

function channelResult(
  clock: SeedClock,
  post: PostSeed,
  channelId: string,
  outcome: 'published' | 'failed' | 'reconcile',
): ChannelResult {
  const [day, hour] = post.when ?? [0, 0];
  if (outcome === 'published') {
    const externalId = `sbx-${post.id}-${channelId}`;
    return {
      status: 'published',
      externalId,
      url: `${SANDBOX_BASE}/${channelId}/${externalId}`,
      error: null,
      attempts: 1,
      publishedAt: clock.at(day, hour, 1),
    };
  }
  return {
    status: outcome,
    externalId: null,
    url: null,
    error:
      outcome === 'failed'
        ? 'The sandbox channel needs to be reconnected: its access token expired.'
        : null,
    attempts: outcome === 'failed' ? 1 : 0,
    publishedAt: null,
  };
}

function postDocument(clock: SeedClock, post: PostSeed): PostDoc {
  const workspace = WORKSPACES.find((w) => w.id === post.workspaceId);
  const timeZone = workspace ? workspace.doc(clock).timeZone : 'UTC';
  const results: PostDoc['results'] = {};
  for (const [channelId, outcome] of Object.entries(post.outcome ?? {})) {
    results[channelId] = channelResult(clock, post, channelId, outcome);
  }
  const variants: PostDoc['variants'] = {};
  for (const [channelId, text] of Object.entries(post.variants ?? {}))
    variants[channelId] = { text };
  return {
    authorUid: post.authorUid,
    text: post.text,
    variants,
    media: post.withImage
      ? [
          {
            path: `workspaces/${post.workspaceId}/media/${post.id}.png`,
            contentType: 'image/png',
            width: 600,
            height: 400,
            alt: `Image for: ${post.text.slice(0, 60)}`,
          },
        ]
      : [],
    channelIds: post.channelIds,
    timeZone,
    scheduledAt: post.when ? clock.at(post.when[0], post.when[1]) : null,
    status: post.status,
    // A scheduled post says whether it is held and when it is due, as the functions write it.
    ...(post.status === 'scheduled' && post.when
      ? { held: false, dueAt: clock.at(post.when[0], post.when[1]) }
      : post.status === 'scheduled'
        ? { held: false }
        : {}),
    // The metrics collection measures posts by this date, as the publisher leaves it.
    publishedAt:
      post.status === 'published' || post.status === 'partially_published'
        ? clock.at(post.when?.[0] ?? 0, post.when?.[1] ?? 0, 1)
        : null,
    results,
    approval: post.approval ?? null,
    lease:
      post.status === 'publishing'
        ? { owner: 'publisher-local', expiresAt: clock.at(0, 0, 5) }
        : null,
    ...(post.status === 'publishing' ? { leaseShard: leaseShardOf(post.id) } : {}),
    ...clock.stamps(14, 1),
  };
}

function metricDocuments(clock: SeedClock, post: PostSeed): SeedDocument[] {
  return Object.entries(post.outcome ?? {})
    .filter(([, outcome]) => outcome === 'published')
    .map(([channelId], index) => {
      const [day, hour] = post.when ?? [0, 0];
      const seed = post.id.length * 37 + index * 11;
      const data: PostMetricDoc = {
        kind: 'post',
        postId: post.id,
        channelId,
        // Every seeded channel is a sandbox channel.
        provider: 'sandbox',
        capturedAt: clock.at(day + 1, hour),
        impressions: 400 + seed * 7,
        likes: 20 + (seed % 60),
        reposts: 3 + (seed % 9),
        replies: 1 + (seed % 5),
        quotes: null,
        clicks: 10 + (seed % 40),
        ...clock.stamps(Math.max(-day - 1, 0), 0),
      };
      return {
        path: `workspaces/${post.workspaceId}/metrics/${post.id}_${channelId}`,
        data,
      };
    });
}

const SUBSCRIPTIONS: {
  workspaceId: string;
  planId: string;
  status: SubscriptionDoc['status'];
  courtesy?: { grantedBy: string; reason: string; days: number };
}[] = [
  { workspaceId: WORKSPACE.studio, planId: 'smm-pro', status: 'active' },
  { workspaceId: WORKSPACE.northwind, planId: 'connect-growth', status: 'trialing' },
  {
    workspaceId: WORKSPACE.harbour,
    planId: 'connect-starter',
    status: 'courtesy',
    courtesy: {
      grantedBy: UID.connectSuperAdmin,
      reason: 'Pilot client: three months free while we build their content calendar.',
      days: 75,
    },
  },
];

export function workspaceDocuments(clock: SeedClock): SeedDocument[] {
  const documents: SeedDocument[] = [];
  for (const workspace of WORKSPACES) {
    const channelIds = CHANNELS.filter(
      (channel) => channel.workspaceId === workspace.id && channel.status !== 'disconnected',
    ).map((channel) => channel.id);
    const data: WorkspaceDoc = { ...workspace.doc(clock), channelIds };
    documents.push({ path: `workspaces/${workspace.id}`, data });
  }
  for (const channel of CHANNELS) {
    const data: ChannelDoc = {
      provider: 'sandbox',
      handle: channel.handle,
      displayName: channel.displayName,
      avatarUrl: null,
      status: channel.status,
      tokenExpiresAt: clock.at(channel.tokenDays, 12),
      ...clock.stamps(40, 3),
    };
    documents.push({ path: `workspaces/${channel.workspaceId}/channels/${channel.id}`, data });
  }
  for (const post of POSTS) {
    const base = `workspaces/${post.workspaceId}/posts/${post.id}`;
    const postDoc = postDocument(clock, post);
    documents.push({ path: base, data: postDoc });
    // The history starts where every post's does: its author created it, with its first text.
    documents.push({
      path: `${base}/activity/created`,
      data: {
        type: 'created',
        actorUid: post.authorUid,
        actorName: ACCOUNTS.find((a) => a.uid === post.authorUid)?.displayName ?? '',
        via: 'app',
        details: { text: post.text },
        at: postDoc.createdAt,
      },
    });
    for (const [index, comment] of (post.comments ?? []).entries()) {
      const data: CommentDoc = {
        authorUid: comment.authorUid,
        text: comment.text,
        // Clients list comments with internal == false: a comment without the field is unseen.
        internal: false,
        mentions: [],
        ...clock.stamps(3 - index, 3 - index),
      };
      documents.push({ path: `${base}/comments/${comment.id}`, data });
    }
    documents.push(...metricDocuments(clock, post));
  }
  for (const subscription of SUBSCRIPTIONS) {
    const data: SubscriptionDoc = {
      planId: subscription.planId,
      status: subscription.status,
      courtesy: subscription.courtesy
        ? {
            grantedBy: subscription.courtesy.grantedBy,
            reason: subscription.courtesy.reason,
            expiresAt: clock.at(subscription.courtesy.days, 0),
          }
        : null,
      currentPeriodEnd: clock.at(subscription.courtesy?.days ?? 21, 0),
      ...clock.stamps(30, 4),
    };
    documents.push({ path: `subscriptions/${subscription.workspaceId}`, data });
  }
  return documents;
}
