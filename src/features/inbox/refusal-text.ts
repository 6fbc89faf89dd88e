// A network's refusal in the reader's words: the server names why (functions/src/domain/inbox/
// reply.ts and moderate.ts, the error's details.reason); anything else reads by its code.

import type { MessageDescriptor } from '@lingui/core';
import { errorKeyOf, errorSentence } from '../../ui/error-text';
import { m } from './messages';

const REASONS: Readonly<Record<string, MessageDescriptor>> = {
  comment_deleted: m.commentDeleted,
  reconnect: m.reconnect,
  rate_limited: m.rateLimited,
  unconfirmed: m.unconfirmed,
  refused: m.refused,
  unreachable: m.unreachable,
  unsupported: m.unsupported,
};

/** The error's details as the callable sent them, or an empty record. */
export function detailsOf(error: unknown): Record<string, unknown> {
  const details = (error as { details?: unknown } | null)?.details;
  return typeof details === 'object' && details !== null
    ? (details as Record<string, unknown>)
    : {};
}

/** The sentence and the seed's error code to show under it. */
export interface Refusal {
  text: string;
  code: string;
}

export function refusalText(_: (descriptor: MessageDescriptor) => string, error: unknown): Refusal {
  const reason = REASONS[String(detailsOf(error).reason)];
  return { text: reason ? _(reason) : errorSentence(_, error), code: errorKeyOf(error) };
}
