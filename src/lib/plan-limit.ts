// A refusal for a plan's limit, as the server sends it (functions/src/domain/channels/channelLimits.ts):
// resource-exhausted with details naming the limit, how many the plan allows, how many the
// workspace holds, and the plan. The screens say it in the reader's language and offer a
// bigger plan from it; any other resource-exhausted (a rate limit) reads as null.

import { firebaseErrorCode } from './call-error';

export interface PlanLimit {
  limit: 'channels';
  allowed: number;
  held: number;
  /** The plan's name, or null when the workspace has none. */
  plan: string | null;
}

export function planLimitOf(error: unknown): PlanLimit | null {
  if (firebaseErrorCode(error) !== 'resource-exhausted') return null;
  const details = (error as { details?: unknown }).details;
  if (typeof details !== 'object' || details === null) return null;
  const { limit, allowed, held, plan } = details as Record<string, unknown>;
  if (limit !== 'channels' || typeof allowed !== 'number' || typeof held !== 'number') return null;
  return { limit, allowed, held, plan: typeof plan === 'string' ? plan : null };
}
