// The clock of a post in review: reminders to whoever's step it is, and the optional deadline
// by which the approval was asked for. The workspace sets how often its waiting deciders are
// reminded (workspaces/{id}.approvalReminderHours, by setApprovalMode; 0 turns reminders off);
// the requester may set a deadline (approval.deadline). A post whose deadline passes before its
// last approval is held (approval.heldAt): it stays in review, so nothing publishes it, and the
// screens say why. The functions (domain/approvals/approvalClock.ts) and the screens read both
// here.

/** How often a waiting decider may be reminded, in hours; 0 turns reminders off. */
export const REMINDER_HOURS = [0, 4, 8, 24, 48, 72] as const;
export type ReminderHours = (typeof REMINDER_HOURS)[number];
export const DEFAULT_REMINDER_HOURS: ReminderHours = 24;

/** A deadline lies at most this far ahead of the request. */
export const MAX_DEADLINE_DAYS = 90;

/** The workspace's reminder interval in hours (its default when unset or damaged). */
export function reminderHoursOf(workspace: { approvalReminderHours?: unknown }): ReminderHours {
  const stored = workspace.approvalReminderHours;
  return (REMINDER_HOURS as readonly unknown[]).includes(stored)
    ? (stored as ReminderHours)
    : DEFAULT_REMINDER_HOURS;
}

/** A stored time: a Firestore Timestamp (admin or web SDK), a Date, or nothing. */
function millisOf(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'object' && value !== null && 'toMillis' in value) {
    const toMillis = (value as { toMillis: unknown }).toMillis;
    if (typeof toMillis === 'function') return Number(toMillis.call(value));
  }
  return null;
}

export interface ApprovalClock {
  /** When the approval was asked to be complete; null when no deadline was set. */
  deadline: Date | null;
  /** When the post was held for its passed deadline; null while it is not held. */
  heldAt: Date | null;
}

/** The deadline and hold of a post's stored approval. */
export function approvalClockOf(approval: unknown): ApprovalClock {
  const stored = (approval ?? {}) as Record<string, unknown>;
  const deadline = millisOf(stored.deadline);
  const heldAt = millisOf(stored.heldAt);
  return {
    deadline: deadline === null ? null : new Date(deadline),
    heldAt: heldAt === null ? null : new Date(heldAt),
  };
}

/** When the step a post awaits began (its request, or the last step's completion). */
export function stepSinceOf(approval: unknown): number | null {
  const stored = (approval ?? {}) as Record<string, unknown>;
  return millisOf(stored.stepSince) ?? millisOf(stored.requestedAt);
}

/** When each decider of the awaited step was last reminded (uid to milliseconds). */
export function remindedOf(approval: unknown): Record<string, number> {
  const stored = (approval ?? {}) as Record<string, unknown>;
  const reminded = stored.reminded;
  if (typeof reminded !== 'object' || reminded === null) return {};
  const out: Record<string, number> = {};
  for (const [uid, at] of Object.entries(reminded)) {
    const ms = millisOf(at);
    if (ms !== null) out[uid] = ms;
  }
  return out;
}
