// Reading and accepting an invitation by its link's token. Accepting is the only way an
// invitation grants anything: the caller must be signed in with a verified email equal
// (case-insensitively) to the invited address, and the grant, the audit entry and spending the
// secret happen in one transaction, so a link grants at most once however often it is sent.

import type { AcceptedInvitation, InvitationPreview } from '@model/callables/invitations';
import type { MemberRole } from '@model/member-roles';
import { normaliseRole, type Role } from '@model/roles';
import type { InvitationKind } from '@model/schemas/invitations';
import type { Product } from '@model/variant';
import {
  FieldValue,
  type Firestore,
  type QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import { INVITATION_LOOKUP_RATE_LIMIT } from '../../config';
import { rateLimited } from '../../logs';
import { recordAudit } from '../audit';
import { type Caller, roleFields, roleIn } from '../caller';
import { DomainError, denied, precondition } from '../errors';
import { bucketId, consumeRateLimit } from '../rateLimit';
import { hashInvitationToken, higherRole, statusOf } from './invites';

const UNKNOWN_LINK = 'This invitation link is not valid: ask for a new one.';

async function findByToken(db: Firestore, token: string): Promise<QueryDocumentSnapshot | null> {
  const hash = hashInvitationToken(token);
  const found = await db.collection('invitations').where('tokenHash', '==', hash).limit(1).get();
  return found.docs[0] ?? null;
}

/** j***@example.com: enough to recognise one's own address, not enough to learn someone's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

function sameEmail(a: string | null | undefined, b: unknown): boolean {
  return typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b;
}

/** What a link shows before it is accepted: the CALLABLES table's reply of getInvitation. */
export type InvitationView = InvitationPreview;

export async function getInvitation(
  db: Firestore,
  caller: Caller | null,
  token: string,
  address: string,
  now: Date,
): Promise<InvitationView> {
  // Guessing a 256-bit token is hopeless, but look-ups still cost reads: a bounded number per
  // address (or account) and hour.
  const bucket = bucketId('invitation', caller?.uid ?? address);
  const decision = await consumeRateLimit(db, bucket, INVITATION_LOOKUP_RATE_LIMIT, () =>
    now.getTime(),
  );
  if (!decision.allowed) {
    rateLimited(bucket, decision.retryAfterSeconds);
    throw new DomainError(
      'resource-exhausted',
      'Too many invitation look-ups. Try again later.',
      decision.retryAfterSeconds,
    );
  }
  const snap = await findByToken(db, token);
  if (!snap) throw new DomainError('not-found', UNKNOWN_LINK);
  const data = snap.data();
  const email = String(data.email ?? '');
  const view: InvitationView = {
    status: statusOf(data, now),
    kind: String(data.kind) as InvitationKind,
    product: data.product === 'connect' ? 'connect' : 'smm',
    emailMasked: maskEmail(email),
    invitedByName: String(data.invitedByName ?? ''),
    expiresAt: data.expiresAt instanceof Timestamp ? data.expiresAt.toDate().toISOString() : null,
  };
  // The full address only to its (verified) owner, so a leaked link does not leak it.
  if (sameEmail(caller?.email, data.emailLower)) view.email = email;
  if (data.workspaceName != null) view.workspaceName = String(data.workspaceName);
  if (data.memberRole != null) view.memberRole = String(data.memberRole) as MemberRole;
  if (data.role != null) view.role = String(data.role) as Role;
  return view;
}

export type AcceptResult = AcceptedInvitation;

/** Throws the reason this caller cannot accept the invitation stored as `data` now, if any. */
function requireAcceptable(
  data: Record<string, unknown> | undefined,
  caller: Caller,
  hash: string,
  now: Date,
): asserts data is Record<string, unknown> {
  // A resend between the look-up and now replaced the secret: this link is dead.
  if (!data || data.tokenHash !== hash) throw new DomainError('not-found', UNKNOWN_LINK);
  if (!sameEmail(caller.email, data.emailLower))
    throw denied(
      'This invitation was sent to another email address: sign in with that address to accept it.',
    );
  const status = statusOf(data, now);
  if (status !== 'pending') {
    const why = {
      accepted: 'This invitation was already accepted.',
      revoked: 'This invitation was revoked.',
      expired: 'This invitation has expired: ask for a new one.',
    }[status];
    throw precondition(why);
  }
}

async function acceptableLink(
  db: Firestore,
  caller: Caller,
  token: string,
  now: Date,
): Promise<QueryDocumentSnapshot> {
  const found = await findByToken(db, token);
  if (!found) throw new DomainError('not-found', UNKNOWN_LINK);
  if (!caller.emailVerified || !caller.email)
    throw precondition('Verify your email address first, then open the invitation link again.');
  requireAcceptable(found.data(), caller, hashInvitationToken(token), now);
  return found;
}

/**
 * Accepts the link. `beforeGrant` runs once the link is known to be acceptable and before
 * anything is granted (the callable removes a password set before verification there).
 */
export async function acceptInvitation(
  db: Firestore,
  caller: Caller,
  token: string,
  now: Date,
  beforeGrant: () => Promise<void> = async () => {},
): Promise<AcceptResult> {
  const found = await acceptableLink(db, caller, token, now);
  await beforeGrant();
  const hash = hashInvitationToken(token);
  const userRef = db.collection('users').doc(caller.uid);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(found.ref);
    const data = snap.data();
    requireAcceptable(data, caller, hash, now);
    const product: Product = data.product === 'connect' ? 'connect' : 'smm';
    const workspaceId = typeof data.workspaceId === 'string' ? data.workspaceId : null;
    const onboardingId = typeof data.onboardingId === 'string' ? data.onboardingId : null;
    const workspaceRef = workspaceId ? db.collection('workspaces').doc(workspaceId) : null;
    const onboardingRef = onboardingId ? db.collection('onboarding').doc(onboardingId) : null;
    const [user, workspace, onboarding] = await Promise.all([
      tx.get(userRef),
      workspaceRef ? tx.get(workspaceRef) : null,
      onboardingRef ? tx.get(onboardingRef) : null,
    ]);
    if (workspace && !workspace.exists)
      throw precondition('The workspace of this invitation no longer exists.');
    if (workspace && workspace.get('product') !== product)
      throw precondition('The workspace of this invitation belongs to another product.');

    const granted = data.role == null ? null : normaliseRole(data.role);
    const doc = user.exists ? (user.data() ?? {}) : null;
    const role = granted ? higherRole(roleIn(doc, product), granted) : null;
    if (role) {
      if (doc) {
        tx.update(userRef, {
          ...roleFields(doc, product, role, FieldValue.delete()),
          updatedAt: FieldValue.serverTimestamp(),
        });
      } else {
        // The auth trigger has not run yet; it keeps a document it finds.
        tx.create(userRef, {
          email: caller.email,
          roles: { [product]: role },
          disabled: false,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
    }
    const memberRole = typeof data.memberRole === 'string' ? data.memberRole : null;
    if (workspace && workspaceRef && memberRole) {
      const members = (workspace.get('members') ?? {}) as Record<string, string>;
      // An owner is never demoted by accepting a lesser invitation.
      const next = members[caller.uid] === 'owner' ? 'owner' : memberRole;
      tx.update(workspaceRef, {
        [`members.${caller.uid}`]: next,
        memberUids: FieldValue.arrayUnion(caller.uid),
        ...(next === 'owner' && !workspace.get('ownerUid') ? { ownerUid: caller.uid } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    if (onboarding?.exists && onboardingRef) {
      tx.update(onboardingRef, {
        clientUid: caller.uid,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    tx.update(found.ref, {
      status: 'accepted',
      acceptedBy: caller.uid,
      acceptedAt: Timestamp.fromDate(now),
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordAudit(db, tx, {
      action: 'invitation.accept',
      actorUid: caller.uid,
      product,
      target: found.ref.path,
      details: { kind: data.kind, role, workspaceId, memberRole },
    });
    return {
      kind: String(data.kind) as InvitationKind,
      product,
      ...(workspaceId ? { workspaceId } : {}),
      ...(onboardingId ? { onboardingId } : {}),
      ...(role ? { role } : {}),
    };
  });
}
