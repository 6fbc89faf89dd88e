// Evergreen recycling: posts marked evergreen form the workspace's evergreen list, and every N
// days (at a wall-clock time in the workspace's zone) each channel gets the next post of the
// list that names it, in the order the posts were marked, as a new post of its own. Like
// series occurrences, recycled posts follow the approval mode and are never created for a time
// already past. One slot at a time: the next slot's copies are made only once the last slot's
// have gone out (or were cancelled), so the calendar never fills with days of copies. Turning
// recycling off, or taking a post off the list, cancels the copies still waiting.

import { POST_ROLES } from '@model/capabilities';
import { instantToWall, parseSlotTime, wallToInstant } from '@model/queue-slots';
import type {
  EvergreenSettings,
  SetEvergreenInput,
  SetPublishingSettingsInput,
} from '@model/schemas/series';
import {
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import type { Caller } from '../caller';
import { precondition } from '../errors';
import { capOf, publishingSettingsRef } from '../hourlyCap';
import { actorName } from '../notifications/outbox';
import { createOccurrencePost } from '../posts/occurrencePost';
import { recordActivity } from '../posts/postActivity';
import { auditIfAdmin, readPost } from '../posts/posts';
import { HORIZON_MS, MIN_LEAD_MS, zoneOf } from '../posts/series';
import { actAs, readWorkspace } from '../workspaces/workspaces';

const DAY_MS = 86_400_000;
/** Slots one run looks through (past ones are skipped) for the next one to fill. */
const SLOTS_PER_RUN = 14;

/** The first recycling time at or after `from`: the settings' wall time, that day or the next. */
export function firstSlot(settings: EvergreenSettings, zone: string, from: number): number {
  const offset = parseSlotTime(settings.time) ?? 9 * 3_600_000;
  const midnight = Math.floor(instantToWall(from, zone) / DAY_MS) * DAY_MS;
  for (let day = 0; day < 3; day++) {
    const at = wallToInstant(midnight + day * DAY_MS + offset, zone);
    if (at >= from) return at;
  }
  return wallToInstant(midnight + 3 * DAY_MS + offset, zone);
}

/** The slot N days after `at`, at the same wall time (correct across daylight-saving changes). */
export function slotAfter(at: number, everyDays: number, zone: string): number {
  return wallToInstant(instantToWall(at, zone) + everyDays * DAY_MS, zone);
}

export async function setEvergreen(
  db: Firestore,
  caller: Caller,
  input: SetEvergreenInput,
): Promise<{ postId: string; evergreen: boolean; changed: boolean }> {
  return db.runTransaction(async (tx) => {
    const post = await readPost(
      db,
      tx,
      input.workspaceId,
      input.postId,
      caller,
      POST_ROLES.schedule,
    );
    if ((post.data.evergreen === true) === input.evergreen)
      return { postId: input.postId, evergreen: input.evergreen, changed: false };
    const channels = Array.isArray(post.data.channelIds) ? post.data.channelIds : [];
    if (input.evergreen && channels.length === 0)
      throw precondition('Choose at least one channel first.');
    const copies = input.evergreen
      ? []
      : await waitingCopies(tx, post.workspace.ref, [post.ref.id]);
    cancelCopies(tx, copies, caller);
    tx.update(post.ref, {
      evergreen: input.evergreen,
      evergreenAt: input.evergreen ? FieldValue.serverTimestamp() : null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    auditIfAdmin(db, tx, post.as, caller, post, 'post.evergreen', { evergreen: input.evergreen });
    return { postId: input.postId, evergreen: input.evergreen, changed: true };
  });
}

export async function setPublishingSettings(
  db: Firestore,
  caller: Caller,
  input: SetPublishingSettingsInput,
  now: Date,
): Promise<{ postsPerChannelHour: number; evergreenNextAt: string | null }> {
  return db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    actAs(workspace, caller, POST_ROLES.schedule);
    const ref = publishingSettingsRef(workspace.ref);
    const current = (await tx.get(ref)).data();
    const zone = zoneOf(workspace);
    const was = current?.evergreen as EvergreenSettings | undefined;
    const same =
      was?.enabled === input.evergreen.enabled &&
      was.everyDays === input.evergreen.everyDays &&
      was.time === input.evergreen.time;
    const kept = current?.evergreenNextAt;
    // Off: the copies still waiting go too, so nothing recycled goes out after it.
    if (!input.evergreen.enabled && was?.enabled) {
      const marked = await tx.get(workspace.ref.collection('posts').where('evergreen', '==', true));
      cancelCopies(
        tx,
        await waitingCopies(
          tx,
          workspace.ref,
          marked.docs.map((doc) => doc.id),
        ),
        caller,
      );
    }
    // A changed rhythm starts from the next slot; an unchanged one keeps its place.
    const nextAt = !input.evergreen.enabled
      ? null
      : same && kept instanceof Timestamp
        ? kept.toMillis()
        : firstSlot(input.evergreen, zone, now.getTime() + MIN_LEAD_MS);
    tx.set(
      ref,
      {
        postsPerChannelHour: input.postsPerChannelHour,
        evergreen: input.evergreen,
        evergreenNextAt: nextAt === null ? null : Timestamp.fromMillis(nextAt),
        evergreenCursor: current?.evergreenCursor ?? {},
        ...(input.evergreen.enabled ? {} : { evergreenPending: [] }),
        ...(current ? {} : { createdAt: FieldValue.serverTimestamp() }),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    return {
      postsPerChannelHour: capOf(input),
      evergreenNextAt: nextAt === null ? null : new Date(nextAt).toISOString(),
    };
  });
}

/** A recycled copy that has not gone out yet: cancelling it means it never will. */
const WAITING = new Set(['draft', 'in_review', 'changes_requested', 'approved', 'scheduled']);

/** The copies of these evergreen posts that are still waiting, read in the transaction. */
async function waitingCopies(
  tx: Transaction,
  workspaceRef: DocumentReference,
  sourceIds: string[],
): Promise<DocumentSnapshot[]> {
  const posts = workspaceRef.collection('posts');
  const found = await Promise.all(
    sourceIds.map((id) => tx.get(posts.where('recycledFrom', '==', id))),
  );
  return found.flatMap((snap) => snap.docs).filter((doc) => WAITING.has(String(doc.get('status'))));
}

function cancelCopies(tx: Transaction, copies: DocumentSnapshot[], caller: Caller): void {
  for (const copy of copies) {
    tx.update(copy.ref, {
      status: 'cancelled',
      lease: null,
      held: false,
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordActivity(tx, copy.ref, {
      type: 'cancelled',
      actorUid: caller.uid,
      actorName: actorName(caller) ?? caller.uid,
      details: { from: copy.get('status'), evergreen: 'off' },
    });
  }
}

/** Whether a copy of the last slot is still to go out: the next slot waits for it. */
async function lastSlotWaiting(
  tx: Transaction,
  settings: DocumentData | undefined,
  workspaceRef: DocumentReference,
) {
  const pending = Array.isArray(settings?.evergreenPending)
    ? (settings.evergreenPending as unknown[]).filter((id): id is string => typeof id === 'string')
    : [];
  const docs = await Promise.all(
    pending.map((id) => tx.get(workspaceRef.collection('posts').doc(id))),
  );
  return docs.some(
    (doc) =>
      doc.exists && (WAITING.has(String(doc.get('status'))) || doc.get('status') === 'publishing'),
  );
}

interface EvergreenPost {
  id: string;
  data: Record<string, unknown>;
  channelIds: string[];
}

/** The evergreen list in the order posts were marked. */
function listOrder(a: EvergreenPost, b: EvergreenPost): number {
  const at = (post: EvergreenPost) =>
    post.data.evergreenAt instanceof Timestamp ? post.data.evergreenAt.toMillis() : 0;
  return at(a) - at(b) || a.id.localeCompare(b.id);
}

/**
 * Creates the recycled posts of the next slot within the horizon, one per channel, once the
 * last slot's copies have gone out, and moves the settings' `evergreenNextAt`, the slot's copies
 * (`evergreenPending`) and each channel's place in the list on. Slots already past are skipped.
 */
export async function createEvergreenPosts(
  db: Firestore,
  settingsRef: DocumentReference,
  now: Date,
  horizonMs = HORIZON_MS,
): Promise<{ created: string[]; awaiting: string[]; skipped: number }> {
  return db.runTransaction(async (tx) => {
    const result = { created: [] as string[], awaiting: [] as string[], skipped: 0 };
    const settings = (await tx.get(settingsRef)).data();
    const evergreen = settings?.evergreen as EvergreenSettings | undefined;
    const next = settings?.evergreenNextAt;
    if (!evergreen?.enabled || !(next instanceof Timestamp)) return result;
    const workspaceRef = settingsRef.parent.parent as DocumentReference;
    if (await lastSlotWaiting(tx, settings, workspaceRef)) return result;
    const workspace = await readWorkspace(db, tx, workspaceRef.id);
    const zone = zoneOf(workspace);
    const marked = await tx.get(workspaceRef.collection('posts').where('evergreen', '==', true));
    const list: EvergreenPost[] = marked.docs
      .map((doc) => ({
        id: doc.id,
        data: doc.data(),
        channelIds: Array.isArray(doc.get('channelIds'))
          ? (doc.get('channelIds') as unknown[]).filter(
              (id): id is string => typeof id === 'string',
            )
          : [],
      }))
      .sort(listOrder);
    const channels = [...new Set(list.flatMap((post) => post.channelIds))].sort();
    const cursor = { ...((settings?.evergreenCursor ?? {}) as Record<string, number>) };
    const until = now.getTime() + horizonMs;
    let at = next.toMillis();
    const made: string[] = [];
    for (let slot = 0; slot < SLOTS_PER_RUN && at <= until && made.length === 0; slot++) {
      if (at < now.getTime() + MIN_LEAD_MS) {
        // The tick was down at this slot: it is skipped, not sent late.
        result.skipped++;
      } else {
        for (const channelId of channels) {
          const posts = list.filter((post) => post.channelIds.includes(channelId));
          const place = cursor[channelId] ?? 0;
          const source = posts[place % posts.length];
          if (!source) continue;
          cursor[channelId] = place + 1;
          const variants = (source.data.variants ?? {}) as Record<string, { text?: string }>;
          const ref = workspaceRef.collection('posts').doc(`evg-${at}-${channelId}`.slice(0, 128));
          const kind = createOccurrencePost(tx, workspace, ref, {
            fields: {
              authorUid: source.data.authorUid ?? null,
              text: variants[channelId]?.text ?? source.data.text ?? '',
              media: source.data.media ?? [],
              channelIds: [channelId],
              ...(source.data.networkOptions ? { networkOptions: source.data.networkOptions } : {}),
              ...(typeof source.data.language === 'string'
                ? { language: source.data.language }
                : {}),
              recycledFrom: source.id,
            },
            at,
            zone,
            requestedBy: typeof source.data.authorUid === 'string' ? source.data.authorUid : null,
            details: { recycledFrom: source.id },
          });
          (kind === 'awaiting' ? result.awaiting : result.created).push(ref.id);
          made.push(ref.id);
        }
      }
      at = slotAfter(at, evergreen.everyDays, zone);
    }
    tx.update(settingsRef, {
      evergreenNextAt: Timestamp.fromMillis(at),
      evergreenCursor: cursor,
      evergreenPending: made,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return result;
  });
}
