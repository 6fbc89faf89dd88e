// A workspace's people by name and picture, through the functions (members' profiles are
// private to each other under the rules). One answer per workspace is kept for the page's life:
// names change rarely, and every screen naming people asks for the same few.

import type { Person } from '@model/schemas/people';
import { callFunction } from './functions';

export type { Person };

const cache = new Map<string, Promise<Person[]>>();

export function workspacePeople(workspaceId: string): Promise<Person[]> {
  let answer = cache.get(workspaceId);
  if (!answer) {
    answer = callFunction('listWorkspacePeople', {
      workspaceId,
    }).then((reply) => reply.people);
    // A failed answer is not kept: the next screen asks again.
    answer.catch(() => cache.delete(workspaceId));
    cache.set(workspaceId, answer);
  }
  return answer;
}

/** Forgets the answers, after a change of membership or of one's own name. */
export function forgetPeople(): void {
  cache.clear();
}
