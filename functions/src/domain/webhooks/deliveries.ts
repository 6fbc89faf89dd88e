// Webhook deliveries: an event becomes one delivery per endpoint that chose it (its id derived
// from the event's and the endpoint's, so a trigger run twice adds nothing), each sent by a task.
// An attempt signs the exact body with every secret in force, posts it through the guarded fetch
// and logs status and latency; a failure is retried by a new task after an exponential backoff,
// and an endpoint failing PAUSE_AFTER_FAILURES times in a row pauses itself and emails its owner
// through the notifications outbox. A task delivered twice finds its attempt done and stops.

import { WEBHOOK_TEST_EVENT, type WebhookEvent } from '@model/schemas/platform/webhooks';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { notFound } from '../errors';
import { queueNotification } from '../notifications/outbox';
import { deliveryIdOf, secretRef } from './endpoints';
import { signedHeaders } from './signing';

export const MAX_ATTEMPTS = 6;
export const PAUSE_AFTER_FAILURES = 5;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 3_600_000;
export const DELIVERY_TIMEOUT_MS = 10_000;

/** The wait before attempt `attempt + 1`: 30 s, 1 min, 2 min, ... at most an hour. */
export function backoffMs(attempt: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** (attempt - 1), BACKOFF_MAX_MS);
}

export interface WebhookQueue {
  enqueue(deliveryPath: string, attempt: number, at: Date): Promise<void>;
}

export interface SendDeps {
  now: () => Date;
  /** The guarded fetch (net/guardedFetch), or a stand-in in tests. */
  send: (
    url: string,
    init: { method: string; headers: Record<string, string>; body: string; timeoutMs: number },
  ) => Promise<Response>;
  queue: WebhookQueue;
}

/** A delivery's log before its first attempt. */
function unsent(now: Date): Record<string, unknown> {
  return {
    status: 'pending',
    attempts: 0,
    lastStatusCode: null,
    lastLatencyMs: null,
    lastError: null,
    lastAttemptAt: null,
    nextAttemptAt: Timestamp.fromDate(now),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

export type EmittedEvent = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

/**
 * Records one delivery per endpoint of the workspace that chose the event (or only `onlyWebhook`,
 * whatever it chose, for a test event) and enqueues its first attempt. Answers the deliveries' paths.
 */
export async function emitWebhookEvent(
  db: Firestore,
  queue: WebhookQueue,
  event: { workspaceId: string; type: EmittedEvent; id: string; data: Record<string, unknown> },
  now: Date,
  onlyWebhook?: string,
): Promise<string[]> {
  const endpoints = await db
    .collection('workspaces')
    .doc(event.workspaceId)
    .collection('webhooks')
    .get();
  const chosen = endpoints.docs.filter((doc) =>
    onlyWebhook !== undefined
      ? doc.id === onlyWebhook
      : doc.get('status') === 'active' &&
        (doc.get('events') as unknown[] | undefined)?.includes(event.type),
  );
  const payload = JSON.stringify({
    id: event.id,
    type: event.type,
    timestamp: now.toISOString(),
    workspaceId: event.workspaceId,
    data: event.data,
  });
  const paths: string[] = [];
  for (const endpoint of chosen) {
    const ref = endpoint.ref.collection('deliveries').doc(deliveryIdOf(event.id, endpoint.id));
    const created = await ref
      .create({ eventId: event.id, event: event.type, payload, ...unsent(now) })
      .then(
        () => true,
        (error: { code?: unknown }) => {
          // 6 is ALREADY_EXISTS: this event reached this endpoint before.
          if (error.code === 6) return false;
          throw error;
        },
      );
    if (!created) continue;
    await queue.enqueue(ref.path, 1, now);
    paths.push(ref.path);
  }
  return paths;
}

/** A manual redelivery: a new delivery of the same event (same Webhook-Id and body), sent now. */
export async function redeliver(
  db: Firestore,
  queue: WebhookQueue,
  deliveryPath: string,
  now: Date,
): Promise<string> {
  const original = await db.doc(deliveryPath).get();
  if (!original.exists) throw notFound('The delivery');
  const ref = original.ref.parent.doc();
  await ref.create({ ...original.data(), ...unsent(now), redeliveryOf: original.id });
  await queue.enqueue(ref.path, 1, now);
  return ref.path;
}

interface Outcome {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}

async function send(
  deps: SendDeps,
  url: string,
  secrets: string[],
  eventId: string,
  payload: string,
): Promise<Outcome> {
  const started = deps.now().getTime();
  const timestamp = Math.floor(started / 1000);
  try {
    const response = await deps.send(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'smm-connect-webhooks/1',
        ...signedHeaders(secrets, eventId, timestamp, payload),
      },
      body: payload,
      timeoutMs: DELIVERY_TIMEOUT_MS,
    });
    await response.arrayBuffer().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      statusCode: response.status,
      latencyMs: deps.now().getTime() - started,
      error: ok ? null : `The endpoint answered ${response.status}.`,
    };
  } catch (error) {
    return {
      ok: false,
      statusCode: null,
      latencyMs: deps.now().getTime() - started,
      error: (error instanceof Error ? error.message : String(error)).slice(0, 300),
    };
  }
}

/** One attempt of a delivery (the task's work). */
export async function attemptDelivery(
  db: Firestore,
  deliveryPath: string,
  attempt: number,
  deps: SendDeps,
): Promise<void> {
  const deliveryRef = db.doc(deliveryPath);
  const endpointRef = deliveryRef.parent.parent;
  const workspaceRef = endpointRef?.parent.parent;
  if (!endpointRef || !workspaceRef) return;
  const [delivery, endpoint, secrets] = await Promise.all([
    deliveryRef.get(),
    endpointRef.get(),
    secretRef(db, workspaceRef.id, endpointRef.id).get(),
  ]);
  const data = delivery.data();
  if (!data || !['pending', 'retrying'].includes(String(data.status))) return;
  if (Number(data.attempts ?? 0) >= attempt) return;
  const testEvent = data.event === WEBHOOK_TEST_EVENT;
  if (!endpoint.exists || !secrets.exists || (endpoint.get('status') === 'paused' && !testEvent)) {
    await deliveryRef.update({
      status: 'skipped',
      lastError: endpoint.exists ? 'The webhook is paused.' : 'The webhook was deleted.',
      nextAttemptAt: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return;
  }
  const now = deps.now();
  const inForce = [String(secrets.get('secret'))];
  const previous = secrets.get('previousSecret');
  const until = secrets.get('previousSecretUntil');
  if (
    typeof previous === 'string' &&
    until instanceof Timestamp &&
    until.toMillis() > now.getTime()
  ) {
    inForce.push(previous);
  }
  const outcome = await send(
    deps,
    String(endpoint.get('url')),
    inForce,
    String(data.eventId),
    String(data.payload),
  );
  const retryAt = new Date(deps.now().getTime() + backoffMs(attempt));
  const retry = await db.runTransaction(async (tx) => {
    const [fresh, current, workspace] = await Promise.all([
      tx.get(deliveryRef),
      tx.get(endpointRef),
      tx.get(workspaceRef),
    ]);
    if (Number(fresh.get('attempts') ?? 0) >= attempt) return false;
    const failures = outcome.ok ? 0 : Number(current.get('consecutiveFailures') ?? 0) + 1;
    const pausing =
      !outcome.ok && failures >= PAUSE_AFTER_FAILURES && current.get('status') === 'active';
    const paused = pausing || current.get('status') === 'paused';
    const again = !outcome.ok && !paused && attempt < MAX_ATTEMPTS;
    tx.update(deliveryRef, {
      attempts: attempt,
      status: outcome.ok ? 'succeeded' : again ? 'retrying' : 'failed',
      lastStatusCode: outcome.statusCode,
      lastLatencyMs: outcome.latencyMs,
      lastError: outcome.error,
      lastAttemptAt: Timestamp.fromDate(now),
      nextAttemptAt: again ? Timestamp.fromDate(retryAt) : null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (current.exists) {
      tx.update(endpointRef, {
        consecutiveFailures: failures,
        ...(pausing ? { status: 'paused', pausedAt: Timestamp.fromDate(now) } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    if (pausing) {
      const owners = [current.get('createdBy'), workspace.get('ownerUid')].filter(
        (uid): uid is string => typeof uid === 'string' && uid !== '',
      );
      queueNotification(db, tx, {
        event: 'webhook_paused',
        audience: { uids: owners },
        params: { subject: String(current.get('url')) },
        path: `/app/workspaces?workspace=${encodeURIComponent(workspaceRef.id)}`,
        workspaceId: workspaceRef.id,
        product: workspace.get('product') === 'connect' ? 'connect' : 'smm',
        actorUid: null,
      });
    }
    return again;
  });
  if (retry) await deps.queue.enqueue(deliveryPath, attempt + 1, retryAt);
}

/** The id a trigger's event gets for its webhook deliveries: stable across the trigger's retries. */
export function webhookEventId(cloudEventId: string, type: EmittedEvent): string {
  return `evt_${deliveryIdOf(cloudEventId, type)}`;
}
