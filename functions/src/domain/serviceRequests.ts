// Service requests: a client asks the agency for work (in the app or with an API key); staff
// move it through its statuses; both sides talk in its messages thread.

import type { CallableReply } from '@model/callables';
import {
  type ApiCreateServiceRequestInput,
  canMoveServiceRequest,
  serviceRequestDocSchema,
  type UpdateServiceRequestInput,
} from '@model/schemas/service-requests';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { recordAudit } from './audit';
import { type Caller, isAdminFor } from './caller';
import { denied, notFound, precondition } from './errors';
import { runOnce } from './idempotency';
import { actorName, queueNotification } from './notifications/outbox';
import { storedField } from './stored';
import { actAs, memberRoleOf, readWorkspace, type Workspace } from './workspaces/workspaces';

/** The workspace roles that may ask for work and write in a request's thread. */
const REQUESTER_ROLES = ['owner', 'editor', 'approver'];

/** Who asks: a workspace member (by uid) or an API key of the workspace. */
export type Requester = { kind: 'user'; caller: Caller } | { kind: 'apiKey'; keyId: string };

export type CreateServiceRequestResult = CallableReply<'createServiceRequest'> &
  Record<string, unknown>;

/** A new request's document, however it was asked for (app, API, a plan's limit). */
export function newServiceRequest(
  workspace: Workspace,
  fields: {
    requesterUid: string | null;
    apiKeyId: string | null;
    serviceId: string | null;
    title: string;
    details: string;
  },
): Record<string, unknown> {
  return {
    workspaceId: workspace.id,
    product: workspace.product,
    ...fields,
    status: 'new',
    assigneeUid: null,
    dueAt: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

export async function createServiceRequest(
  db: Firestore,
  requester: Requester,
  input: ApiCreateServiceRequestInput & { requestId: string; workspaceId: string },
  now: Date,
): Promise<CreateServiceRequestResult> {
  const owner = requester.kind === 'user' ? requester.caller.uid : `key_${requester.keyId}`;
  return runOnce(
    db,
    { operation: 'createServiceRequest', owner, requestId: input.requestId, payload: input, now },
    async (tx) => {
      const workspace = await readWorkspace(db, tx, input.workspaceId);
      if (requester.kind === 'user') actAs(workspace, requester.caller, REQUESTER_ROLES);
      if (input.serviceId) {
        const service = await tx.get(db.collection('services').doc(input.serviceId));
        // The catalogue offers active services only; an inactive one is as good as gone.
        if (!service.exists || service.get('active') !== true) throw notFound('The service');
      }
      const ref = db.collection('serviceRequests').doc();
      tx.create(
        ref,
        newServiceRequest(workspace, {
          requesterUid: requester.kind === 'user' ? requester.caller.uid : null,
          apiKeyId: requester.kind === 'apiKey' ? requester.keyId : null,
          serviceId: input.serviceId ?? null,
          title: input.title,
          details: input.details,
        }),
      );
      queueNotification(db, tx, {
        event: 'service_request_created',
        audience: { staffOf: workspace.product },
        params: {
          actor: requester.kind === 'user' ? actorName(requester.caller) : undefined,
          subject: input.title,
        },
        path: '/app/admin/service-requests',
        workspaceId: workspace.id,
        product: workspace.product,
        actorUid: requester.kind === 'user' ? requester.caller.uid : null,
      });
      return { serviceRequestId: ref.id, status: 'new' };
    },
  );
}

export type UpdateServiceRequestResult = CallableReply<'updateServiceRequest'> &
  Record<string, unknown>;

export async function updateServiceRequest(
  db: Firestore,
  caller: Caller,
  input: UpdateServiceRequestInput,
  now: Date,
): Promise<UpdateServiceRequestResult> {
  return runOnce(
    db,
    {
      operation: 'updateServiceRequest',
      owner: caller.uid,
      requestId: input.requestId,
      payload: input,
      now,
    },
    async (tx) => {
      const ref = db.collection('serviceRequests').doc(input.serviceRequestId);
      const snap = await tx.get(ref);
      if (!snap.exists) throw notFound('The service request');
      const data = snap.data() ?? {};
      const workspace = await readWorkspace(
        db,
        tx,
        storedField(serviceRequestDocSchema, data, 'workspaceId', ''),
      );
      const staff = isAdminFor(caller, workspace.product);
      // As in firestore.rules: the members who may ask for work (not viewers) talk in its thread.
      const requester = REQUESTER_ROLES.includes(memberRoleOf(workspace, caller.uid) ?? '');
      const changesFields =
        input.status !== undefined || input.assigneeUid !== undefined || input.dueAt !== undefined;
      if (!staff && !requester)
        throw denied('You do not have permission to do this in this workspace.');
      if (changesFields && !staff)
        throw denied('Only staff can change the status, assignee or due date.');
      const from = storedField(serviceRequestDocSchema, data, 'status', 'new');
      const status = input.status ?? from;
      if (!canMoveServiceRequest(from, status))
        throw precondition(`A request that is ${from} cannot become ${status}.`);
      if (input.assigneeUid) {
        const assignee = await tx.get(db.collection('users').doc(input.assigneeUid));
        if (!assignee.exists) throw notFound('The assignee');
      }
      const update: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
      // What the client has not read yet: the agency's latest reply or move of the request.
      if (staff && (input.message || status !== from))
        update.staffActivityAt = FieldValue.serverTimestamp();
      // What the agency has not answered yet: the client's latest reply (the desk marks it).
      if (!staff && input.message) update.clientActivityAt = FieldValue.serverTimestamp();
      if (input.status !== undefined) update.status = input.status;
      if (input.assigneeUid !== undefined) update.assigneeUid = input.assigneeUid;
      if (input.dueAt !== undefined)
        update.dueAt = input.dueAt === null ? null : Timestamp.fromMillis(Date.parse(input.dueAt));
      tx.update(ref, update);
      // A move of the request is part of its story: the client's thread shows it in order.
      if (status !== from) {
        tx.create(ref.collection('messages').doc(), {
          authorUid: caller.uid,
          text: '',
          staff,
          kind: 'status',
          from,
          to: status,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      if (input.message) {
        tx.create(ref.collection('messages').doc(), {
          authorUid: caller.uid,
          text: input.message,
          staff,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      if (staff && changesFields) {
        recordAudit(db, tx, {
          action: 'serviceRequest.update',
          actorUid: caller.uid,
          product: workspace.product,
          target: ref.path,
          details: { from, to: status, assigneeUid: input.assigneeUid ?? null },
        });
      }
      // A staff reply or a move of the request is news to the client who asked.
      const requesterUid = storedField(serviceRequestDocSchema, data, 'requesterUid', null);
      const subject = storedField(serviceRequestDocSchema, data, 'title', '');
      if (staff && requesterUid && (input.message || status !== from)) {
        queueNotification(db, tx, {
          event: 'service_request_answered',
          audience: { uids: [requesterUid] },
          params: { subject, comment: input.message || undefined },
          // The dashboard opens the request's conversation from this link.
          path: `/app?request=${encodeURIComponent(input.serviceRequestId)}`,
          workspaceId: workspace.id,
          product: workspace.product,
          actorUid: caller.uid,
        });
      }
      // A client's answer is news to the agency's staff of that product.
      if (!staff && input.message) {
        queueNotification(db, tx, {
          event: 'service_request_replied',
          audience: { staffOf: workspace.product },
          params: {
            actor: actorName(caller),
            subject,
            comment: input.message,
          },
          path: '/app/admin/service-requests',
          workspaceId: workspace.id,
          product: workspace.product,
          actorUid: caller.uid,
        });
      }
      return { serviceRequestId: input.serviceRequestId, status };
    },
  );
}
