// Firestore triggers that turn stored changes into webhook events (domain/webhooks): every way a
// post changes status (the app, the API, an agent, the publisher), and every item the inbox
// stores, is seen here once, so no writer has to remember webhooks. The event's id derives from
// the trigger's, so a retried trigger delivers nothing twice.

import type { Firestore } from 'firebase-admin/firestore';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { toJson } from '../domain/catalogue';
import { postAsApi } from '../domain/platform/apiPostEdits';
import { type EmittedEvent, emitWebhookEvent, webhookEventId } from '../domain/webhooks/deliveries';
import { postEventsOf } from '../domain/webhooks/sourceEvents';
import { db } from '../firebase';
import { adminWebhookQueue } from '../tasks/webhookQueue';

function emit(
  store: Firestore,
  workspaceId: string,
  cloudEventId: string,
  type: EmittedEvent,
  data: Record<string, unknown>,
) {
  return emitWebhookEvent(
    store,
    adminWebhookQueue(),
    { workspaceId, type, id: webhookEventId(cloudEventId, type), data },
    new Date(),
  );
}

export const onPostWebhookEvents = onDocumentWritten(
  { document: 'workspaces/{workspaceId}/posts/{postId}', region: REGION, retry: false },
  async (event) => {
    const before = event.data?.before?.data();
    const after = event.data?.after?.data();
    if (!after) return;
    for (const type of postEventsOf(before?.status, after.status)) {
      await emit(db(), event.params.workspaceId, event.id, type, {
        post: postAsApi(event.params.postId, after),
        previousStatus: before?.status ?? null,
      });
    }
  },
);

export const onCommentWebhookEvent = onDocumentCreated(
  {
    document: 'workspaces/{workspaceId}/posts/{postId}/comments/{commentId}',
    region: REGION,
    retry: false,
  },
  async (event) => {
    const comment = event.data?.data();
    if (!comment || comment.internal === true) return;
    await emit(db(), event.params.workspaceId, event.id, 'comment.added', {
      postId: event.params.postId,
      comment: {
        id: event.params.commentId,
        text: typeof comment.text === 'string' ? comment.text : '',
      },
    });
  },
);

export const onServiceRequestWebhookEvent = onDocumentCreated(
  { document: 'serviceRequests/{requestId}', region: REGION, retry: false },
  async (event) => {
    const request = event.data?.data();
    if (!request || typeof request.workspaceId !== 'string') return;
    await emit(db(), request.workspaceId, event.id, 'service_request.created', {
      serviceRequest: {
        id: event.params.requestId,
        title: request.title ?? '',
        status: request.status ?? 'new',
      },
    });
  },
);

export const onServiceRequestAnswerWebhookEvent = onDocumentCreated(
  { document: 'serviceRequests/{requestId}/messages/{messageId}', region: REGION, retry: false },
  async (event) => {
    const message = event.data?.data();
    if (message?.staff !== true) return;
    const request = await db().collection('serviceRequests').doc(event.params.requestId).get();
    const workspaceId = request.get('workspaceId');
    if (typeof workspaceId !== 'string') return;
    await emit(db(), workspaceId, event.id, 'service_request.answered', {
      serviceRequestId: event.params.requestId,
      message: { id: event.params.messageId, text: message.text ?? '' },
    });
  },
);

/**
 * An item the inbox stored for the first time (ingest creates each network item once, keyed by
 * its network id, so a duplicate or a retried delivery creates nothing and raises nothing); our
 * own replies are items too, and raise nothing.
 */
export const onInboxItemWebhookEvent = onDocumentCreated(
  { document: 'workspaces/{workspaceId}/inboxItems/{itemId}', region: REGION, retry: false },
  async (event) => {
    const item = event.data?.data();
    if (item?.direction !== 'in') return;
    await emit(db(), event.params.workspaceId, event.id, 'inbox.item_created', {
      item: {
        id: event.params.itemId,
        conversationId: item.conversationId ?? null,
        network: item.network ?? null,
        channelId: item.channelId ?? null,
        kind: item.kind ?? null,
        authorName: item.authorName ?? '',
        authorHandle: item.authorHandle ?? '',
        text: item.text ?? '',
        url: item.url ?? null,
        at: toJson(item.at) ?? null,
      },
    });
  },
);
