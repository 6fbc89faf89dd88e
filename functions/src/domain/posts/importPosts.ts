// CSV bulk import: each row becomes a draft whose id is the file's digest and the row's line, so
// importing the same file again finds its posts and creates nothing twice. In schedule mode each
// new draft is then scheduled through placeOnSchedule, the rule every scheduled post goes
// through, and the callable plans its publish task. Rows that cannot be imported are reported
// by line; the others are imported.

import type { CallableReply } from '@model/callables';
import { POST_ROLES } from '@model/capabilities';
import { IMPORT_MEDIA_MAX, type ImportPostsInput } from '@model/schemas/imports';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { SCHEDULE_MAX_AHEAD_MS } from '../../config';
import { recordAudit } from '../audit';
import type { Caller } from '../caller';
import { inPool } from '../publishing/lease';
import { actAs, readWorkspace } from '../workspaces/workspaces';
import { MediaUrlProblem, type StoredMedia, storeMediaFromUrl } from './importMedia';
import { placeOnSchedule, readPost } from './posts';

export interface ImportProblem {
  line: number;
  message: string;
}

export type ImportResult = CallableReply<'importPosts'> & Record<string, unknown>;

/** A library item as a post's media entry: its file, type, size and alt text. */
function libraryMedia(item: Record<string, unknown>) {
  return {
    path: String(item.path),
    contentType: String(item.contentType),
    ...(typeof item.width === 'number' ? { width: item.width } : {}),
    ...(typeof item.height === 'number' ? { height: item.height } : {}),
    ...(typeof item.alt === 'string' && item.alt ? { alt: item.alt } : {}),
  };
}

export function importedPostId(importId: string, line: number): string {
  return `imp-${importId.slice(0, 24)}-${line}`;
}

export async function importPosts(
  db: Firestore,
  caller: Caller,
  input: ImportPostsInput,
  now: Date,
): Promise<ImportResult> {
  const roles = input.mode === 'schedule' ? POST_ROLES.schedule : POST_ROLES.create;
  const workspace = await db.runTransaction(async (tx) => {
    const found = await readWorkspace(db, tx, input.workspaceId);
    const as = actAs(found, caller, roles);
    if (as === 'admin') {
      recordAudit(db, tx, {
        action: 'post.import',
        actorUid: caller.uid,
        product: found.product,
        target: found.ref.path,
        details: { importId: input.importId, rows: input.rows.length, mode: input.mode },
      });
    }
    return found;
  });
  const usable = new Set(
    Array.isArray(workspace.data.channelIds) ? (workspace.data.channelIds as string[]) : [],
  );
  const problems: ImportProblem[] = [];
  const accepted = input.rows.filter((row) => {
    const unknown = row.channelIds.find((id) => !usable.has(id));
    if (unknown) {
      problems.push({ line: row.line, message: `No channel ${unknown} in this workspace.` });
      return false;
    }
    if (input.mode === 'schedule') {
      const at = row.scheduledAt ? Date.parse(row.scheduledAt) : Number.NaN;
      if (!(at > now.getTime())) {
        problems.push({ line: row.line, message: 'The time must be in the future.' });
        return false;
      }
      if (at > now.getTime() + SCHEDULE_MAX_AHEAD_MS) {
        problems.push({ line: row.line, message: 'The time must be within a year.' });
        return false;
      }
    }
    return true;
  });
  // The library column: each named item must be in this workspace's library.
  const itemIds = [...new Set(input.rows.flatMap((row) => row.libraryIds ?? []))];
  const items = new Map<string, Record<string, unknown>>();
  const itemSnaps =
    itemIds.length > 0
      ? await db.getAll(...itemIds.map((id) => workspace.ref.collection('library').doc(id)))
      : [];
  for (const snap of itemSnaps) if (snap.exists) items.set(snap.id, snap.data() ?? {});
  const withMedia = accepted.filter((row) => {
    const missing = (row.libraryIds ?? []).find((id) => !items.has(id));
    if (missing) {
      problems.push({ line: row.line, message: `No library item ${missing} in this workspace.` });
      return false;
    }
    if ((row.libraryIds ?? []).length + (row.mediaUrls ?? []).length > IMPORT_MEDIA_MAX) {
      problems.push({ line: row.line, message: `At most ${IMPORT_MEDIA_MAX} media per post.` });
      return false;
    }
    return true;
  });
  // Media fetched from the rows' addresses, by line; filled for the new rows only.
  const fetched = new Map<number, StoredMedia[]>();
  const mediaOf = (row: (typeof accepted)[number]) => [
    ...[...new Set(row.libraryIds ?? [])].map((id) => libraryMedia(items.get(id) ?? {})),
    ...(fetched.get(row.line) ?? []),
  ];
  const posts = workspace.ref.collection('posts');
  const refs = withMedia.map((row) => posts.doc(importedPostId(input.importId, row.line)));
  const snaps = refs.length > 0 ? await db.getAll(...refs) : [];
  const unseen = withMedia.filter((_, index) => !snaps[index]?.exists);
  // A row whose media cannot be fetched is reported and not imported (no post without them).
  const failed = new Set<number>();
  await inPool(
    unseen.filter((row) => (row.mediaUrls ?? []).length > 0),
    4,
    async (row) => {
      try {
        const stored: StoredMedia[] = [];
        for (const [index, url] of (row.mediaUrls ?? []).entries()) {
          stored.push(
            await storeMediaFromUrl(input.workspaceId, input.importId, row.line, index, url),
          );
        }
        fetched.set(row.line, stored);
      } catch (error) {
        if (!(error instanceof MediaUrlProblem)) throw error;
        failed.add(row.line);
        problems.push({ line: row.line, message: error.message });
      }
    },
  );
  const fresh = unseen.filter((row) => !failed.has(row.line));
  for (let start = 0; start < fresh.length; start += 250) {
    const batch = db.batch();
    for (const row of fresh.slice(start, start + 250)) {
      batch.create(posts.doc(importedPostId(input.importId, row.line)), {
        authorUid: caller.uid,
        text: row.text,
        channelIds: row.channelIds,
        media: mediaOf(row),
        status: 'draft',
        timeZone: row.timeZone,
        scheduledAt: row.scheduledAt ? Timestamp.fromMillis(Date.parse(row.scheduledAt)) : null,
        importId: input.importId,
        ...(row.firstComment ? { firstComment: row.firstComment } : {}),
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
  }
  const scheduled: string[] = [];
  if (input.mode === 'schedule') {
    await inPool(fresh, 8, async (row) => {
      const postId = importedPostId(input.importId, row.line);
      try {
        await db.runTransaction(async (tx) => {
          const post = await readPost(db, tx, input.workspaceId, postId, caller, roles);
          await placeOnSchedule(tx, post, Date.parse(row.scheduledAt ?? ''), row.timeZone, {
            queue: null,
            held: false,
          });
        });
        scheduled.push(postId);
      } catch (error) {
        problems.push({
          line: row.line,
          message: `Imported as a draft: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    });
  }
  problems.sort((a, b) => a.line - b.line);
  return { created: fresh.length, existing: withMedia.length - unseen.length, scheduled, problems };
}
