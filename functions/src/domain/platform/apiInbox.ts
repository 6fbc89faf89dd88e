// The inbox through a key (the REST routes and the MCP tools): a page of the workspace's
// conversations, newest activity first, with filters and a cursor; and a reply, which is the
// inbox's own reply (domain/inbox/reply.ts) made as the account the key speaks for, so the
// conversation's roles apply to it and it is sent once per request id.

import type { ConversationStatus } from '@model/schemas/inbox';
import type { ApiInboxReplyInput, apiConversationSchema } from '@model/schemas/platform/platform';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import type * as v from 'valibot';
import type { Caller } from '../caller';
import { toJson } from '../catalogue';
import { denied } from '../errors';
import { type ReplyDeps, type ReplyResult, replyToConversation } from '../inbox/reply';
import type { ApiActor } from './apiActor';
import { readCursor, readPage, writeCursor } from './cursor';

export interface ConversationPageOptions {
  status: ConversationStatus | null;
  channelId: string | null;
  limit: number;
  /** The opaque cursor of the previous page's answer, or null for the first page. */
  cursor: string | null;
}

type ApiConversation = v.InferOutput<typeof apiConversationSchema>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);

function conversationAsApi(id: string, data: Record<string, unknown>): ApiConversation {
  const lastAt = toJson(data.lastAt);
  return {
    id,
    network: data.network as ApiConversation['network'],
    channelId: str(data.channelId),
    kind: data.kind as ApiConversation['kind'],
    status: data.status as ApiConversation['status'],
    postId: typeof data.postId === 'string' ? data.postId : null,
    subject: str(data.subject),
    lastText: str(data.lastText),
    lastAuthor: str(data.lastAuthor),
    lastAt: typeof lastAt === 'string' ? lastAt : null,
    unread: num(data.unread),
    itemCount: num(data.itemCount),
    labels: Array.isArray(data.labels) ? data.labels.filter((l) => typeof l === 'string') : [],
  };
}

/** One page of the workspace's conversations, newest activity first, and the next cursor. */
export async function listApiConversations(
  db: Firestore,
  workspaceId: string,
  options: ConversationPageOptions,
): Promise<{ data: ApiConversation[]; nextCursor: string | null }> {
  let query = db
    .collection('workspaces')
    .doc(workspaceId)
    .collection('conversations')
    .orderBy('lastAtMs', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');
  if (options.status) query = query.where('status', '==', options.status);
  if (options.channelId) query = query.where('channelId', '==', options.channelId);
  if (options.cursor) {
    // The cursor names the page's last conversation by its newest item's time and its id.
    const valid = ([ms, id]: unknown[]) => Number.isFinite(ms) && typeof id === 'string';
    query = query.startAfter(...readCursor(options.cursor, valid));
  }
  return readPage(
    query,
    options.limit,
    (doc) => conversationAsApi(doc.id, doc.data()),
    (last) => writeCursor([num(last.get('lastAtMs')), last.id]),
  );
}

/**
 * Replies in a conversation of the key's workspace as the account the key speaks for (its
 * owner, or an admin of the product), through the inbox's reply: sent once per `requestId`.
 */
export async function replyAsKey(
  db: Firestore,
  actor: ApiActor,
  conversationId: string,
  input: ApiInboxReplyInput,
  requestId: string,
  now: Date,
  deps: ReplyDeps,
): Promise<ReplyResult> {
  const user = await db.collection('users').doc(actor.createdBy).get();
  if (!user.exists) throw denied('The account this API key speaks for no longer exists.');
  const caller: Caller = { uid: actor.createdBy, email: null, doc: user.data() ?? {} };
  return replyToConversation(
    db,
    caller,
    { workspaceId: actor.workspaceId, conversationId, requestId, ...input },
    now,
    deps,
  );
}
