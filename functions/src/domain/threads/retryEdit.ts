// A failed channel edited before its retry: its text and thread parts become its own (the post's
// variant for that channel), except what the network already has. A thread that failed halfway
// keeps its published parts word for word; only the rest may change.

import type { RetryEdit } from '@model/schemas/posts/posts';
import { precondition } from '../errors';
import { readThread } from '../publishing/publishThread';
import { type ChannelResult, confirmedParts } from '../publishing/publishTypes';

export interface EditedVariant {
  text: string;
  thread?: { text: string }[];
}

/**
 * The variant the edited channel gets. Throws failed-precondition when the edit changes or drops
 * a part already confirmed on the network (`label` names the channel).
 */
export function editedVariant(
  post: Record<string, unknown>,
  result: ChannelResult,
  edit: RetryEdit,
  label: string,
): EditedVariant {
  const variants = (post.variants ?? {}) as Record<string, { text?: unknown; thread?: unknown }>;
  const own = variants[edit.channelId];
  const text = typeof own?.text === 'string' ? own.text : String(post.text ?? '');
  const stored = readThread(own?.thread ?? post.thread);
  const current = Array.isArray(stored) ? stored : [];
  const out = confirmedParts(result);
  const refuse = (part: number) =>
    precondition(
      `Part ${part} is already published on ${label}; what is published cannot be changed.`,
    );
  if (out >= 1 && edit.text !== text.trim()) throw refuse(1);
  const thread = edit.thread?.map((part) => part.text);
  if (thread) {
    for (let index = 0; index < out - 1; index++) {
      if (thread[index] !== current[index]?.trim()) throw refuse(index + 2);
    }
  }
  // What is out keeps its stored words, whitespace included, as the network has them.
  const variant: EditedVariant = { text: out >= 1 ? text : edit.text };
  if (thread) {
    variant.thread = thread.map((part, index) => ({
      text: index < out - 1 ? (current[index] ?? part) : part,
    }));
  } else if (own?.thread !== undefined) {
    variant.thread = current.map((part) => ({ text: part }));
  }
  return variant;
}
