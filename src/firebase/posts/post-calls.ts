// The post workflow's callables: approval, scheduling, cancelling and retrying. Each input is
// checked against the schema the server parses with before it is sent.

import type { CallableReply } from '@model/callables';
import type { RetryEdit } from '@model/schemas/posts/posts';
import { callFunction } from '../functions';

/** Sends a post for approval, optionally asking for it by `deadline` (approval-clock.ts). */
export async function requestApproval(
  workspaceId: string,
  postId: string,
  deadline?: Date,
): Promise<CallableReply<'requestPostApproval'>> {
  const input = {
    workspaceId,
    postId,
    ...(deadline ? { deadline: deadline.toISOString() } : {}),
  };
  return callFunction('requestPostApproval', input);
}

export async function schedulePost(
  workspaceId: string,
  postId: string,
  scheduledAt: Date,
  timeZone: string,
): Promise<CallableReply<'schedulePost'>> {
  const input = {
    workspaceId,
    postId,
    scheduledAt: scheduledAt.toISOString(),
    timeZone,
  };
  return callFunction('schedulePost', input);
}

export async function cancelPost(
  workspaceId: string,
  postId: string,
): Promise<CallableReply<'cancelPost'>> {
  const input = { workspaceId, postId };
  return callFunction('cancelPost', input);
}

/** Cancels several posts of a workspace; those that could not be are listed with the reason. */
export async function cancelPosts(
  workspaceId: string,
  postIds: string[],
): Promise<CallableReply<'cancelPosts'>> {
  const input = { workspaceId, postIds };
  return callFunction('cancelPosts', input);
}

/** Deletes several posts of a workspace; those that could not be are listed with the reason. */
export async function deletePosts(
  workspaceId: string,
  postIds: string[],
): Promise<CallableReply<'deletePosts'>> {
  const input = { workspaceId, postIds };
  return callFunction('deletePosts', input);
}

/** requestId is made once per retry the user asks for, so a double click queues one retry. */
export async function retryPost(
  workspaceId: string,
  postId: string,
  requestId: string,
  /** A failed channel's new words: that channel alone is tried again. */
  edit?: RetryEdit,
): Promise<CallableReply<'retryPost'>> {
  const input = {
    workspaceId,
    postId,
    requestId,
    ...(edit ? { edit } : {}),
  };
  return callFunction('retryPost', input);
}

/** requestId is made once per decision the user takes, so a retry cannot decide twice. */
export async function decidePostApproval(
  workspaceId: string,
  postId: string,
  requestId: string,
  decision: 'approved' | 'changes_requested',
  comment: string,
): Promise<CallableReply<'decidePostApproval'>> {
  // The callable SDK sends undefined as null, which the schema refuses: leave the key out.
  const input = {
    workspaceId,
    postId,
    requestId,
    decision,
    ...(comment ? { comment } : {}),
  };
  return callFunction('decidePostApproval', input);
}
