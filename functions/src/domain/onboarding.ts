// Client onboarding: staff open a client workspace and invite the client; the client fills
// the checklist (profile, brand, channels, plan, terms) and submits it; staff approve it or
// send it back.

import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import {
  ONBOARDING_STEPS,
  type ReviewOnboardingInput,
  type StartOnboardingInput,
  type SubmitOnboardingInput,
} from '../../../src/lib/schemas/onboarding';
import { INVITE_TTL_MS } from '../config';
import { recordAudit } from './audit';
import { type Caller, requireAdminFor } from './caller';
import { denied, invalid, notFound, precondition } from './errors';
import { runOnce } from './idempotency';
import { emailKey, findAccountUid, prepareGrant } from './invites';
import { actorName, queueNotification } from './notifications/outbox';

export interface OnboardingResult extends Record<string, unknown> {
  onboardingId: string;
  status: string;
  workspaceId?: string;
}

export async function startOnboarding(
  db: Firestore,
  auth: Auth,
  caller: Caller,
  input: StartOnboardingInput,
  now: Date,
): Promise<OnboardingResult> {
  requireAdminFor(caller, 'connect');
  const uid = await findAccountUid(auth, input.email);
  return runOnce(
    db,
    {
      operation: 'startOnboarding',
      owner: caller.uid,
      requestId: input.requestId,
      payload: input,
      now,
    },
    async (tx) => {
      // An existing account gets its client role now and joins the new workspace as its owner;
      // otherwise the invitation carries both until the account is created.
      const grantRole = uid
        ? await prepareGrant(
            db,
            tx,
            { uid, email: input.email },
            { product: 'connect', role: 'user' },
            caller.uid,
            now,
          )
        : null;
      const workspaceRef = db.collection('workspaces').doc();
      const onboardingRef = db.collection('onboarding').doc();
      grantRole?.();
      tx.create(workspaceRef, {
        name: input.workspaceName,
        product: 'connect',
        ownerUid: uid,
        members: uid ? { [uid]: 'owner' } : {},
        memberUids: uid ? [uid] : [],
        timeZone: 'UTC',
        branding: {},
        onboardingId: onboardingRef.id,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      if (!uid) {
        tx.set(db.collection('invites').doc(`${emailKey(input.email)}_connect`), {
          email: input.email,
          emailKey: emailKey(input.email),
          product: 'connect',
          role: 'user',
          workspaceId: workspaceRef.id,
          memberRole: 'owner',
          invitedBy: caller.uid,
          status: 'pending',
          createdAt: FieldValue.serverTimestamp(),
          expiresAt: Timestamp.fromMillis(now.getTime() + INVITE_TTL_MS),
        });
      }
      tx.create(onboardingRef, {
        invitedEmail: input.email,
        workspaceId: workspaceRef.id,
        steps: Object.fromEntries(
          ONBOARDING_STEPS.map((step) => [step, { done: false, data: {} }]),
        ),
        status: 'invited',
        invitedBy: caller.uid,
        reviewer: null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      recordAudit(db, tx, {
        action: 'onboarding.start',
        actorUid: caller.uid,
        product: 'connect',
        target: onboardingRef.path,
        details: { workspaceId: workspaceRef.id },
      });
      return { onboardingId: onboardingRef.id, status: 'invited', workspaceId: workspaceRef.id };
    },
  );
}

const EDITABLE = ['invited', 'in_progress', 'rejected'];

export async function submitOnboarding(
  db: Firestore,
  caller: Caller,
  input: SubmitOnboardingInput,
): Promise<OnboardingResult> {
  return db.runTransaction(async (tx) => {
    const ref = db.collection('onboarding').doc(input.onboardingId);
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('The onboarding');
    const data = snap.data() ?? {};
    const workspace = await tx.get(db.collection('workspaces').doc(String(data.workspaceId)));
    const members = (workspace.data()?.members ?? {}) as Record<string, string>;
    const invitedEmail =
      typeof data.invitedEmail === 'string' ? data.invitedEmail.toLowerCase() : null;
    const isClient =
      members[caller.uid] === 'owner' ||
      (caller.email !== null && caller.email.toLowerCase() === invitedEmail);
    if (!isClient) throw denied('Only the invited client can fill in this onboarding.');
    const status = String(data.status);
    if (!EDITABLE.includes(status))
      throw precondition(`An onboarding that is ${status} cannot be changed.`);
    const steps = { ...((data.steps ?? {}) as Record<string, { done?: boolean; data?: unknown }>) };
    const update: Record<string, unknown> = {};
    for (const step of ONBOARDING_STEPS) {
      const answers = input.steps[step];
      if (answers === undefined) continue;
      steps[step] = { done: true, data: answers };
      update[`steps.${step}`] = { done: true, data: answers };
    }
    const complete = ONBOARDING_STEPS.every((step) => steps[step]?.done === true);
    if (input.submit && !complete) throw precondition('Complete every step before submitting.');
    const next = input.submit ? 'submitted' : 'in_progress';
    tx.update(ref, {
      ...update,
      status: next,
      ...(input.submit
        ? { submittedAt: FieldValue.serverTimestamp(), submittedBy: caller.uid }
        : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (input.submit) {
      queueNotification(db, tx, {
        event: 'onboarding_submitted',
        audience: { staffOf: 'connect' },
        params: { actor: actorName(caller), subject: String(workspace.data()?.name ?? '') },
        path: '/app/admin/client-onboarding',
        product: 'connect',
        actorUid: caller.uid,
      });
    }
    return { onboardingId: input.onboardingId, status: next };
  });
}

export async function reviewOnboarding(
  db: Firestore,
  auth: Auth,
  caller: Caller,
  input: ReviewOnboardingInput,
  now: Date,
): Promise<OnboardingResult> {
  requireAdminFor(caller, 'connect');
  if (input.decision === 'rejected' && !input.comment)
    throw invalid('Say why the onboarding is rejected: the client sees the reason.');
  const ref = db.collection('onboarding').doc(input.onboardingId);
  const invited = (await ref.get()).get('invitedEmail');
  // Looked up before the transaction: Auth is not transactional, and an account created
  // in between still gets its role from the pending invitation.
  const clientUid =
    input.decision === 'approved' && typeof invited === 'string'
      ? await findAccountUid(auth, invited)
      : null;
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('The onboarding');
    const data = snap.data() ?? {};
    const status = String(data.status);
    if (status === input.decision) return { onboardingId: input.onboardingId, status };
    if (status !== 'submitted')
      throw precondition(`An onboarding that is ${status} cannot be reviewed.`);
    const workspaceId = typeof data.workspaceId === 'string' ? data.workspaceId : null;
    let grant: (() => void) | null = null;
    if (input.decision === 'approved') {
      const workspace = workspaceId
        ? await tx.get(db.collection('workspaces').doc(workspaceId))
        : null;
      if (!workspace?.exists) throw precondition('The client workspace no longer exists.');
      // Approval makes sure the client holds the connect role and owns the workspace, even
      // when the account was created after the invitation or lost its role meanwhile.
      if (clientUid && typeof invited === 'string') {
        const members = (workspace.get('members') ?? {}) as Record<string, string>;
        grant = await prepareGrant(
          db,
          tx,
          { uid: clientUid, email: invited },
          {
            product: 'connect',
            role: 'user',
            workspaceId,
            memberRole: members[clientUid] ? null : 'owner',
          },
          caller.uid,
          now,
        );
      }
    }
    grant?.();
    if (input.decision === 'approved' && workspaceId) {
      tx.update(db.collection('workspaces').doc(workspaceId), {
        onboardingStatus: 'approved',
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    tx.update(ref, {
      status: input.decision,
      reviewer: {
        uid: caller.uid,
        comment: input.comment ?? null,
        decidedAt: FieldValue.serverTimestamp(),
      },
      ...(clientUid ? { clientUid } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordAudit(db, tx, {
      action: 'onboarding.review',
      actorUid: caller.uid,
      product: 'connect',
      target: ref.path,
      details: { decision: input.decision, clientUid },
    });
    const submitter = typeof data.submittedBy === 'string' ? data.submittedBy : clientUid;
    const name = typeof invited === 'string' ? invited : '';
    queueNotification(db, tx, {
      event: input.decision === 'approved' ? 'onboarding_approved' : 'onboarding_rejected',
      audience: submitter
        ? { uids: [submitter] }
        : { emails: typeof invited === 'string' ? [invited] : [] },
      params: { subject: name, comment: input.comment || undefined },
      path: '/app',
      product: 'connect',
      actorUid: caller.uid,
    });
    return {
      onboardingId: input.onboardingId,
      status: input.decision,
      ...(workspaceId ? { workspaceId } : {}),
    };
  });
}
