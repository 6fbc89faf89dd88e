// The inbox through the REST API (the `inbox` scope): a page of conversations with filters and a
// cursor, and a reply in one of them, sent once per Idempotency-Key (domain/platform/apiInbox).

import { CONVERSATION_STATUSES, type ConversationStatus } from '@model/schemas/inbox';
import { apiInboxReplySchema } from '@model/schemas/platform/platform';
import { listApiConversations, replyAsKey } from '../domain/platform/apiInbox';
import { providerFor } from '../providers/registry';
import { validate } from './body';
import { ValidationError } from './errors';
import { pageAnswer, pageParameters, pageQuery } from './paging';
import { created, idempotencyHeader, jsonBody } from './routeDocs';
import { keyOf, restActor } from './routeKey';
import type { Route } from './types';

const isStatus = (value: string): value is ConversationStatus =>
  (CONVERSATION_STATUSES as readonly string[]).includes(value);

export const INBOX_ROUTES: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/inbox/conversations',
    scope: 'inbox',
    openApi: {
      operationId: 'listConversations',
      summary: "The API key's workspace's inbox conversations, newest activity first",
      description:
        "Comments, mentions, messages and reviews the workspace's channels received, one conversation per thread. Pass the answer's nextCursor as cursor for the next page; null means the last page.",
      parameters: pageParameters({ type: 'string', enum: [...CONVERSATION_STATUSES] }),
      responses: pageAnswer('ConversationPage'),
    },
    handle: async (context) => {
      const { query } = context;
      const status = query.get('status');
      if (status !== null && !isStatus(status))
        throw new ValidationError(`status must be one of ${CONVERSATION_STATUSES.join(', ')}.`);
      const page = await listApiConversations(context.db, keyOf(context).workspaceId, {
        status,
        ...pageQuery(query),
      });
      return { status: 200, body: page };
    },
  },
  {
    method: 'POST',
    pattern: '/inbox/conversations/{conversationId}/replies',
    scope: 'inbox',
    openApi: {
      operationId: 'replyToConversation',
      summary: "Reply in a conversation from its channel, in the network's thread",
      description:
        'Answers the newest message from the network unless itemId names another. Sent once: a retry with the same Idempotency-Key sends nothing again, also when the first answer was lost.',
      parameters: [
        {
          name: 'conversationId',
          in: 'path',
          required: true,
          schema: { type: 'string', pattern: '^[^/]{1,400}$' },
        },
        idempotencyHeader,
      ],
      requestBody: jsonBody('InboxReply'),
      responses: created('InboxReplyReceipt'),
    },
    handle: async (context) => {
      const input = validate(apiInboxReplySchema, context.body);
      const actor = restActor(context);
      const result = await replyAsKey(
        context.db,
        actor,
        context.params.conversationId ?? '',
        input,
        `key_${actor.keyId}_${context.idempotencyKey}`,
        context.now,
        { providerFor },
      );
      return { status: 201, body: { data: result } };
    },
  },
];
