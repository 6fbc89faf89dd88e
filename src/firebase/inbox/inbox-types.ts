// The inbox as the screens read it: conversations and their items decoded from the stored
// documents (model/schemas/inbox.ts), with times as milliseconds.

import {
  CONVERSATION_STATUSES,
  type ConversationStatus,
  INBOX_KINDS,
  INBOX_NETWORKS,
  type InboxKind,
  type InboxNetwork,
  REPLY_STATES,
  type ReplyState,
} from '@model/schemas/inbox';
import { millisOrNull } from '../localised';

export interface Conversation {
  id: string;
  workspaceId: string;
  network: InboxNetwork;
  channelId: string;
  kind: InboxKind;
  postId: string | null;
  /** The post the thread answers (its text), or the thread's first words. */
  subject: string;
  status: ConversationStatus;
  snoozedUntil: number | null;
  assigneeUid: string | null;
  labels: string[];
  unread: number;
  itemCount: number;
  firstAt: number | null;
  lastAt: number;
  lastText: string;
  lastAuthor: string;
  search: string[];
  firstReplyMs: number | null;
  resolutionMs: number | null;
  shared: boolean;
  clientQuestion: string | null;
  /** The client's answer to the question, from the portal. */
  clientAnswer: ClientAnswer | null;
}

export interface ClientAnswer {
  text: string;
  authorName: string;
  at: number | null;
}

export interface InboxItem {
  id: string;
  direction: 'in' | 'out';
  kind: InboxKind;
  authorName: string;
  authorHandle: string;
  text: string;
  url: string | null;
  at: number;
  rating: number | null;
  replyState: ReplyState | null;
  /** What the team did to it on the network. */
  liked: boolean;
  hidden: boolean;
  deleted: boolean;
}

export interface ConversationNote {
  id: string;
  authorName: string;
  text: string;
  at: number | null;
}

const str = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

export function toConversation(
  workspaceId: string,
  id: string,
  data: Record<string, unknown>,
): Conversation {
  return {
    id,
    workspaceId,
    network: oneOf(INBOX_NETWORKS, data.network, 'sandbox'),
    channelId: str(data.channelId),
    kind: oneOf(INBOX_KINDS, data.kind, 'comment'),
    postId: typeof data.postId === 'string' ? data.postId : null,
    subject: str(data.subject),
    status: oneOf(CONVERSATION_STATUSES, data.status, 'open'),
    snoozedUntil: millisOrNull(data.snoozedUntil),
    assigneeUid: typeof data.assigneeUid === 'string' ? data.assigneeUid : null,
    labels: Array.isArray(data.labels) ? data.labels.map(String) : [],
    unread: num(data.unread) ?? 0,
    itemCount: num(data.itemCount) ?? 0,
    firstAt: millisOrNull(data.firstAt),
    lastAt: num(data.lastAtMs) ?? millisOrNull(data.lastAt) ?? 0,
    lastText: str(data.lastText),
    lastAuthor: str(data.lastAuthor),
    search: Array.isArray(data.search) ? data.search.map(String) : [],
    firstReplyMs: num(data.firstReplyMs),
    resolutionMs: num(data.resolutionMs),
    shared: data.shared === true,
    clientQuestion: typeof data.clientQuestion === 'string' ? data.clientQuestion : null,
    clientAnswer: toClientAnswer(data.clientAnswer),
  };
}

function toClientAnswer(value: unknown): ClientAnswer | null {
  if (typeof value !== 'object' || value === null) return null;
  const answer = value as Record<string, unknown>;
  if (typeof answer.text !== 'string') return null;
  return { text: answer.text, authorName: str(answer.authorName), at: millisOrNull(answer.at) };
}

export function toInboxItem(id: string, data: Record<string, unknown>): InboxItem {
  return {
    id,
    direction: data.direction === 'out' ? 'out' : 'in',
    kind: oneOf(INBOX_KINDS, data.kind, 'comment'),
    authorName: str(data.authorName),
    authorHandle: str(data.authorHandle),
    text: str(data.text),
    url: typeof data.url === 'string' && data.url.startsWith('https://') ? data.url : null,
    at: millisOrNull(data.at) ?? 0,
    rating: num(data.rating),
    replyState:
      typeof data.replyState === 'string' ? oneOf(REPLY_STATES, data.replyState, 'sent') : null,
    liked: data.liked === true,
    hidden: data.hidden === true,
    deleted: data.deleted === true,
  };
}

export function toNote(id: string, data: Record<string, unknown>): ConversationNote {
  return {
    id,
    authorName: str(data.authorName),
    text: str(data.text),
    at: millisOrNull(data.createdAt),
  };
}
