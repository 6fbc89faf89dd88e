// The workspace's cap on posts per channel per hour (publishing/settings.postsPerChannelHour).
// It applies to every post's first send, whichever way the post is taken (its publish task or
// the reconciler), and it is what spreads a backlog: after an outage every overdue post is due
// at once, and the cap lets out only so many per channel each hour, deferring the rest to the
// next hour with the reason recorded on the post. The count lives in the channel's pace document
// beside the network's own budget (a fixed window of one hour since the epoch), so both paths
// count the same sends.

import { POSTS_PER_CHANNEL_HOUR_DEFAULT } from '@model/schemas/series';
import {
  type DocumentReference,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import type { BudgetWindow } from '../providers/types';
import { paceRef, readPace } from './publishing/publishPace';

export const HOUR_MS = 3_600_000;
export const HOURLY_CAP_REASON = 'hourly_cap';

export function publishingSettingsRef(workspace: DocumentReference): DocumentReference {
  return workspace.collection('publishing').doc('settings');
}

/** The cap a workspace's settings document sets, or the default. */
export function capOf(settings: Record<string, unknown> | undefined): number {
  const cap = settings?.postsPerChannelHour;
  return typeof cap === 'number' && Number.isInteger(cap) && cap >= 1
    ? cap
    : POSTS_PER_CHANNEL_HOUR_DEFAULT;
}

export async function readCap(_db: Firestore, workspace: DocumentReference): Promise<number> {
  return capOf((await publishingSettingsRef(workspace).get()).data());
}

export function capWindow(limit: number): BudgetWindow {
  return { kind: 'fixed', windowMs: HOUR_MS, limit };
}

/** The start of the hour after `now`: where a post the cap holds back goes. */
export function nextHour(now: number): number {
  return (Math.floor(now / HOUR_MS) + 1) * HOUR_MS;
}

/**
 * The post fields that say the cap held it back, and until when. The cap only holds back a post
 * that is due (its scheduledAt passed), so the later of its time and the deferral, the stored
 * `dueAt` the reconciler's query orders by, is the deferral.
 */
export function deferral(until: number): Record<string, unknown> {
  return {
    deferredUntil: Timestamp.fromMillis(until),
    deferredReason: HOURLY_CAP_REASON,
    dueAt: Timestamp.fromMillis(until),
  };
}

/**
 * The cap for claims in one transaction (the reconciler's): reads each channel's count for the
 * current hour once, then answers post by post whether all of its channels have room, counting
 * the ones it lets through. `commit` writes the new counts.
 */
export class HourlyCapLedger {
  private readonly counts = new Map<
    string,
    { start: number; count: number; ref: DocumentReference }
  >();
  private readonly caps = new Map<string, number>();

  constructor(
    private readonly db: Firestore,
    private readonly now: number,
  ) {}

  async load(tx: Transaction, posts: { workspace: DocumentReference; channelIds: string[] }[]) {
    const start = Math.floor(this.now / HOUR_MS) * HOUR_MS;
    const workspaces = new Map<string, DocumentReference>();
    const channels = new Set<string>();
    for (const post of posts) {
      workspaces.set(post.workspace.path, post.workspace);
      for (const id of post.channelIds) channels.add(id);
    }
    const workspaceRefs = [...workspaces.values()];
    const channelIds = [...channels];
    const refs = [
      ...workspaceRefs.map(publishingSettingsRef),
      ...channelIds.map((id) => paceRef(this.db, id)),
    ];
    if (refs.length === 0) return;
    const snaps = await tx.getAll(...refs);
    workspaceRefs.forEach((ref, index) => {
      this.caps.set(ref.path, capOf(snaps[index]?.data()));
    });
    channelIds.forEach((id, index) => {
      const snap = snaps[workspaceRefs.length + index];
      const counter = readPace(snap?.data()).fixed[String(HOUR_MS)];
      this.counts.set(id, {
        start,
        count: counter && counter.start === start ? counter.count : 0,
        ref: paceRef(this.db, id),
      });
    });
  }

  /** Whether the post may go out this hour; if so, its sends are counted. */
  take(workspace: DocumentReference, channelIds: string[], cost = 1): boolean {
    const cap = this.caps.get(workspace.path) ?? POSTS_PER_CHANNEL_HOUR_DEFAULT;
    const entries = channelIds.map((id) => this.counts.get(id));
    if (entries.some((entry) => !entry || entry.count + cost > cap)) return false;
    for (const entry of entries) if (entry) entry.count += cost;
    return true;
  }

  commit(tx: Transaction, touched: Iterable<string>) {
    for (const id of touched) {
      const entry = this.counts.get(id);
      if (!entry) continue;
      tx.set(
        entry.ref,
        { fixed: { [String(HOUR_MS)]: { start: entry.start, count: entry.count } } },
        { merge: true },
      );
    }
  }
}
