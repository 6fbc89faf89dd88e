// An action on many posts of one workspace, one post at a time: a post it is refused on (its
// status no longer allows it, or it is gone) is reported with the reason and the others go on;
// any other failure (the caller may not act in the workspace at all) stops the whole action.

import { DomainError } from '../errors';

export interface EachPostResult {
  done: string[];
  refused: { postId: string; reason: string }[];
}

export async function eachPost(
  postIds: readonly string[],
  act: (postId: string) => Promise<unknown>,
): Promise<EachPostResult> {
  const result: EachPostResult = { done: [], refused: [] };
  for (const postId of new Set(postIds)) {
    try {
      await act(postId);
      result.done.push(postId);
    } catch (error) {
      if (
        !(error instanceof DomainError) ||
        !['failed-precondition', 'not-found'].includes(error.code)
      )
        throw error;
      result.refused.push({ postId, reason: error.message });
    }
  }
  return result;
}
