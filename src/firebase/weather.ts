// Credential weather: the posts a lapsing sign-in would fail, and the client self-reconnect
// link's callables (staff make a link; its holder, with no account, opens and uses it).

import type { CallableReply } from '@model/callables';
import { WEATHER_POST_STATUSES } from '@model/credential-weather';
import type { ReconnectLinkView } from '@model/schemas/channels/reconnect-links';
import { firestoreLite } from './firestore';
import { callFunction } from './functions';

export type { ReconnectLinkView };

/** The channel's posts still to go at or after `from`, soonest first (the server's query). */
export async function listPostsAfter(
  workspaceId: string,
  channelId: string,
  from: number,
): Promise<{ id: string; scheduledAt: number }[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'workspaces', workspaceId, 'posts'),
      lite.where('status', 'in', [...WEATHER_POST_STATUSES]),
      lite.where('channelIds', 'array-contains', channelId),
      lite.where('scheduledAt', '>=', lite.Timestamp.fromMillis(from)),
      lite.orderBy('scheduledAt'),
      lite.limit(50),
    ),
  );
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    scheduledAt: doc.get('scheduledAt')?.toMillis?.() ?? from,
  }));
}

export function createReconnectLink(
  workspaceId: string,
  channelId: string,
): Promise<CallableReply<'createReconnectLink'>> {
  return callFunction('createReconnectLink', { workspaceId, channelId });
}

export function openReconnectLink(token: string): Promise<CallableReply<'openReconnectLink'>> {
  return callFunction('openReconnectLink', { token });
}

export function startLinkReconnect(
  token: string,
  channelId: string,
  redirectUri: string,
): Promise<CallableReply<'startLinkReconnect'>> {
  return callFunction('startLinkReconnect', { token, channelId, redirectUri });
}

export function completeLinkReconnect(
  state: string,
  code: string,
): Promise<CallableReply<'completeLinkReconnect'>> {
  return callFunction('completeLinkReconnect', { state, code });
}
