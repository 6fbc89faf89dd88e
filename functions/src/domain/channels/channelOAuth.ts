// The OAuth round trip of a channel connection. startChannelOAuth keeps what the network's
// flow needs later (client secret, PKCE verifier) in oauthStates/{state}, a collection no client
// can read, bound to the caller and valid for 15 minutes; completeChannelOAuth consumes the state
// once, exchanges the code and stores the connection like any other.

import { randomBytes } from 'node:crypto';
import { oauthClientDocSchema, oauthStateDocSchema } from '@model/schemas/channels/channel-secrets';
import type {
  CompleteChannelOAuthInput,
  CompleteChannelOAuthResult,
  SkippedAccount,
  StartChannelOAuthInput,
  StartChannelOAuthResult,
} from '@model/schemas/channels/channels';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { networkName } from '../../providers/oauth';
import type {
  ConnectedAccount,
  OAuthClientStore,
  OAuthFlow,
  Provider,
} from '../../providers/types';
import type { Caller } from '../caller';
import { DomainError, denied, invalid, precondition } from '../errors';
import { storedField } from '../stored';
import { readWorkspace } from '../workspaces/workspaces';
import { channelAllowance, checkChannelLimit } from './channelLimits';
import { sandboxAuthorizeUrl, sandboxNetworkAccount, usesSandbox } from './channelSandbox';
import {
  authoriseChannelManager,
  checkNetworkAddress,
  providerFailure,
  readReconnectTarget,
  saveConnection,
  saveOrRelease,
} from './channels';

export const OAUTH_STATE_TTL_MS = 15 * 60_000;
export const OAUTH_STATES = 'oauthStates';
/** Registered OAuth clients per Mastodon instance: server-only, the secrets included. */
export const OAUTH_CLIENTS = 'oauthClients';

export interface OAuthDeps {
  now: Date;
  emulator: boolean;
  /** Origins an OAuth redirect may lead back to (the deployed app's). */
  appOrigins: readonly string[];
  oauthFlowFor: (provider: string) => OAuthFlow;
  /** Gives a grant back when the plan's limit refuses the channel. */
  providerFor?: (id: unknown) => Provider;
  timeoutMs?: number;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The redirect must lead back to the app, or the code (and with it the account) would go to
 * whoever named the address: the configured origins, and local ones in the emulator.
 */
export function checkRedirectUri(
  redirectUri: string,
  deps: Pick<OAuthDeps, 'emulator' | 'appOrigins'>,
) {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    throw invalid('redirectUri must be an absolute address.');
  }
  if (url.username || url.password || url.hash) {
    throw invalid('redirectUri must not carry a user name, password or fragment.');
  }
  const local =
    deps.emulator &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    LOCAL_HOSTS.has(url.hostname);
  if (!local && !deps.appOrigins.includes(url.origin)) {
    throw invalid(
      `redirectUri must lead back to this app; ${url.origin} is not one of its addresses.`,
    );
  }
}

/** The client store the Mastodon flow registers into, in a server-only collection. */
export function firestoreClientStore(db: Firestore): OAuthClientStore {
  const collection = db.collection(OAUTH_CLIENTS);
  return {
    async get(key) {
      const data = (await collection.doc(key).get()).data();
      const clientId = storedField(oauthClientDocSchema, data, 'clientId', null);
      const clientSecret = storedField(oauthClientDocSchema, data, 'clientSecret', null);
      return clientId !== null && clientSecret !== null ? { clientId, clientSecret } : null;
    },
    async put(key, client) {
      await collection.doc(key).set({ ...client, createdAt: FieldValue.serverTimestamp() });
    },
  };
}

function instanceHost(instance: string): string {
  return new URL(/^https?:\/\//i.test(instance) ? instance : `https://${instance}`).host;
}

/**
 * Starts the network's authorisation for `state`: the network's address to send the browser to,
 * or, in the emulator for a network whose app is not set up, the sandbox's (straight back).
 */
export async function startFlow(
  db: Firestore,
  provider: string,
  redirectUri: string,
  state: string,
  deps: OAuthDeps,
  instance?: string,
  account?: string,
): Promise<Awaited<ReturnType<OAuthFlow['start']>>> {
  try {
    return await deps
      .oauthFlowFor(provider)
      .start(
        { redirectUri, state, instance, account },
        { clients: firestoreClientStore(db), timeoutMs: deps.timeoutMs },
      );
  } catch (error) {
    const sandboxed =
      usesSandbox(provider, error, deps.emulator) || (deps.emulator && provider === 'sandbox');
    if (!sandboxed) {
      throw providerFailure(
        error,
        provider,
        `${networkName(provider)} refused to register this app.`,
      );
    }
    return {
      authorizeUrl: sandboxAuthorizeUrl(redirectUri, state, provider),
      pending: { sandbox: true },
    };
  }
}

/** Keeps what the flow needs on the way back, for OAUTH_STATE_TTL_MS. */
export async function saveState(
  db: Firestore,
  state: string,
  now: Date,
  data: Record<string, unknown>,
): Promise<void> {
  await db
    .collection(OAUTH_STATES)
    .doc(state)
    .create({
      ...data,
      createdAt: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(now.getTime() + OAUTH_STATE_TTL_MS),
    });
}

/** Exchanges the code the network sent back for the account it grants (the sandbox's locally). */
export async function finishFlow(
  provider: string,
  code: string,
  redirectUri: string,
  pending: Record<string, unknown>,
  deps: OAuthDeps,
): Promise<Awaited<ReturnType<OAuthFlow['complete']>>> {
  try {
    return deps.emulator && pending.sandbox === true
      ? sandboxNetworkAccount(provider)
      : await deps
          .oauthFlowFor(provider)
          .complete({ code, redirectUri, pending }, { timeoutMs: deps.timeoutMs });
  } catch (error) {
    throw providerFailure(
      error,
      provider,
      `${networkName(provider)} refused the authorisation; please connect again.`,
    );
  }
}

export async function startChannelOAuth(
  db: Firestore,
  caller: Caller,
  input: StartChannelOAuthInput,
  deps: OAuthDeps,
): Promise<StartChannelOAuthResult> {
  const workspace = await authoriseChannelManager(db, caller, input.workspaceId);
  checkRedirectUri(input.redirectUri, deps);
  if (input.channelId) await readReconnectTarget(workspace, input.channelId, input.provider);
  // A workspace at its plan's limit hears so before anyone is sent to sign in at the network;
  // the connection is checked again when it is stored.
  else await db.runTransaction((tx) => checkChannelLimit(db, tx, workspace, null, deps.now));
  const instance = input.provider === 'mastodon' ? input.instance : undefined;
  if (instance) checkNetworkAddress(instance, deps.emulator);
  const state = randomBytes(32).toString('base64url');
  const account = input.provider === 'bluesky' ? input.handle : undefined;
  const started = await startFlow(
    db,
    input.provider,
    input.redirectUri,
    state,
    deps,
    instance,
    account,
  );
  await saveState(db, state, deps.now, {
    uid: caller.uid,
    workspaceId: input.workspaceId,
    provider: input.provider,
    redirectUri: input.redirectUri,
    instance: instance ? instanceHost(instance) : null,
    channelId: input.channelId ?? null,
    pending: started.pending,
  });
  return { authorizeUrl: started.authorizeUrl };
}

interface PendingConnection {
  workspaceId: string;
  provider: string;
  redirectUri: string;
  instance: string | null;
  /** The channel a Reconnect repairs, or null for the account's own. */
  channelId: string | null;
  pending: Record<string, unknown>;
}

/**
 * Takes the state out of the store: once, by the user who started it, before it expires. A
 * state presented by someone else is left in place (its owner may still finish).
 */
async function consumeState(
  db: Firestore,
  caller: Caller,
  state: string,
  now: Date,
): Promise<PendingConnection> {
  const ref = db.collection(OAUTH_STATES).doc(state);
  const outcome = await db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (!data) return 'missing' as const;
    if (data.uid !== caller.uid) return 'other' as const;
    tx.delete(ref);
    const expiresAt = data.expiresAt instanceof Timestamp ? data.expiresAt.toMillis() : 0;
    if (expiresAt <= now.getTime()) return 'expired' as const;
    return data;
  });
  // A used state is gone, like one that never existed: either way the user starts again.
  if (outcome === 'missing') {
    throw precondition(
      'This connection attempt was already used or has expired; please connect again.',
    );
  }
  if (outcome === 'other') throw denied('This connection was started by someone else.');
  if (outcome === 'expired')
    throw precondition('This connection attempt expired after 15 minutes; please connect again.');
  const field = <K extends 'workspaceId' | 'provider' | 'redirectUri'>(key: K) =>
    storedField(oauthStateDocSchema, outcome, key, '');
  return {
    workspaceId: field('workspaceId'),
    provider: field('provider'),
    redirectUri: field('redirectUri'),
    instance: storedField(oauthStateDocSchema, outcome, 'instance', null),
    channelId: storedField(oauthStateDocSchema, outcome, 'channelId', null),
    pending: storedField(oauthStateDocSchema, outcome, 'pending', {}),
  };
}

export async function completeChannelOAuth(
  db: Firestore,
  caller: Caller,
  input: CompleteChannelOAuthInput,
  deps: OAuthDeps,
): Promise<CompleteChannelOAuthResult> {
  const pending = await consumeState(db, caller, input.state, deps.now);
  // The caller's right may have changed while they were away at the network.
  await authoriseChannelManager(db, caller, pending.workspaceId);
  const account = await finishFlow(
    pending.provider,
    input.code,
    pending.redirectUri,
    pending.pending,
    deps,
  );
  // One sign-in may grant several accounts (Facebook Pages, business locations): a Reconnect
  // repairs the channel's own account among them; a new connection adds them all.
  const { alsoConnected = [], ...primary } = account;
  const granted = [
    { provider: pending.provider, account: primary as ConnectedAccount },
    ...alsoConnected,
  ];
  let chosen = granted[0] as (typeof granted)[number];
  if (pending.channelId) {
    const stored = (
      await db.doc(`workspaces/${pending.workspaceId}/channels/${pending.channelId}`).get()
    ).get('accountId');
    chosen =
      granted.find(
        (item) => item.provider === pending.provider && item.account.accountId === stored,
      ) ?? chosen;
  }
  const { channelId } = await saveOrRelease(
    db,
    caller,
    {
      workspaceId: pending.workspaceId,
      provider: pending.provider,
      account: chosen.account,
      instance: pending.instance ?? undefined,
      channelId: pending.channelId ?? undefined,
    },
    deps,
  );
  if (pending.channelId || granted.length === 1) {
    return { workspaceId: pending.workspaceId, channelId };
  }
  const skipped: SkippedAccount[] = [];
  for (const other of granted.slice(1)) {
    try {
      await saveConnection(
        db,
        caller,
        { workspaceId: pending.workspaceId, provider: other.provider, account: other.account },
        deps.now,
      );
    } catch (error) {
      // The plan's limit or an account connected as another channel stops the extra ones
      // only; the tokens are shared with the first, so nothing is revoked here. The user is
      // told which were left out and why.
      if (!(error instanceof DomainError)) throw error;
      skipped.push({
        provider: other.provider,
        handle: other.account.handle,
        reason: error.code === 'resource-exhausted' ? 'limit' : 'taken',
      });
    }
  }
  const limit = skipped.some((item) => item.reason === 'limit')
    ? await db.runTransaction(async (tx) => {
        const workspace = await readWorkspace(db, tx, pending.workspaceId);
        return (await channelAllowance(db, tx, workspace, deps.now)).limit;
      })
    : null;
  return {
    workspaceId: pending.workspaceId,
    channelId,
    accounts: {
      granted: granted.length,
      connected: granted.length - skipped.length,
      limit,
      skipped,
    },
  };
}
