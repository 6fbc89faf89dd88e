// The channels and people of the inbox's workspaces, for the filters, the conversations' labels
// and the assign menu: read once per set of workspaces; one not (yet) read shows by its id.

import { useMemo } from 'react';
import { type Person, workspacePeople } from '../../firebase/people';
import { listChannels } from '../../firebase/posts/post-queries';
import type { Channel } from '../../firebase/posts/post-types';
import { useLoad, valueOr } from '../../ui/use-load';

export function useChannels(workspaceIds: readonly string[]): ReadonlyMap<string, Channel> {
  const key = workspaceIds.join(',');
  const { load } = useLoad(
    async () => (await Promise.all(workspaceIds.map((id) => listChannels(id)))).flat(),
    [key],
  );
  const channels = valueOr(load, [] as Channel[]);
  return useMemo(() => new Map(channels.map((c) => [c.id, c])), [channels]);
}

/** Network names as the networks write them (proper names, the same in every language). */
export const NETWORK_NAMES: Record<string, string> = {
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  facebook: 'Facebook',
  instagram: 'Instagram',
  threads: 'Threads',
  linkedin_page: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
  google_business: 'Google Business Profile',
  sandbox: 'Sandbox',
};

/** The people of a workspace by uid (names for the assignee filter and the assign menu). */
export function usePeopleOf(workspaceId: string | null): ReadonlyMap<string, Person> {
  const { load } = useLoad(() => workspacePeople(workspaceId ?? ''), [workspaceId], {
    enabled: Boolean(workspaceId),
  });
  const people = valueOr(load, [] as Person[]);
  return useMemo(() => new Map(people.map((p) => [p.uid, p])), [people]);
}
