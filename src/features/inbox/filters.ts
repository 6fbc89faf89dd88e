// Which conversations the inbox shows: filters (network, channel, kind, status, assignee, label)
// and a search over the words the server keeps for each conversation, applied to the live list
// in the browser, newest first. A snoozed conversation whose time has come counts as open.

import type { ConversationStatus, InboxKind, InboxNetwork } from '@model/schemas/inbox';
import type { Conversation } from '../../firebase/inbox/inbox-types';

export interface InboxFilters {
  network: InboxNetwork | '';
  channelId: string;
  kind: InboxKind | '';
  status: ConversationStatus | '';
  /** '' anyone, 'me', 'none' unassigned, or a uid. */
  assignee: string;
  label: string;
  search: string;
}

export const NO_FILTERS: InboxFilters = {
  network: '',
  channelId: '',
  kind: '',
  status: 'open',
  assignee: '',
  label: '',
  search: '',
};

/** The status a conversation has now: a snooze that has run out is open again. */
export function statusAt(conversation: Conversation, now: number): ConversationStatus {
  if (conversation.status === 'snoozed' && (conversation.snoozedUntil ?? 0) <= now) return 'open';
  return conversation.status;
}

function matchesSearch(conversation: Conversation, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack =
    `${conversation.subject} ${conversation.lastText} ${conversation.lastAuthor}`.toLowerCase();
  return words.every(
    (word) => haystack.includes(word) || conversation.search.some((w) => w.startsWith(word)),
  );
}

export function applyFilters(
  conversations: readonly Conversation[],
  filters: InboxFilters,
  context: { uid: string; now: number },
): Conversation[] {
  const assignee = filters.assignee === 'me' ? context.uid : filters.assignee;
  return conversations
    .filter(
      (c) =>
        (!filters.network || c.network === filters.network) &&
        (!filters.channelId || c.channelId === filters.channelId) &&
        (!filters.kind || c.kind === filters.kind) &&
        (!filters.status || statusAt(c, context.now) === filters.status) &&
        (!assignee ||
          (assignee === 'none' ? c.assigneeUid === null : c.assigneeUid === assignee)) &&
        (!filters.label || c.labels.includes(filters.label)) &&
        (!filters.search.trim() || matchesSearch(c, filters.search)),
    )
    .sort((a, b) => b.lastAt - a.lastAt);
}

/** The labels in use, for the label filter's choices. */
export function labelsOf(conversations: readonly Conversation[]): string[] {
  return [...new Set(conversations.flatMap((c) => c.labels))].sort();
}

/** The id next to `current` in `list` (+1 next, -1 previous), staying at the ends. */
export function stepFrom(list: readonly { id: string }[], current: string | null, step: 1 | -1) {
  if (list.length === 0) return null;
  const at = list.findIndex((c) => c.id === current);
  if (at < 0) return list[0]?.id ?? null;
  return list[Math.min(list.length - 1, Math.max(0, at + step))]?.id ?? null;
}

/** A duration as its largest units (2 h 5 min), for the first-reply and resolution times. */
export function durationParts(ms: number): { days: number; hours: number; minutes: number } {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}
