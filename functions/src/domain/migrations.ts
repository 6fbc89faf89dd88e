// Data migrations the functions run themselves: the daily planning job calls runMigrations,
// which walks each pending migration's collection group in document order, a page at a time,
// patching the documents that need it. Progress (the last document seen, counts) is recorded in
// migrations/{id} after every page, so a run stopped by its time budget or a crash resumes where
// it stopped, and a finished migration is never walked again. Each document is patched in its
// own transaction from a fresh read, so a post changed meanwhile is judged as it is now, and a
// patch of an already migrated document is nothing: running twice changes nothing.

import {
  FieldPath,
  FieldValue,
  type Firestore,
  type QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import { conversationScope, loadConversationScope } from './inbox/conversationScope';
import { legacyFirstComment, legacyScheduleFields } from './posts/legacyPosts';
import { inPool } from './publishing/lease';

export interface Migration {
  id: string;
  /** The collection group it walks. */
  collection: string;
  /**
   * The fields to update (dotted paths allowed), or null when the document needs nothing;
   * `found` is what `load` read for it (empty without one).
   */
  patch(
    data: Record<string, unknown>,
    found: Record<string, unknown>,
  ): Record<string, unknown> | null;
  /** Reads what the patch needs from outside the document (its workspace's product, say). */
  load?(db: Firestore, doc: QueryDocumentSnapshot): Promise<Record<string, unknown>>;
}

export const MIGRATIONS: readonly Migration[] = [
  { id: 'posts-held-due-at', collection: 'posts', patch: legacyScheduleFields },
  { id: 'posts-meta-first-comment', collection: 'posts', patch: legacyFirstComment },
  {
    id: 'conversations-scope',
    collection: 'conversations',
    patch: conversationScope,
    load: loadConversationScope,
  },
];

export interface MigrationOptions {
  pageSize?: number;
  /** Pages start only while the run is younger than this. */
  budgetMs?: number;
  clock?: () => number;
}

export interface MigrationRun {
  /** Documents patched by this run, over every migration. */
  changed: number;
  /** Migrations still unfinished when the budget ran out. */
  pending: string[];
}

async function patchOne(
  db: Firestore,
  migration: Migration,
  doc: QueryDocumentSnapshot,
): Promise<boolean> {
  const found = migration.load ? await migration.load(db, doc) : {};
  if (!migration.patch(doc.data(), found)) return false;
  return db.runTransaction(async (tx) => {
    const fresh = await tx.get(doc.ref);
    const patch = fresh.exists ? migration.patch(fresh.data() ?? {}, found) : null;
    if (!patch) return false;
    tx.update(doc.ref, patch);
    return true;
  });
}

export async function runMigrations(
  db: Firestore,
  migrations: readonly Migration[] = MIGRATIONS,
  options: MigrationOptions = {},
): Promise<MigrationRun> {
  const clock = options.clock ?? Date.now;
  const started = clock();
  const pageSize = options.pageSize ?? 300;
  const budget = options.budgetMs ?? 240_000;
  const run: MigrationRun = { changed: 0, pending: [] };
  for (const migration of migrations) {
    const ref = db.collection('migrations').doc(migration.id);
    const state = (await ref.get()).data() ?? {};
    if (state.status === 'done') continue;
    let cursor = typeof state.cursor === 'string' ? state.cursor : null;
    let scanned = typeof state.scanned === 'number' ? state.scanned : 0;
    let changed = typeof state.changed === 'number' ? state.changed : 0;
    for (;;) {
      if (clock() - started >= budget) {
        run.pending.push(migration.id);
        break;
      }
      let query = db
        .collectionGroup(migration.collection)
        .orderBy(FieldPath.documentId())
        .limit(pageSize);
      if (cursor !== null) query = query.startAfter(cursor);
      const page = await query.get();
      const results = await inPool(page.docs, 8, (doc) => patchOne(db, migration, doc));
      const patched = results.filter(Boolean).length;
      run.changed += patched;
      changed += patched;
      scanned += page.size;
      cursor = page.docs.at(-1)?.ref.path ?? cursor;
      const done = page.size < pageSize;
      await ref.set(
        {
          id: migration.id,
          status: done ? 'done' : 'running',
          cursor,
          scanned,
          changed,
          ...(state.startedAt ? {} : { startedAt: Timestamp.fromMillis(started) }),
          ...(done ? { finishedAt: FieldValue.serverTimestamp() } : {}),
          updatedAt: FieldValue.serverTimestamp(),
        },
        { merge: true },
      );
      state.startedAt = true;
      if (done) break;
    }
  }
  return run;
}
