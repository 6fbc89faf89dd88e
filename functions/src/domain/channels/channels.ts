// Over 400 lines: one protocol, authorise, ask the network, keep one channel and its secrets.
// Channel connections: who may connect and disconnect a workspace's accounts, the one channel
// per (workspace, network, account) that a reconnection updates in place, and the secrets that
// live only in channelSecrets/{cid}. The network is asked only after the caller is authorised,
// so nobody can use the server to test passwords against a network.

import { createHash } from 'node:crypto';
import type {
  ConnectChannelInput,
  ConnectChannelResult,
  DisconnectChannelInput,
  DisconnectChannelResult,
} from '@model/schemas/channels/channels';
import { FieldValue, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { BlockedRequestError, checkUrl } from '../../net/guardedFetch';
import { isProviderError } from '../../providers/errors';
import { networkName } from '../../providers/oauth';
import { causeCode } from '../../providers/request';
import type { ConnectedAccount, Provider, ProviderContext } from '../../providers/types';
import { recordAudit } from '../audit';
import type { Caller } from '../caller';
import { because, DomainError, invalid, notFound, precondition, unavailable } from '../errors';
import { openSecrets, sealSecrets } from '../secretBox';
import { credentialExpiresAt } from '../weather/credentialExpiry';
import { actAs, readWorkspace, type Workspace } from '../workspaces/workspaces';
import { grantInUse } from './channelGrants';
import { checkChannelLimit } from './channelLimits';
import { syncChannelIds } from './channelList';

/** Member roles that manage channels; admins of the workspace's product may too. */
export const CHANNEL_MANAGERS = ['owner', 'editor'] as const;

export interface ChannelDeps {
  now: Date;
  /** True when the functions run in the emulator: the sandbox and local addresses are allowed. */
  emulator: boolean;
  providerFor: (id: unknown) => Provider;
  connectBluesky: (
    input: { service?: string; identifier: string; appPassword: string },
    ctx: Omit<ProviderContext, 'saveSecrets'>,
  ) => Promise<ConnectedAccount>;
  timeoutMs?: number;
}

/** The channel id of an account in a workspace: the same account always lands on the same doc. */
export function channelIdFor(workspaceId: string, provider: string, accountId: string): string {
  const digest = createHash('sha256')
    .update(`${workspaceId}\u0000${provider}\u0000${accountId}`)
    .digest('hex')
    .slice(0, 24);
  return `${provider}_${digest}`;
}

/** The workspace, if the caller may manage its channels. */
export async function authoriseChannelManager(
  db: Firestore,
  caller: Caller,
  workspaceId: string,
): Promise<Workspace> {
  return db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, workspaceId);
    actAs(workspace, caller, CHANNEL_MANAGERS);
    return workspace;
  });
}

/**
 * A network address a user gave us (a Bluesky PDS, a Mastodon instance), checked as text before
 * anything is stored: deployed, only public https hosts on port 443 (net/guardedFetch.ts, which
 * also checks what the name resolves to on every call); the emulator also reaches loopback.
 */
export function checkNetworkAddress(address: string, emulator: boolean): void {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(address) ? address : `https://${address}`);
  } catch {
    throw invalid(`"${address}" is not a valid address.`);
  }
  try {
    checkUrl(url, emulator);
  } catch (error) {
    if (error instanceof BlockedRequestError) {
      throw invalid(`"${url.host}" is not a public https address.`);
    }
    throw error;
  }
}

/** A network failure as the callable answers it. */
export function providerFailure(error: unknown, provider: string, refused: string): unknown {
  if (!isProviderError(error)) return error;
  // Each answer names its reason (connect-failure.ts words it): a server that could not be
  // reached is never reported as something the person typed wrong.
  if (causeCode(error) === 'EBLOCKED') {
    return because(
      invalid(`That address is not a public ${networkName(provider)} server.`),
      'not_public',
    );
  }
  switch (error.kind) {
    case 'auth':
      return because(invalid(refused), 'refused');
    case 'permanent':
      return because(
        precondition(error.message),
        error.code === 'not_set_up' ? 'not_set_up' : 'rejected',
      );
    case 'transient':
      // No such host: a mistyped address, which trying again will not cure.
      if (causeCode(error) === 'ENOTFOUND') {
        return because(
          invalid(`No ${networkName(provider)} server answers at that address; please check it.`),
          'no_server',
        );
      }
      return because(
        unavailable(
          `${networkName(provider)} could not be reached just now. Please try again in a moment.`,
        ),
        'unreachable',
      );
    default:
      return because(
        unavailable(
          `${networkName(provider)} could not be reached just now. Please try again in a moment.`,
        ),
        'unreachable',
      );
  }
}

export interface Connection {
  workspaceId: string;
  provider: string;
  account: ConnectedAccount;
  /** The Mastodon instance's host. */
  instance?: string;
  /** The channel a Reconnect repairs; otherwise the account's own channel (channelIdFor). */
  channelId?: string;
}

/**
 * Checks the channel a Reconnect names: it exists in the workspace and is on the same network.
 * Given the account just signed in, also that the channel is that account's: a channel that
 * stores no account (an older one) adopts it; one of another account is refused, so nobody
 * turns a channel's history into someone else's by signing in to the wrong account.
 */
export function checkReconnectTarget(
  data: Record<string, unknown> | undefined,
  provider: string,
  account?: ConnectedAccount,
): void {
  if (!data) throw notFound('The channel');
  if (data.provider !== provider) {
    throw invalid(
      `That channel is on ${networkName(String(data.provider))}, not ${networkName(provider)}.`,
    );
  }
  if (account && typeof data.accountId === 'string' && data.accountId !== account.accountId) {
    const handle = typeof data.handle === 'string' ? data.handle : 'another account';
    throw precondition(
      `This channel belongs to ${handle}; sign in to that account to reconnect it.`,
    );
  }
}

/** The channel a Reconnect names, checked before anyone is sent to the network. */
export async function readReconnectTarget(
  workspace: Workspace,
  channelId: string,
  provider: string,
): Promise<void> {
  const snap = await workspace.ref.collection('channels').doc(channelId).get();
  checkReconnectTarget(snap.data(), provider);
}

/** What a channel holds once its account signed in: who it is, and when the sign-in lapses. */
export function connectedFields(provider: string, account: ConnectedAccount, now: Date) {
  return {
    accountId: account.accountId,
    handle: account.handle,
    displayName: account.displayName,
    avatarUrl: account.avatarUrl,
    status: 'connected',
    tokenExpiresAt: account.tokenExpiresAt ? Timestamp.fromDate(account.tokenExpiresAt) : null,
    credentialExpiresAt: credentialExpiresAt(
      provider,
      account.secrets,
      account.tokenExpiresAt,
      now,
    ),
    connectedAt: Timestamp.fromDate(now),
    lastError: null,
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/** A full replacement of a channel's secrets: nothing of an earlier grant survives a reconnection. */
export function replaceChannelSecrets(
  db: Firestore,
  tx: Transaction,
  channelId: string,
  provider: string,
  account: ConnectedAccount,
): void {
  tx.set(db.collection('channelSecrets').doc(channelId), {
    ...sealSecrets(channelId, { ...account.secrets, provider }),
    provider,
    // Unsealed so channels sharing one grant can be found (grantInUse); a hash, not a token.
    ...(account.grant ? { grant: account.grant } : {}),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/**
 * Stores a connection: creates the channel or, for an account already connected in the
 * workspace, reconnects the same channel; replaces its secrets; audits the act. The caller's
 * right is checked again here, since the network round trip took time, and so is the plan's
 * channel limit, in the same transaction.
 */
export async function saveConnection(
  db: Firestore,
  caller: Caller,
  connection: Connection,
  now: Date,
): Promise<ConnectChannelResult> {
  const { workspaceId, provider, account } = connection;
  const ownId = channelIdFor(workspaceId, provider, account.accountId);
  return db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, workspaceId);
    const as = actAs(workspace, caller, CHANNEL_MANAGERS);
    const channels = workspace.ref.collection('channels');
    // An older channel that adopted the account keeps its own id: the account's channel is
    // found by what it stores too, so connecting the account again never duplicates it.
    const holders = (await tx.get(channels.where('accountId', '==', account.accountId))).docs
      .filter((doc) => doc.get('provider') === provider)
      .map((doc) => ({ id: doc.id, status: doc.get('status') }));
    const channelId =
      connection.channelId ?? holders.find((held) => held.id !== ownId)?.id ?? ownId;
    const channelRef = channels.doc(channelId);
    const existing = await tx.get(channelRef);
    if (connection.channelId) {
      // Read again here: the channel may have gone while the user was at the network.
      checkReconnectTarget(existing.data(), provider, account);
      if (holders.some((held) => held.id !== channelId && held.status !== 'disconnected')) {
        throw precondition(
          `${account.handle} is already connected as another channel of this workspace; disconnect that one first.`,
        );
      }
    }
    await checkChannelLimit(db, tx, workspace, channelId, now);
    await syncChannelIds(tx, workspace, channelId, true);
    const channel: Record<string, unknown> = {
      provider,
      ...connectedFields(provider, account, now),
      connectedBy: caller.uid,
    };
    if (connection.instance) channel.instance = connection.instance;
    if (existing.exists) {
      // Whatever an earlier disconnection or refresh left on the channel no longer applies.
      tx.set(
        channelRef,
        {
          ...channel,
          disconnectedBy: FieldValue.delete(),
          disconnectedAt: FieldValue.delete(),
          refreshLeaseUntil: FieldValue.delete(),
        },
        { merge: true },
      );
    } else {
      tx.create(channelRef, { ...channel, createdAt: FieldValue.serverTimestamp() });
    }
    replaceChannelSecrets(db, tx, channelId, provider, account);
    recordAudit(db, tx, {
      action: existing.exists ? 'channel.reconnect' : 'channel.connect',
      actorUid: caller.uid,
      product: workspace.product,
      target: channelRef.path,
      details: { provider, handle: account.handle, as },
    });
    return { channelId };
  });
}

/** Refusals after which the new grant is given back. */
const RELEASED_ON = new Set<string>(['resource-exhausted', 'failed-precondition', 'not-found']);

/**
 * saveConnection, except that a connection refused (the plan's channel limit, a Reconnect signed
 * in to another account) gives the grant just obtained back to the network (best effort), so no
 * live session is left that nothing uses.
 */
export async function saveOrRelease(
  db: Firestore,
  caller: Caller,
  connection: Connection,
  deps: { now: Date; providerFor?: (id: unknown) => Provider; timeoutMs?: number },
): Promise<ConnectChannelResult> {
  try {
    return await saveConnection(db, caller, connection, deps.now);
  } catch (error) {
    if (error instanceof DomainError && RELEASED_ON.has(error.code) && deps.providerFor) {
      try {
        // A grant other channels already hold stays: giving it back would disconnect them.
        const shared = await grantInUse(db, connection.account.grant, null);
        if (!shared)
          await deps.providerFor(connection.provider).revoke?.(connection.account.secrets, {
            saveSecrets: async () => undefined,
            timeoutMs: deps.timeoutMs,
          });
      } catch {
        // The refusal is what the user needs to hear; a revocation that failed changes nothing.
      }
    }
    throw error;
  }
}

function sandboxAccount(handle: string): ConnectedAccount {
  const at = handle.startsWith('@') ? handle : `@${handle}`;
  return {
    accountId: at.toLowerCase(),
    handle: at,
    displayName: `${at} (sandbox)`,
    avatarUrl: null,
    secrets: { handle: at },
  };
}

export const BLUESKY_REFUSED =
  'Bluesky refused the handle or app password. Check both, or create a new app password in Bluesky (Settings → Privacy and security → App passwords).';

/** Connects an account with a password (Bluesky) or, in the emulator, a sandbox account. */
export async function connectChannel(
  db: Firestore,
  caller: Caller,
  input: ConnectChannelInput,
  deps: ChannelDeps,
): Promise<ConnectChannelResult> {
  const workspace = await authoriseChannelManager(db, caller, input.workspaceId);
  if (input.channelId) await readReconnectTarget(workspace, input.channelId, input.provider);
  let account: ConnectedAccount;
  if (input.provider === 'sandbox') {
    if (!deps.emulator) {
      throw precondition('The sandbox network exists only in the local emulator.');
    }
    account = sandboxAccount(input.handle);
  } else {
    if (input.service) checkNetworkAddress(input.service, deps.emulator);
    try {
      account = await deps.connectBluesky(
        { identifier: input.identifier, appPassword: input.appPassword, service: input.service },
        { timeoutMs: deps.timeoutMs },
      );
    } catch (error) {
      throw providerFailure(error, 'bluesky', BLUESKY_REFUSED);
    }
  }
  return saveOrRelease(
    db,
    caller,
    {
      workspaceId: input.workspaceId,
      provider: input.provider,
      account,
      channelId: input.channelId,
    },
    deps,
  );
}

/**
 * Disconnects a channel: the network's grant is revoked where it offers that (best effort: a
 * network that cannot be reached does not keep the channel connected), the secrets are deleted
 * and the channel stays, disconnected, so its posts keep their history.
 */
export async function disconnectChannel(
  db: Firestore,
  caller: Caller,
  input: DisconnectChannelInput,
  deps: Pick<ChannelDeps, 'providerFor' | 'timeoutMs'>,
): Promise<DisconnectChannelResult> {
  const workspace = await authoriseChannelManager(db, caller, input.workspaceId);
  const channelRef = workspace.ref.collection('channels').doc(input.channelId);
  const secretsRef = db.collection('channelSecrets').doc(input.channelId);
  const [channelSnap, secretsSnap] = await db.getAll(channelRef, secretsRef);
  const channel = channelSnap?.data();
  if (!channel) throw notFound('The channel');
  const secrets = openSecrets(input.channelId, secretsSnap?.data()) ?? undefined;
  let revoked = false;
  if (secrets) {
    try {
      const provider = deps.providerFor(channel.provider);
      // One Meta login's grant serves every Page and Instagram account it connected: it is
      // withdrawn with the last of them only.
      const shared = await grantInUse(db, secretsSnap?.get('grant'), input.channelId);
      if (provider.revoke && !shared) {
        await provider.revoke(secrets, {
          saveSecrets: async () => undefined,
          timeoutMs: deps.timeoutMs,
        });
        revoked = true;
      }
    } catch (error) {
      if (!isProviderError(error)) throw error;
    }
  }
  return db.runTransaction(async (tx) => {
    const current = await readWorkspace(db, tx, input.workspaceId);
    const as = actAs(current, caller, CHANNEL_MANAGERS);
    const [fresh, stored] = await Promise.all([tx.get(channelRef), tx.get(secretsRef)]);
    const data = fresh.data();
    if (!data) throw notFound('The channel');
    if (data.status === 'disconnected' && !stored.exists) return { channelId: input.channelId };
    await syncChannelIds(tx, current, input.channelId, false);
    tx.update(channelRef, {
      status: 'disconnected',
      tokenExpiresAt: null,
      lastError: null,
      disconnectedBy: caller.uid,
      disconnectedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    tx.delete(secretsRef);
    recordAudit(db, tx, {
      action: 'channel.disconnect',
      actorUid: caller.uid,
      product: current.product,
      target: channelRef.path,
      details: { provider: data.provider ?? null, handle: data.handle ?? null, revoked, as },
    });
    return { channelId: input.channelId };
  });
}
