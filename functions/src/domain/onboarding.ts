// Client onboarding: staff open a client workspace and invite the client by an invitation link
// (invites.ts); the client accepts it, fills the checklist (profile, brand, channels, plan,
// terms) and submits it; staff approve it or send it back.

import type { CallableReply } from '@model/callables';
import {
  isOnboardingEditable,
  ONBOARDING_STEPS,
  type ReviewOnboardingInput,
  type StartOnboardingInput,
  type SubmitOnboardingInput,
} from '@model/schemas/onboarding';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { recordAudit } from './audit';
import { type Caller, requireAdminFor } from './caller';
import { denied, invalid, notFound, precondition } from './errors';
import { runOnce } from './idempotency';
import { announceLink, writeInvitation } from './invitations/invites';
import { countMailToOthers } from './mailCaps';
import { actorName, queueNotification } from './notifications/outbox';

export type OnboardingResult = CallableReply<'reviewOnboarding'> & Record<string, unknown>;

export async function startOnboarding(
  db: Firestore,
  caller: Caller,
  input: StartOnboardingInput,
  now: Date,
): Promise<OnboardingResult> {
  requireAdminFor(caller, 'connect');
  let issued: { id: string; token: string } | null = null;
  const result = await runOnce(
    db,
    {
      operation: 'startOnboarding',
      owner: caller.uid,
      requestId: input.requestId,
      payload: input,
      now,
    },
    async (tx) => {
      // The workspace starts without members: the client becomes its owner by accepting the
      // invitation link, never because an account with the address exists.
      const workspaceRef = db.collection('workspaces').doc();
      const onboardingRef = db.collection('onboarding').doc();
      const invitationRef = db.collection('invitations').doc();
      await countMailToOthers(db, tx, caller, null, 1, now);
      tx.create(workspaceRef, {
        name: input.workspaceName,
        product: 'connect',
        ownerUid: null,
        members: {},
        memberUids: [],
        timeZone: 'UTC',
        branding: {},
        onboardingId: onboardingRef.id,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      const link = writeInvitation(
        db,
        tx,
        invitationRef,
        {
          kind: 'client',
          email: input.email,
          product: 'connect',
          role: 'user',
          workspaceId: workspaceRef.id,
          workspaceName: input.workspaceName,
          memberRole: 'owner',
          onboardingId: onboardingRef.id,
        },
        caller,
        now,
      );
      tx.create(onboardingRef, {
        // Stored lower case: the rules compare it with the verified token email, lowered.
        invitedEmail: input.email.trim().toLowerCase(),
        workspaceId: workspaceRef.id,
        invitationId: invitationRef.id,
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
        details: { workspaceId: workspaceRef.id, invitationId: invitationRef.id },
      });
      issued = { id: invitationRef.id, token: link.token };
      return {
        onboardingId: onboardingRef.id,
        status: 'invited',
        workspaceId: workspaceRef.id,
        invitationId: invitationRef.id,
        expiresAt: link.expiresAt.toDate().toISOString(),
      };
    },
  );
  const fresh = issued as { id: string; token: string } | null;
  if (fresh) announceLink(fresh.id, 'connect', fresh.token);
  return result;
}

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
    if (!isOnboardingEditable(status))
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
        workspaceId: workspace.id,
        actorUid: caller.uid,
      });
    }
    return { onboardingId: input.onboardingId, status: next };
  });
}

export async function reviewOnboarding(
  db: Firestore,
  caller: Caller,
  input: ReviewOnboardingInput,
): Promise<OnboardingResult> {
  requireAdminFor(caller, 'connect');
  if (input.decision === 'rejected' && !input.comment)
    throw invalid('Say why the onboarding is rejected: the client sees the reason.');
  const ref = db.collection('onboarding').doc(input.onboardingId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('The onboarding');
    const data = snap.data() ?? {};
    const status = String(data.status);
    if (status === input.decision) return { onboardingId: input.onboardingId, status };
    if (status !== 'submitted')
      throw precondition(`An onboarding that is ${status} cannot be reviewed.`);
    const workspaceId = typeof data.workspaceId === 'string' ? data.workspaceId : null;
    if (input.decision === 'approved') {
      const workspace = workspaceId
        ? await tx.get(db.collection('workspaces').doc(workspaceId))
        : null;
      if (!workspace?.exists) throw precondition('The client workspace no longer exists.');
      // Approval grants nothing: the client's role and ownership came from accepting the
      // invitation link (an account merely holding the address must never gain them).
      tx.update(workspace.ref, {
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
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordAudit(db, tx, {
      action: 'onboarding.review',
      actorUid: caller.uid,
      product: 'connect',
      target: ref.path,
      details: { decision: input.decision, clientUid: data.clientUid ?? null },
    });
    const invited = data.invitedEmail;
    const clientUid = typeof data.clientUid === 'string' ? data.clientUid : null;
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
      workspaceId,
      actorUid: caller.uid,
    });
    return {
      onboardingId: input.onboardingId,
      status: input.decision,
      ...(workspaceId ? { workspaceId } : {}),
    };
  });
}
