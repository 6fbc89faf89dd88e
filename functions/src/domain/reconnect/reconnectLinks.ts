// Client self-reconnect links. Staff (whoever manages the workspace's channels) make a link for
// one channel; the client opens it without an account, sees that channel's network and handle
// and nothing else, signs in at the network, and the channel is connected again. The token is
// stored only as its SHA-256 (the document's id); the OAuth state the link starts is bound to the
// link instead of to a user; the link is spent in the same transaction that stores the new
// sign-in, so it re-authorises once, before it expires, and only its own channel.

import { randomBytes } from 'node:crypto';
import { channelDocSchema } from '@model/schemas/channels/channels';
import {
  type CompleteLinkReconnectInput,
  type CompleteLinkReconnectResult,
  type CreateReconnectLinkInput,
  type CreateReconnectLinkResult,
  RECONNECT_LINK_DAYS,
  type ReconnectLinkView,
  type ReconnectRefusal,
  reconnectLinkDocSchema,
  type StartLinkReconnectInput,
} from '@model/schemas/channels/reconnect-links';
import { FieldValue, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { appOrigin } from '../../config';
import { networkName } from '../../providers/oauth';
import type { ConnectedAccount } from '../../providers/types';
import { recordAudit } from '../audit';
import type { Caller } from '../caller';
import {
  checkRedirectUri,
  finishFlow,
  OAUTH_STATES,
  type OAuthDeps,
  saveState,
  startFlow,
} from '../channels/channelOAuth';
import {
  authoriseChannelManager,
  checkReconnectTarget,
  connectedFields,
  replaceChannelSecrets,
} from '../channels/channels';
import { because, type DomainError, denied, notFound, precondition } from '../errors';
import { hashInvitationToken as hashToken } from '../invitations/invites';
import { storedField } from '../stored';

export const RECONNECT_LINKS = 'reconnectLinks';
const DAY_MS = 86_400_000;

const refused = (error: DomainError, reason: ReconnectRefusal) => because(error, reason);

interface LiveLink {
  workspaceId: string;
  channelId: string;
  provider: string;
  handle: string;
  expiresAt: number;
}

/** The link as stored, refused in words the app translates when it cannot be used now. */
function liveLink(data: Record<string, unknown> | undefined, now: Date): LiveLink {
  if (!data) throw refused(notFound('This reconnect link'), 'link-unknown');
  const field = <K extends keyof typeof reconnectLinkDocSchema.entries & string>(key: K) =>
    storedField(reconnectLinkDocSchema, data, key, null);
  // Any mark of use spends the link, even one the schema cannot read: a link fails closed.
  if (data.usedAt)
    throw refused(precondition('This reconnect link was already used.'), 'link-used');
  const expiresAt = field('expiresAt');
  if (!expiresAt || expiresAt.toMillis() <= now.getTime()) {
    throw refused(precondition('This reconnect link has expired.'), 'link-expired');
  }
  return {
    workspaceId: field('workspaceId') ?? '',
    channelId: field('channelId') ?? '',
    provider: field('provider') ?? '',
    handle: field('handle') ?? '',
    expiresAt: expiresAt.toMillis(),
  };
}

export function reconnectUrl(product: string, token: string): string {
  // The review link's route (src/app/ReviewRoute.tsx): connect's route table has no other public one.
  return `${appOrigin()}${product === 'connect' ? '/connect' : ''}/review/${token}?view=reconnect`;
}

export async function createReconnectLink(
  db: Firestore,
  caller: Caller,
  input: CreateReconnectLinkInput,
  now: Date,
): Promise<CreateReconnectLinkResult> {
  const workspace = await authoriseChannelManager(db, caller, input.workspaceId);
  const channelRef = workspace.ref.collection('channels').doc(input.channelId);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Timestamp.fromMillis(now.getTime() + RECONNECT_LINK_DAYS * DAY_MS);
  await db.runTransaction(async (tx) => {
    const channel = (await tx.get(channelRef)).data();
    const status = storedField(channelDocSchema, channel, 'status', null);
    if (!channel || status === 'disconnected') throw notFound('The channel');
    const provider = storedField(channelDocSchema, channel, 'provider', 'sandbox');
    tx.create(db.collection(RECONNECT_LINKS).doc(hashToken(token)), {
      workspaceId: workspace.id,
      channelId: input.channelId,
      provider,
      handle: storedField(channelDocSchema, channel, 'handle', ''),
      product: workspace.product,
      createdBy: caller.uid,
      expiresAt,
      usedAt: null,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordAudit(db, tx, {
      action: 'channel.reconnect_link',
      actorUid: caller.uid,
      product: workspace.product,
      target: channelRef.path,
      details: { provider, expiresAt: expiresAt.toDate().toISOString() },
    });
  });
  return {
    url: reconnectUrl(workspace.product, token),
    expiresAt: expiresAt.toDate().toISOString(),
  };
}

export async function openReconnectLink(
  db: Firestore,
  token: string,
  now: Date,
): Promise<ReconnectLinkView> {
  const link = liveLink(
    (await db.collection(RECONNECT_LINKS).doc(hashToken(token)).get()).data(),
    now,
  );
  return {
    channelId: link.channelId,
    provider: link.provider,
    network: networkName(link.provider),
    handle: link.handle,
    expiresAt: new Date(link.expiresAt).toISOString(),
  };
}

/** Sends the link's holder to the network, under a state bound to the link. */
export async function startLinkReconnect(
  db: Firestore,
  input: StartLinkReconnectInput,
  deps: OAuthDeps,
): Promise<{ authorizeUrl: string }> {
  const linkId = hashToken(input.token);
  const link = liveLink((await db.collection(RECONNECT_LINKS).doc(linkId).get()).data(), deps.now);
  if (link.channelId !== input.channelId) {
    throw refused(denied('This link reconnects another channel.'), 'link-other-channel');
  }
  checkRedirectUri(input.redirectUri, deps);
  const state = randomBytes(32).toString('base64url');
  const started = await startFlow(db, link.provider, input.redirectUri, state, deps);
  await saveState(db, state, deps.now, {
    uid: '',
    reconnectLink: linkId,
    workspaceId: link.workspaceId,
    provider: link.provider,
    redirectUri: input.redirectUri,
    instance: null,
    channelId: link.channelId,
    pending: started.pending,
  });
  return { authorizeUrl: started.authorizeUrl };
}

interface PendingLinkState {
  linkId: string;
  redirectUri: string;
  pending: Record<string, unknown>;
}

/** Takes a link's state out of the store: once, before it expires. */
async function consumeLinkState(
  db: Firestore,
  state: string,
  now: Date,
): Promise<PendingLinkState> {
  const ref = db.collection(OAUTH_STATES).doc(state);
  const data = await db.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    if (!stored || typeof stored.reconnectLink !== 'string') return null;
    tx.delete(ref);
    return stored;
  });
  const expiresAt = data?.expiresAt instanceof Timestamp ? data.expiresAt.toMillis() : 0;
  if (!data || expiresAt <= now.getTime()) {
    throw precondition(
      'This sign-in attempt was already used or has expired; open the link again.',
    );
  }
  return {
    linkId: data.reconnectLink,
    redirectUri: String(data.redirectUri ?? ''),
    pending: (data.pending ?? {}) as Record<string, unknown>,
  };
}

/** The new sign-in stored on the link's channel, the link spent, in one transaction. */
function reauthorise(
  db: Firestore,
  tx: Transaction,
  link: LiveLink,
  linkId: string,
  account: ConnectedAccount,
  channel: Record<string, unknown> | undefined,
  now: Date,
): void {
  const channelRef = db.doc(`workspaces/${link.workspaceId}/channels/${link.channelId}`);
  checkReconnectTarget(channel, link.provider, account);
  if (storedField(channelDocSchema, channel, 'status', null) === 'disconnected') {
    throw notFound('The channel');
  }
  tx.update(channelRef, {
    ...connectedFields(link.provider, account, now),
    refreshLeaseUntil: FieldValue.delete(),
  });
  replaceChannelSecrets(db, tx, link.channelId, link.provider, account);
  tx.update(db.collection(RECONNECT_LINKS).doc(linkId), {
    usedAt: Timestamp.fromDate(now),
    updatedAt: FieldValue.serverTimestamp(),
  });
  recordAudit(db, tx, {
    action: 'channel.reconnect',
    actorUid: `reconnect-link:${linkId.slice(0, 12)}`,
    target: channelRef.path,
    details: { provider: link.provider, handle: account.handle, as: 'reconnect-link' },
  });
}

export async function completeLinkReconnect(
  db: Firestore,
  input: CompleteLinkReconnectInput,
  deps: OAuthDeps,
): Promise<CompleteLinkReconnectResult> {
  const pending = await consumeLinkState(db, input.state, deps.now);
  const linkRef = db.collection(RECONNECT_LINKS).doc(pending.linkId);
  const before = liveLink((await linkRef.get()).data(), deps.now);
  const account = await finishFlow(
    before.provider,
    input.code,
    pending.redirectUri,
    pending.pending,
    deps,
  );
  await db.runTransaction(async (tx) => {
    const channelRef = db.doc(`workspaces/${before.workspaceId}/channels/${before.channelId}`);
    const [linkSnap, channelSnap] = await Promise.all([tx.get(linkRef), tx.get(channelRef)]);
    // Read again: two tabs may have finished at once; only the first spends the link.
    const link = liveLink(linkSnap.data(), deps.now);
    reauthorise(db, tx, link, pending.linkId, account, channelSnap.data(), deps.now);
  });
  return {
    provider: before.provider,
    network: networkName(before.provider),
    handle: account.handle,
  };
}
