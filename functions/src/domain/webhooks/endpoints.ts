// A workspace's webhook endpoints, managed by whoever may manage its platform access (the
// capability table's PLATFORM_ROLES, or its product's staff): create one (its secret answered
// once), list them with their latest deliveries, change events or resume, rotate the secret
// (the previous one keeps signing beside it for ROTATION_OVERLAP_MS), delete. The address must
// pass the guarded fetch's checks now, and is checked again on every delivery.

import { createHash } from 'node:crypto';
import type { CallableReply } from '@model/callables';
import { PLATFORM_ROLES } from '@model/capabilities';
import {
  type CreateWebhookInput,
  type UpdateWebhookInput,
  WEBHOOK_EVENTS,
  WEBHOOKS_MAX,
  type WebhookDeliverySummary,
  type WebhookEvent,
  type WebhookRefInput,
  type WebhookSummary,
} from '@model/schemas/platform/webhooks';
import { FieldValue, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { BlockedRequestError, checkUrl } from '../../net/guardedFetch';
import { recordAudit } from '../audit';
import type { Caller } from '../caller';
import { invalid, notFound, precondition } from '../errors';
import { runOnce } from '../idempotency';
import { actAs, readWorkspace, type Workspace } from '../workspaces/workspaces';
import { newWebhookSecret } from './signing';

/** How long the previous secret keeps signing after a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;
/** Deliveries the list shows per endpoint. */
export const DELIVERIES_SHOWN = 20;

export function secretRef(db: Firestore, workspaceId: string, webhookId: string) {
  return db.collection('webhookSecrets').doc(`${workspaceId}_${webhookId}`);
}

async function managed(db: Firestore, tx: Transaction, caller: Caller, workspaceId: string) {
  const workspace = await readWorkspace(db, tx, workspaceId);
  const as = actAs(workspace, caller, PLATFORM_ROLES);
  return { workspace, as };
}

function auditIfStaff(
  db: Firestore,
  tx: Transaction,
  as: 'member' | 'admin',
  caller: Caller,
  workspace: Workspace,
  action: string,
  target: string,
) {
  if (as !== 'admin') return;
  recordAudit(db, tx, { action, actorUid: caller.uid, product: workspace.product, target });
}

/** An endpoint action in the audit log when staff took it. */
function auditEndpoint(
  db: Firestore,
  tx: Transaction,
  caller: Caller,
  endpoint: { as: 'member' | 'admin'; workspace: Workspace; ref: { path: string } },
  action: string,
) {
  auditIfStaff(db, tx, endpoint.as, caller, endpoint.workspace, action, endpoint.ref.path);
}

function checkAddress(url: string): void {
  try {
    checkUrl(new URL(url));
  } catch (error) {
    if (error instanceof BlockedRequestError)
      throw invalid(`This address cannot receive webhooks: ${error.message}`);
    throw invalid('Enter the full address, starting with https://.');
  }
}

const prefixOf = (secret: string) => `${secret.slice(0, 10)}…`;

export type CreateWebhookResult = CallableReply<'createWebhook'> & Record<string, unknown>;

export async function createWebhook(
  db: Firestore,
  caller: Caller,
  input: CreateWebhookInput,
  now: Date,
): Promise<CreateWebhookResult> {
  checkAddress(input.url);
  return runOnce(
    db,
    {
      operation: 'createWebhook',
      owner: caller.uid,
      requestId: input.requestId,
      payload: input,
      now,
      redact: ({ secret: _secret, ...rest }) => rest,
    },
    async (tx) => {
      const { workspace, as } = await managed(db, tx, caller, input.workspaceId);
      const existing = await tx.get(workspace.ref.collection('webhooks').limit(WEBHOOKS_MAX));
      if (existing.size >= WEBHOOKS_MAX) {
        throw precondition(`A workspace has at most ${WEBHOOKS_MAX} webhooks.`);
      }
      const ref = workspace.ref.collection('webhooks').doc();
      const secret = newWebhookSecret();
      tx.create(ref, {
        url: input.url,
        events: [...new Set(input.events)],
        status: 'active',
        consecutiveFailures: 0,
        pausedAt: null,
        secretPrefix: prefixOf(secret),
        previousSecretUntil: null,
        createdBy: caller.uid,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      tx.create(secretRef(db, workspace.id, ref.id), {
        secret,
        previousSecret: null,
        previousSecretUntil: null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      auditIfStaff(db, tx, as, caller, workspace, 'webhook.create', ref.path);
      return { webhookId: ref.id, secret };
    },
  );
}

async function readEndpoint(
  db: Firestore,
  tx: Transaction,
  caller: Caller,
  input: WebhookRefInput,
) {
  const { workspace, as } = await managed(db, tx, caller, input.workspaceId);
  const ref = workspace.ref.collection('webhooks').doc(input.webhookId);
  const snap = await tx.get(ref);
  if (!snap.exists) throw notFound('The webhook');
  return { workspace, as, ref, data: snap.data() ?? {} };
}

export async function updateWebhook(
  db: Firestore,
  caller: Caller,
  input: UpdateWebhookInput,
): Promise<{ webhookId: string }> {
  return db.runTransaction(async (tx) => {
    const endpoint = await readEndpoint(db, tx, caller, input);
    tx.update(endpoint.ref, {
      ...(input.events ? { events: [...new Set(input.events)] } : {}),
      ...(input.resume ? { status: 'active', consecutiveFailures: 0, pausedAt: null } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    auditEndpoint(db, tx, caller, endpoint, 'webhook.update');
    return { webhookId: input.webhookId };
  });
}

export async function rotateWebhookSecret(
  db: Firestore,
  caller: Caller,
  input: WebhookRefInput,
  now: Date,
): Promise<{ webhookId: string; secret: string; previousSecretUntil: string }> {
  return db.runTransaction(async (tx) => {
    const endpoint = await readEndpoint(db, tx, caller, input);
    const secrets = secretRef(db, input.workspaceId, input.webhookId);
    const current = (await tx.get(secrets)).get('secret');
    const secret = newWebhookSecret();
    const until = Timestamp.fromMillis(now.getTime() + ROTATION_OVERLAP_MS);
    tx.set(
      secrets,
      {
        secret,
        previousSecret: typeof current === 'string' ? current : null,
        previousSecretUntil: until,
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    tx.update(endpoint.ref, {
      secretPrefix: prefixOf(secret),
      previousSecretUntil: until,
      updatedAt: FieldValue.serverTimestamp(),
    });
    auditEndpoint(db, tx, caller, endpoint, 'webhook.rotate');
    return {
      webhookId: input.webhookId,
      secret,
      previousSecretUntil: until.toDate().toISOString(),
    };
  });
}

export async function deleteWebhook(
  db: Firestore,
  caller: Caller,
  input: WebhookRefInput,
): Promise<{ webhookId: string; deleted: true }> {
  const ref = await db.runTransaction(async (tx) => {
    const endpoint = await readEndpoint(db, tx, caller, input);
    tx.delete(endpoint.ref);
    tx.delete(secretRef(db, input.workspaceId, input.webhookId));
    auditEndpoint(db, tx, caller, endpoint, 'webhook.delete');
    return endpoint.ref;
  });
  await db.recursiveDelete(ref.collection('deliveries'));
  return { webhookId: input.webhookId, deleted: true };
}

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

export async function listWebhooks(
  db: Firestore,
  caller: Caller,
  workspaceId: string,
): Promise<{ webhooks: WebhookSummary[] }> {
  const workspace = await db.runTransaction(
    async (tx) => (await managed(db, tx, caller, workspaceId)).workspace,
  );
  const snap = await workspace.ref.collection('webhooks').get();
  const webhooks = await Promise.all(
    snap.docs.map(async (doc): Promise<WebhookSummary> => {
      const data = doc.data();
      const deliveries = await doc.ref
        .collection('deliveries')
        .orderBy('createdAt', 'desc')
        .limit(DELIVERIES_SHOWN)
        .get();
      return {
        webhookId: doc.id,
        url: String(data.url ?? ''),
        events: (Array.isArray(data.events) ? data.events : []).filter(
          (event): event is WebhookEvent => (WEBHOOK_EVENTS as readonly unknown[]).includes(event),
        ),
        status: data.status === 'paused' ? 'paused' : 'active',
        consecutiveFailures: Number(data.consecutiveFailures ?? 0),
        secretPrefix: String(data.secretPrefix ?? ''),
        previousSecretUntil: millis(data.previousSecretUntil),
        pausedAt: millis(data.pausedAt),
        deliveries: deliveries.docs.map((delivery): WebhookDeliverySummary => {
          const d = delivery.data();
          return {
            deliveryId: delivery.id,
            event: String(d.event ?? ''),
            status: d.status,
            attempts: Number(d.attempts ?? 0),
            lastStatusCode: typeof d.lastStatusCode === 'number' ? d.lastStatusCode : null,
            lastLatencyMs: typeof d.lastLatencyMs === 'number' ? d.lastLatencyMs : null,
            lastError: typeof d.lastError === 'string' ? d.lastError : null,
            createdAt: millis(d.createdAt),
          };
        }),
      };
    }),
  );
  return { webhooks };
}

/** A delivery id that is the same for the same event and endpoint, so a replayed trigger adds none. */
export function deliveryIdOf(eventId: string, webhookId: string): string {
  return createHash('sha256').update(`${eventId}\n${webhookId}`).digest('hex').slice(0, 32);
}

/** The endpoint's reference, once the caller may manage the workspace's webhooks. */
export async function readManagedWebhook(db: Firestore, caller: Caller, input: WebhookRefInput) {
  return db.runTransaction(async (tx) => (await readEndpoint(db, tx, caller, input)).ref);
}
