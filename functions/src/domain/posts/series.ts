// Recurring posts. Repeating a post makes it the first occurrence of a series; every later
// occurrence is created as its own post a few days ahead of its time (OCCURRENCE_HORIZON_DAYS)
// by the publisher's minute tick, so each can be reviewed and cancelled alone. Occurrences
// follow the workspace's approval mode: scheduled at once where drafts may be scheduled,
// otherwise sent for approval and scheduled by the tick once approved. Only future occurrences
// are ever created: after downtime the missed ones are skipped (their numbers stay used, so
// "3 of 10" keeps meaning the rule's third), never fired together.

import type { CallableReply } from '@model/callables';
import { POST_ROLES } from '@model/capabilities';
import { occurrences, rruleText } from '@model/recurrence';
import {
  type CancelSeriesInput,
  OCCURRENCE_HORIZON_DAYS,
  type Occurrence as OccurrenceField,
  type RepeatPostInput,
  type RepeatRule,
  type RepeatStart,
} from '@model/schemas/series';
import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
} from 'firebase-admin/firestore';
import { SCHEDULE_MAX_AHEAD_MS } from '../../config';
import type { Caller } from '../caller';
import { invalid, notFound, precondition } from '../errors';
import { actorName } from '../notifications/outbox';
import { leaveQueue } from '../queues/queueMembership';
import { actAs, readWorkspace, type Workspace } from '../workspaces/workspaces';
import { createOccurrencePost } from './occurrencePost';
import { recordActivity } from './postActivity';
import { auditIfAdmin, type LoadedPost, placeOnSchedule, readPost } from './posts';

export const HORIZON_MS = OCCURRENCE_HORIZON_DAYS * 86_400_000;
/** An occurrence is created only if it is at least this far ahead: never one due at once. */
export const MIN_LEAD_MS = 5 * 60_000;
/** Occurrences one run creates per series at most. */
const PER_RUN = 50;

/** Post fields an occurrence copies from the post that started the series. */
const TEMPLATE_FIELDS = [
  'authorUid',
  'text',
  'thread',
  'threadElsewhere',
  'variants',
  'media',
  'channelIds',
  'language',
  'networkOptions',
] as const;

export function zoneOf(workspace: Workspace): string {
  return typeof workspace.data.timeZone === 'string' ? workspace.data.timeZone : 'UTC';
}

function templateOf(data: Record<string, unknown>): Record<string, unknown> {
  const template: Record<string, unknown> = {};
  for (const field of TEMPLATE_FIELDS) if (data[field] !== undefined) template[field] = data[field];
  return template;
}

function seriesField(
  id: string,
  index: number,
  rule: RepeatRule,
): OccurrenceField & Record<string, unknown> {
  return {
    id,
    index,
    total: rule.end.kind === 'count' ? rule.end.count : null,
    freq: rule.freq,
    interval: rule.interval,
  };
}

export type RepeatResult = CallableReply<'repeatPost'> & Record<string, unknown>;

/** Makes a saved post the first occurrence of a new series and creates the next ones. */
export async function repeatPost(
  db: Firestore,
  caller: Caller,
  input: RepeatPostInput,
  now: Date,
): Promise<RepeatResult> {
  const created = await db.runTransaction(async (tx) => {
    const post = await readPost(
      db,
      tx,
      input.workspaceId,
      input.postId,
      caller,
      POST_ROLES.schedule,
    );
    const existing = post.data.series as { id?: unknown } | undefined;
    const zone = zoneOf(post.workspace);
    const [first, second] = occurrences(input.rule, input.start, zone, { max: 2 });
    if (typeof existing?.id === 'string') {
      const seriesRef = post.workspace.ref.collection('series').doc(existing.id);
      const series = await tx.get(seriesRef);
      if (series.exists && series.get('status') !== 'cancelled') {
        // A retried call finds its own series: nothing to change.
        const same =
          JSON.stringify(series.get('rule')) === JSON.stringify(input.rule) &&
          JSON.stringify(series.get('start')) === JSON.stringify(input.start);
        if (same && first) return { seriesRef, firstAt: first.at, replayed: true };
        throw precondition('This post already repeats: cancel its series first.');
      }
    }
    if (!first) throw invalid('start: Must be a real date and time.');
    if (!second) throw invalid('rule: The rule ends before a second occurrence.');
    if (first.at <= now.getTime())
      throw invalid('start: The first occurrence must be in the future.');
    if (first.at > now.getTime() + SCHEDULE_MAX_AHEAD_MS)
      throw invalid('start: The first occurrence must be within a year.');
    const seriesRef = post.workspace.ref.collection('series').doc();
    // The post itself is the first occurrence, scheduled by the workspace's approval rules.
    await placeOnSchedule(tx, post, first.at, zone, {
      queue: null,
      held: false,
      series: seriesField(seriesRef.id, 1, input.rule),
    });
    tx.create(seriesRef, {
      status: 'active',
      rule: input.rule,
      rrule: rruleText(input.rule, input.start, zone),
      start: input.start,
      timeZone: zone,
      sourcePostId: post.ref.id,
      createdBy: caller.uid,
      created: 1,
      nextAt: Timestamp.fromMillis(second.at),
      template: templateOf(post.data),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    auditIfAdmin(db, tx, post.as, caller, post, 'post.repeat', { seriesId: seriesRef.id });
    recordActivity(tx, post.ref, {
      type: post.status === 'scheduled' ? 'rescheduled' : 'scheduled',
      actorUid: caller.uid,
      actorName: actorName(caller) ?? caller.uid,
      details: {
        scheduledAt: new Date(first.at).toISOString(),
        timeZone: zone,
        seriesId: seriesRef.id,
      },
    });
    return { seriesRef, firstAt: first.at, replayed: false };
  });
  const firstAt = new Date(created.firstAt).toISOString();
  if (created.replayed) return { seriesId: created.seriesRef.id, postIds: [], firstAt };
  const more = await createOccurrences(db, created.seriesRef, now);
  return {
    seriesId: created.seriesRef.id,
    postIds: [input.postId, ...more.created],
    firstAt,
  };
}

export interface CreatedOccurrences {
  /** Posts created as scheduled: they need their publish task. */
  created: string[];
  /** Of those created, the ones waiting for approval. */
  awaiting: string[];
  /** Occurrences whose time had passed when the series was looked at (downtime). */
  skipped: number;
}

function workspaceOf(ref: DocumentReference): DocumentReference {
  return ref.parent.parent as DocumentReference;
}

/**
 * Creates a series' occurrences that fall within the horizon, each as its own post, and moves
 * the series' `nextAt` on. Occurrences already past (the tick was down) are skipped.
 */
export async function createOccurrences(
  db: Firestore,
  seriesRef: DocumentReference,
  now: Date,
  horizonMs = HORIZON_MS,
): Promise<CreatedOccurrences> {
  return db.runTransaction(async (tx) => {
    const result: CreatedOccurrences = { created: [], awaiting: [], skipped: 0 };
    const snap = await tx.get(seriesRef);
    const series = snap.data();
    if (series?.status !== 'active') return result;
    const workspace = await readWorkspace(db, tx, workspaceOf(seriesRef).id);
    const rule = series.rule as RepeatRule;
    const start = series.start as RepeatStart;
    const zone = typeof series.timeZone === 'string' ? series.timeZone : zoneOf(workspace);
    const done = typeof series.created === 'number' ? series.created : 0;
    const until = now.getTime() + horizonMs;
    const found = occurrences(rule, start, zone, { fromIndex: done + 1, until, max: PER_RUN });
    const earliest = now.getTime() + MIN_LEAD_MS;
    const template = (series.template ?? {}) as Record<string, unknown>;
    let last = done;
    for (const occurrence of found) {
      last = occurrence.index;
      if (occurrence.at < earliest) {
        result.skipped++;
        continue;
      }
      const ref = workspace.ref.collection('posts').doc(`${seriesRef.id}-${occurrence.index}`);
      const kind = createOccurrencePost(tx, workspace, ref, {
        fields: { ...template, series: seriesField(seriesRef.id, occurrence.index, rule) },
        at: occurrence.at,
        zone,
        requestedBy: typeof series.createdBy === 'string' ? series.createdBy : null,
        details: { seriesId: seriesRef.id },
      });
      (kind === 'awaiting' ? result.awaiting : result.created).push(ref.id);
    }
    const [next] = occurrences(rule, start, zone, { fromIndex: last + 1, max: 1 });
    tx.update(seriesRef, {
      created: last,
      nextAt: next ? Timestamp.fromMillis(next.at) : null,
      ...(next ? {} : { status: 'ended' }),
      ...(result.skipped > 0 ? { skipped: FieldValue.increment(result.skipped) } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return result;
  });
}

/** Statuses of an occurrence that has not gone out yet: cancelling the series cancels it. */
const WAITING = ['draft', 'in_review', 'changes_requested', 'approved', 'scheduled'];

export type CancelSeriesResult = CallableReply<'cancelSeries'> & Record<string, unknown>;

/** Stops a series: no more occurrences, and those not yet out are cancelled. */
export async function cancelSeries(
  db: Firestore,
  caller: Caller,
  input: CancelSeriesInput,
): Promise<CancelSeriesResult> {
  return db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    const as = actAs(workspace, caller, POST_ROLES.cancel);
    const seriesRef = workspace.ref.collection('series').doc(input.seriesId);
    const snap = await tx.get(seriesRef);
    if (!snap.exists) throw notFound('The series');
    const posts = await tx.get(
      workspace.ref.collection('posts').where('series.id', '==', input.seriesId),
    );
    const waiting = posts.docs.filter((doc) => WAITING.includes(String(doc.get('status'))));
    if (snap.get('status') === 'cancelled' && waiting.length === 0)
      return { seriesId: input.seriesId, cancelled: [], changed: false };
    tx.update(seriesRef, {
      status: 'cancelled',
      nextAt: null,
      cancelledBy: caller.uid,
      updatedAt: FieldValue.serverTimestamp(),
    });
    for (const doc of waiting) {
      const post: LoadedPost = {
        workspace,
        ref: doc.ref,
        status: doc.get('status'),
        data: doc.data(),
      };
      leaveQueue(tx, post);
      tx.update(doc.ref, {
        status: 'cancelled',
        lease: null,
        queue: null,
        held: false,
        awaitingSchedule: false,
        updatedAt: FieldValue.serverTimestamp(),
      });
      recordActivity(tx, doc.ref, {
        type: 'cancelled',
        actorUid: caller.uid,
        actorName: actorName(caller) ?? caller.uid,
        details: { from: post.status, seriesId: input.seriesId },
      });
    }
    auditIfAdmin(
      db,
      tx,
      as,
      caller,
      { workspace, ref: seriesRef, status: 'cancelled', data: {} },
      'series.cancel',
      { cancelled: waiting.length },
    );
    return { seriesId: input.seriesId, cancelled: waiting.map((doc) => doc.id), changed: true };
  });
}

/**
 * An approved occurrence (in a workspace that requires approval) is scheduled at its time; one
 * approved too late for its time is cancelled as missed rather than sent late.
 */
export async function scheduleApproved(
  db: Firestore,
  ref: DocumentReference,
  now: Date,
): Promise<'scheduled' | 'missed' | 'skipped'> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const data = snap.data();
    if (data?.awaitingSchedule !== true || data.status !== 'approved') return 'skipped';
    const workspace = await readWorkspace(db, tx, workspaceOf(ref).id);
    const at = data.scheduledAt instanceof Timestamp ? data.scheduledAt.toMillis() : 0;
    const post: LoadedPost = { workspace, ref, status: 'approved', data };
    if (at < now.getTime() + 60_000) {
      tx.update(ref, {
        status: 'cancelled',
        awaitingSchedule: false,
        statusReason: 'Approved after its time had passed, so this occurrence was skipped.',
        updatedAt: FieldValue.serverTimestamp(),
      });
      return 'missed';
    }
    const zone = typeof data.timeZone === 'string' ? data.timeZone : zoneOf(workspace);
    await placeOnSchedule(tx, post, at, zone, { awaitingSchedule: false });
    recordActivity(tx, ref, {
      type: 'scheduled',
      actorUid: null,
      actorName: 'Publisher',
      via: 'publisher',
      details: { scheduledAt: new Date(at).toISOString(), timeZone: zone },
    });
    return 'scheduled';
  });
}
