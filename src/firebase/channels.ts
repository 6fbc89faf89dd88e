// A workspace's channels as the channels screen shows them (read with Firestore Lite), the
// reconnect notices the server leaves for the workspace, and the channel callables: connect,
// the OAuth round trip and disconnect. Tokens and passwords never pass through Firestore here.

import type { CallableReply } from '@model/callables';
import {
  CHANNEL_CALLABLES,
  CHANNEL_NEEDS_RECONNECT,
  type ChannelStatus,
  type CompleteChannelOAuthResult,
  type ConnectChannelResult,
  channelStatusOf,
  type DisconnectChannelResult,
  type OAuthProviderId,
  type StartChannelOAuthResult,
} from '@model/schemas/channels/channels';
import { firestoreLite } from './firestore';
import { callFunction } from './functions';
import { millisOrNull, stringOrNull } from './localised';

export interface ChannelRecord {
  id: string;
  provider: string;
  handle: string;
  displayName: string;
  /** Only http(s) addresses are kept: the value comes from the network's profile. */
  avatarUrl: string | null;
  status: ChannelStatus;
  tokenExpiresAt: number | null;
  connectedAt: number | null;
  lastError: { message: string; at: number | null } | null;
  /** The Mastodon server the account lives on. */
  instance: string | null;
}

export interface ReconnectNotice {
  id: string;
  channelId: string;
  provider: string;
  handle: string;
  message: string;
  createdAt: number | null;
}

/** A web address (an account's picture), or null for anything else. */
export function webAddressOrNull(value: unknown): string | null {
  const text = stringOrNull(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function lastErrorOf(value: unknown): ChannelRecord['lastError'] {
  if (typeof value !== 'object' || value === null) return null;
  const error = value as Record<string, unknown>;
  const message = stringOrNull(error.message);
  return message ? { message, at: millisOrNull(error.at) } : null;
}

export function toChannelRecord(id: string, data: Record<string, unknown>): ChannelRecord {
  return {
    id,
    provider: stringOrNull(data.provider) ?? 'sandbox',
    handle: stringOrNull(data.handle) ?? '',
    displayName: stringOrNull(data.displayName) ?? stringOrNull(data.handle) ?? id,
    avatarUrl: webAddressOrNull(data.avatarUrl),
    status: channelStatusOf(data.status),
    tokenExpiresAt: millisOrNull(data.tokenExpiresAt),
    connectedAt: millisOrNull(data.connectedAt),
    lastError: lastErrorOf(data.lastError),
    instance: stringOrNull(data.instance),
  };
}

export async function listWorkspaceChannels(workspaceId: string): Promise<ChannelRecord[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(lite.collection(db, 'workspaces', workspaceId, 'channels'));
  return snapshot.docs.map((doc) => toChannelRecord(doc.id, doc.data()));
}

const NOTICES_READ = 50;

/** The workspace's "channel needs reconnecting" notifications (written by the server only). */
export async function listReconnectNotices(workspaceId: string): Promise<ReconnectNotice[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'workspaces', workspaceId, 'notifications'),
      lite.where('kind', '==', CHANNEL_NEEDS_RECONNECT),
      lite.limit(NOTICES_READ),
    ),
  );
  return snapshot.docs.flatMap((doc) => {
    const data = doc.data();
    const channelId = stringOrNull(data.channelId);
    if (!channelId) return [];
    return [
      {
        id: doc.id,
        channelId,
        provider: stringOrNull(data.provider) ?? '',
        handle: stringOrNull(data.handle) ?? '',
        message: stringOrNull(data.message) ?? '',
        createdAt: millisOrNull(data.createdAt),
      },
    ];
  });
}

/** Whether this build talks to the emulators, where the sandbox network exists. */
export function sandboxNetworkAvailable(): boolean {
  return __EMULATORS__ !== null;
}

/**
 * Connects (or reconnects) a Bluesky account with an app password. `channelId` names the channel
 * a Reconnect repairs, which the server then updates in place.
 */
export async function connectBluesky(
  workspaceId: string,
  identifier: string,
  appPassword: string,
  service?: string,
  channelId?: string,
): Promise<ConnectChannelResult> {
  const input = {
    workspaceId,
    provider: 'bluesky' as const,
    identifier,
    appPassword,
    ...(service ? { service } : {}),
    ...(channelId ? { channelId } : {}),
  };
  return callFunction(CHANNEL_CALLABLES.connect, input);
}

export async function connectSandbox(
  workspaceId: string,
  handle: string,
  channelId?: string,
): Promise<ConnectChannelResult> {
  const input = {
    workspaceId,
    provider: 'sandbox' as const,
    handle,
    ...(channelId ? { channelId } : {}),
  };
  return callFunction(CHANNEL_CALLABLES.connect, input);
}

/**
 * Asks the server for the network's authorisation address. The answer is opened by the
 * browser, so anything but an http(s) address is refused here rather than followed.
 */
export async function startChannelOAuth(
  workspaceId: string,
  provider: OAuthProviderId | 'bluesky',
  redirectUri: string,
  /** Where the sign-in starts: a Mastodon instance, a Bluesky handle. */
  startAt?: string,
  channelId?: string,
): Promise<StartChannelOAuthResult> {
  const target = channelId ? { channelId } : {};
  const input =
    provider === 'mastodon'
      ? { workspaceId, provider, instance: startAt ?? '', redirectUri, ...target }
      : provider === 'bluesky'
        ? { workspaceId, provider, handle: startAt ?? '', redirectUri, ...target }
        : { workspaceId, provider, redirectUri, ...target };
  const reply = await callFunction(CHANNEL_CALLABLES.startOAuth, input);
  if (!webAddressOrNull(reply?.authorizeUrl)) {
    throw new Error('The server did not answer with an address to open.');
  }
  return reply;
}

export async function completeChannelOAuth(
  state: string,
  code: string,
): Promise<CompleteChannelOAuthResult> {
  const input = { state, code };
  return callFunction(CHANNEL_CALLABLES.completeOAuth, input);
}

export async function disconnectChannel(
  workspaceId: string,
  channelId: string,
): Promise<DisconnectChannelResult> {
  const input = { workspaceId, channelId };
  return callFunction(CHANNEL_CALLABLES.disconnect, input);
}

/** A workspace at its plan's limit asks for a bigger plan (requestId: one request per click). */
export async function requestPlanUpgrade(
  workspaceId: string,
  requestId: string,
  note?: string,
): Promise<CallableReply<'requestPlanUpgrade'>> {
  const input = {
    requestId,
    workspaceId,
    ...(note ? { note } : {}),
  };
  return callFunction('requestPlanUpgrade', input);
}
