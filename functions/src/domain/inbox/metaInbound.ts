// One request to the Meta webhook endpoint, whatever serves it: the handshake answered, a
// delivery refused unless its signature is good, and the events of a good one stored through
// ingest() in the workspaces of the channels that hold the accounts it names.

import type { InboxEvent } from '@model/schemas/inbox';
import type { Firestore } from 'firebase-admin/firestore';
import { ingest } from './ingest';
import { metaDeliveryEvents, metaHandshake, validMetaSignature } from './metaWebhook';

export interface MetaRequest {
  method: string;
  query: URLSearchParams;
  rawBody: Buffer;
  signature: string | undefined;
}

export interface MetaSecrets {
  appSecret: string;
  verifyToken: string;
}

export interface MetaAnswer {
  status: number;
  body: string;
}

interface ChannelHome {
  workspaceId: string;
  channelId: string;
}

/** The connected channels of the account ids, by `<network>:<account id>`. */
async function channelsOf(db: Firestore, accountIds: string[]): Promise<Map<string, ChannelHome>> {
  const homes = new Map<string, ChannelHome>();
  for (let i = 0; i < accountIds.length; i += 30) {
    const snap = await db
      .collectionGroup('channels')
      .where('accountId', 'in', accountIds.slice(i, i + 30))
      .get();
    for (const doc of snap.docs) {
      const workspaceId = doc.ref.parent.parent?.id;
      if (!workspaceId || doc.get('status') === 'disconnected') continue;
      homes.set(`${doc.get('provider')}:${doc.get('accountId')}`, {
        workspaceId,
        channelId: doc.id,
      });
    }
  }
  return homes;
}

function accountIdsOf(body: unknown): string[] {
  const entries = (body as { entry?: unknown } | null)?.entry;
  if (!Array.isArray(entries)) return [];
  return [
    ...new Set(entries.map((e) => String((e as { id?: unknown })?.id ?? '')).filter(Boolean)),
  ];
}

export async function handleMetaWebhook(
  db: Firestore,
  request: MetaRequest,
  secrets: MetaSecrets,
): Promise<MetaAnswer> {
  if (request.method === 'GET') {
    const challenge = metaHandshake(request.query, secrets.verifyToken);
    return challenge === null
      ? { status: 403, body: 'Verification token mismatch.' }
      : { status: 200, body: challenge };
  }
  if (request.method !== 'POST') return { status: 405, body: 'GET or POST only.' };
  if (!validMetaSignature(request.rawBody, request.signature, secrets.appSecret)) {
    return { status: 401, body: 'The X-Hub-Signature-256 does not sign this body.' };
  }
  let body: unknown;
  try {
    body = JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    return { status: 400, body: 'The body is not JSON.' };
  }
  const homes = await channelsOf(db, accountIdsOf(body));
  const workspaceOf = new Map([...homes.values()].map((h) => [h.channelId, h.workspaceId]));
  const { events } = metaDeliveryEvents(
    body,
    (network, accountId) => homes.get(`${network}:${accountId}`)?.channelId,
  );
  const byWorkspace = new Map<string, InboxEvent[]>();
  for (const event of events) {
    const workspaceId = workspaceOf.get(event.channelId);
    if (!workspaceId) continue;
    byWorkspace.set(workspaceId, [...(byWorkspace.get(workspaceId) ?? []), event]);
  }
  let stored = 0;
  for (const [workspaceId, list] of byWorkspace) {
    stored += (await ingest(db, workspaceId, list)).stored;
  }
  return { status: 200, body: JSON.stringify({ received: events.length, stored }) };
}
