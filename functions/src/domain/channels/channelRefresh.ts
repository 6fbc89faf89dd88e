// Renewing channel tokens before they lapse, so a post scheduled for tonight does not fail on
// a token that expired this afternoon. Each run takes the connected channels whose token
// expires within the window, holds each with a short lease (two runs, or a run and the
// publisher, must not spend the same single-use refresh token), and asks the network for new
// tokens. A network that refuses the refresh turns the channel needs_reconnect.

import { channelDocSchema } from '@model/schemas/channels/channels';
import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
} from 'firebase-admin/firestore';
import { isProviderError } from '../../providers/errors';
import type { ChannelSecrets, Provider, SecretsRotation } from '../../providers/types';
import { openSecrets, sealSecrets } from '../secretBox';
import { storedField } from '../stored';
import { credentialExpiresAt } from '../weather/credentialExpiry';
import { markChannelNeedsReconnect } from './channelHealth';

const isConnected = (data: Record<string, unknown> | undefined) =>
  storedField(channelDocSchema, data, 'status', null) === 'connected';

/** Tokens expiring within this window are renewed (the job runs every 10 minutes). */
export const REFRESH_WINDOW_MS = 30 * 60_000;
/** How long a run holds a channel while it refreshes it. */
export const REFRESH_LEASE_MS = 2 * 60_000;

export interface RefreshDeps {
  now: () => Date;
  providerFor: (id: unknown) => Provider;
  windowMs?: number;
  /** Channels per run at most. */
  limit?: number;
  timeoutMs?: number;
}

export interface RefreshSummary {
  /** Channels whose token was due. */
  due: number;
  refreshed: number;
  needsReconnect: number;
  /** Refreshes that failed for a passing reason; the next run tries again. */
  failed: number;
  /** Channels another run holds, or whose network has no refresh. */
  skipped: number;
}

type Outcome = 'refreshed' | 'needsReconnect' | 'failed' | 'skipped';

function secretsRefOf(db: Firestore, channelId: string) {
  return db.collection('channelSecrets').doc(channelId);
}

/** Takes the channel for this run, unless it changed state or another run holds it. */
async function claim(
  db: Firestore,
  ref: DocumentReference,
  now: Date,
): Promise<Record<string, unknown> | null> {
  return db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (!data || !isConnected(data)) return null;
    const held = storedField(channelDocSchema, data, 'refreshLeaseUntil', null)?.toMillis() ?? 0;
    if (held > now.getTime()) return null;
    tx.update(ref, { refreshLeaseUntil: Timestamp.fromMillis(now.getTime() + REFRESH_LEASE_MS) });
    return data;
  });
}

/**
 * Writes new secrets only while the channel is still connected: a user who disconnected it
 * meanwhile must not find its tokens stored again. Tokens from a refresh (`rotation`) replace the
 * stored ones in the same transaction that checks the stored refresh token is still the one the
 * refresh spent (or already the new one): a rotating network voided the spent token, so the
 * secrets of a newer rotation stored meanwhile are kept, never written over with older ones.
 */
export async function saveWhileConnected(
  db: Firestore,
  ref: DocumentReference,
  secrets: ChannelSecrets,
  options: { channel?: Record<string, unknown>; rotation?: SecretsRotation } = {},
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const secretsRef = secretsRefOf(db, ref.id);
    const [data, stored] = await Promise.all([
      tx.get(ref).then((snap) => snap.data()),
      tx.get(secretsRef).then((snap) => snap.data()),
    ]);
    if (!isConnected(data)) return;
    const current = openSecrets(ref.id, stored) ?? {};
    const held = current.refreshToken;
    const newer =
      options.rotation !== undefined &&
      typeof held === 'string' &&
      held !== options.rotation.spent &&
      held !== secrets.refreshToken;
    if (!newer) {
      // The new secrets over the stored ones, sealed whole (an older plain document is sealed now).
      const merged = { ...current, ...secrets };
      tx.set(secretsRef, {
        ...sealSecrets(ref.id, merged),
        ...(typeof merged.provider === 'string' ? { provider: merged.provider } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    if (options.channel) tx.update(ref, options.channel);
  });
}

async function refreshOne(
  db: Firestore,
  ref: DocumentReference,
  provider: Provider,
  deps: RefreshDeps,
): Promise<Outcome> {
  const refresh = provider.refresh;
  if (!refresh) return 'skipped';
  const now = deps.now();
  const claimed = await claim(db, ref, now);
  if (!claimed) return 'skipped';
  const workspaceId = ref.parent.parent?.id ?? '';
  const secrets = openSecrets(ref.id, (await secretsRefOf(db, ref.id).get()).data());
  if (!secrets) {
    await markChannelNeedsReconnect(db, workspaceId, ref.id, 'No sign-in is stored for it.', now);
    return 'needsReconnect';
  }
  try {
    const renewed = await refresh.call(provider, secrets, {
      saveSecrets: (next, rotation) => saveWhileConnected(db, ref, next, { rotation }),
      loadSecrets: async () => openSecrets(ref.id, (await secretsRefOf(db, ref.id).get()).data()),
      timeoutMs: deps.timeoutMs,
    });
    const spent = typeof secrets.refreshToken === 'string' ? secrets.refreshToken : undefined;
    await saveWhileConnected(db, ref, renewed.secrets, {
      // The session saved the rotated tokens already; written again here only as that same
      // rotation, so a newer one another run stored since stays.
      rotation: spent === undefined ? undefined : { spent },
      channel: {
        tokenExpiresAt: renewed.tokenExpiresAt ? Timestamp.fromDate(renewed.tokenExpiresAt) : null,
        // The grant still dates from the last sign-in: a refresh does not extend Google's testing
        // week nor LinkedIn's year.
        credentialExpiresAt: credentialExpiresAt(
          provider.id,
          renewed.secrets,
          renewed.tokenExpiresAt,
          storedField(channelDocSchema, claimed, 'connectedAt', null)?.toDate() ?? now,
        ),
        tokenRefreshedAt: Timestamp.fromDate(deps.now()),
        lastError: null,
        refreshLeaseUntil: FieldValue.delete(),
        updatedAt: FieldValue.serverTimestamp(),
      },
    });
    return 'refreshed';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (isProviderError(error) && error.kind === 'auth') {
      await markChannelNeedsReconnect(db, workspaceId, ref.id, message, deps.now());
      return 'needsReconnect';
    }
    // Anything else passes (a network down for a moment): say so, and let the next run retry.
    await ref.update({
      lastError: { message, at: Timestamp.fromDate(deps.now()) },
      refreshLeaseUntil: FieldValue.delete(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (!isProviderError(error)) throw error;
    return 'failed';
  }
}

export async function refreshChannelTokens(
  db: Firestore,
  deps: RefreshDeps,
): Promise<RefreshSummary> {
  const horizon = Timestamp.fromMillis(deps.now().getTime() + (deps.windowMs ?? REFRESH_WINDOW_MS));
  const due = await db
    .collectionGroup('channels')
    .where('status', '==', 'connected')
    .where('tokenExpiresAt', '<=', horizon)
    .orderBy('tokenExpiresAt')
    .limit(deps.limit ?? 200)
    .get();
  const summary: RefreshSummary = {
    due: due.size,
    refreshed: 0,
    needsReconnect: 0,
    failed: 0,
    skipped: 0,
  };
  let unexpected: unknown;
  for (const snap of due.docs) {
    let provider: Provider;
    try {
      provider = deps.providerFor(storedField(channelDocSchema, snap.data(), 'provider', null));
    } catch {
      summary.skipped++;
      continue;
    }
    try {
      summary[await refreshOne(db, snap.ref, provider, deps)]++;
    } catch (error) {
      // A bug or a database failure on one channel must not keep the others from renewing;
      // the first such error still fails the run, so that it is logged.
      summary.failed++;
      unexpected ??= error;
    }
  }
  if (unexpected !== undefined) throw unexpected;
  return summary;
}
