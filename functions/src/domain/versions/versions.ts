// The version of a stored document and the refusal of a save based on an older one. A document's
// version is its updatedAt in milliseconds: every write of the document sets it, so two saves
// based on the same reading cannot both pass. A save that names the version it was based on is
// refused when the document has moved on, with who changed it last and when, so nobody's work is
// silently overwritten; a save that names none keeps the last-writer-wins of before.

import { type DocumentReference, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { DomainError } from '../errors';
import { actorName } from '../notifications/outbox';

/** A document's version: its updatedAt in ms, or null for one never written with it. */
export function versionOf(data: Record<string, unknown> | undefined): number | null {
  const at = data?.updatedAt;
  return at instanceof Timestamp ? at.toMillis() : null;
}

/**
 * A save refused because the document changed since the caller read it. Code 'aborted' (the
 * catalogue's 409, the code the posts' own conflict carries); `details` carries the version the
 * document now has and who saved it when, for the screen to word and to reload from.
 */
export class StaleVersion extends DomainError {
  constructor(
    readonly version: number | null,
    readonly changedBy: string | null,
    readonly changedAt: Date | null,
  ) {
    super(
      'aborted',
      `This was changed${changedBy ? ` by ${changedBy}` : ''}${
        changedAt ? ` at ${changedAt.toISOString()}` : ''
      } since it was read: read it again and base the change on the new version.`,
      undefined,
      {
        version,
        changedBy,
        changedAt: changedAt ? changedAt.toISOString() : null,
      },
    );
    this.reason = 'newer-version';
  }
}

/**
 * The versions a save may be based on: one (a callable's baseVersion), several (an If-Match
 * list), or null when the caller named none and any version passes.
 */
export type BasedOn = number | readonly number[] | null | undefined;

/** Whether `based` allows a save over the document's `version`. */
export function isBasedOn(version: number | null, based: BasedOn): boolean {
  if (based === null || based === undefined) return true;
  const versions: readonly number[] = typeof based === 'number' ? [based] : based;
  return version !== null && versions.includes(version);
}

/**
 * Refuses the save when the document's version is not one it was based on. Who saved it last
 * is the audit log's entry for the document at its updatedAt (written in the same commit, so
 * the same server time), not a field of the document: plans and settings are read by anyone,
 * and an admin's name is not theirs to read.
 */
export async function assertBasedOn(
  tx: Transaction,
  ref: DocumentReference,
  data: Record<string, unknown> | undefined,
  based: BasedOn,
): Promise<void> {
  const version = versionOf(data);
  if (isBasedOn(version, based)) return;
  let name: string | null = null;
  if (data?.updatedAt instanceof Timestamp) {
    const audit = await tx.get(
      ref.firestore
        .collection('auditLog')
        .where('target', '==', ref.path)
        .where('at', '==', data.updatedAt)
        .limit(1),
    );
    const uid = audit.docs[0]?.data().actorUid;
    if (typeof uid === 'string' && uid) {
      const user = await tx.get(ref.firestore.collection('users').doc(uid));
      name = actorName({ email: null, doc: user.data() ?? null }) ?? null;
    }
  }
  throw new StaleVersion(version, name, version === null ? null : new Date(version));
}
