// API keys for the REST API. The key is shown once, at creation; only its SHA-256 hash is
// stored. A key reads `smk_<id>_<secret>` so the server finds the record by id and compares
// hashes in constant time, without a query over hashes.

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CallableReply } from '@model/callables';
import {
  API_KEY_SCOPES,
  type ApiKeyScope,
  type ApiKeySummary,
  apiKeyDocSchema,
  type CreateApiKeyInput,
  type ListApiKeysInput,
  type RevokeApiKeyInput,
} from '@model/schemas/api-keys';
import type { Product } from '@model/variant';
import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
} from 'firebase-admin/firestore';
import { recordAudit } from './audit';
import { type Caller, isAdminFor } from './caller';
import { notFound } from './errors';
import { runOnce } from './idempotency';
import { storedField } from './stored';
import { actAs, readWorkspace } from './workspaces/workspaces';

const KEY_PATTERN = /^smk_([A-Za-z0-9]{20})_([A-Za-z0-9_-]{43})$/;

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export type CreateApiKeyResult = CallableReply<'createApiKey'> & Record<string, unknown>;

export async function createApiKey(
  db: Firestore,
  caller: Caller,
  input: CreateApiKeyInput,
  now: Date,
): Promise<CreateApiKeyResult> {
  return runOnce(
    db,
    {
      operation: 'createApiKey',
      owner: caller.uid,
      requestId: input.requestId,
      payload: input,
      now,
      // The idempotency record must not become a second copy of the secret.
      redact: ({ key: _key, ...rest }) => rest,
    },
    async (tx) => {
      const workspace = await readWorkspace(db, tx, input.workspaceId);
      const as = actAs(workspace, caller, ['owner']);
      const ref = db.collection('apiKeys').doc();
      const key = `smk_${ref.id}_${randomBytes(32).toString('base64url')}`;
      const prefix = key.slice(0, 12);
      tx.create(ref, {
        hash: hashKey(key),
        prefix,
        name: input.name,
        workspaceId: input.workspaceId,
        product: workspace.product,
        scopes: [...new Set(input.scopes)],
        createdBy: caller.uid,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        revokedAt: null,
      });
      if (as === 'admin') {
        recordAudit(db, tx, {
          action: 'apiKey.create',
          actorUid: caller.uid,
          product: workspace.product,
          target: ref.path,
        });
      }
      return { keyId: ref.id, prefix, key };
    },
  );
}

export type RevokeApiKeyResult = CallableReply<'revokeApiKey'> & Record<string, unknown>;

export async function revokeApiKey(
  db: Firestore,
  caller: Caller,
  input: RevokeApiKeyInput,
): Promise<RevokeApiKeyResult> {
  return db.runTransaction(async (tx) => {
    const ref = db.collection('apiKeys').doc(input.keyId);
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('The API key');
    const workspace = await readWorkspace(db, tx, String(snap.data()?.workspaceId));
    const as = actAs(workspace, caller, ['owner']);
    if (snap.data()?.revokedAt) return { keyId: input.keyId, revoked: true };
    tx.update(ref, {
      revokedAt: FieldValue.serverTimestamp(),
      revokedBy: caller.uid,
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (as === 'admin') {
      recordAudit(db, tx, {
        action: 'apiKey.revoke',
        actorUid: caller.uid,
        product: workspace.product,
        target: ref.path,
      });
    }
    return { keyId: input.keyId, revoked: true };
  });
}

export type ListApiKeysResult = CallableReply<'listApiKeys'> & Record<string, unknown>;

const millisOf = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;

/** A workspace's keys, newest first, for whoever may create them (its owners, the product's admins). */
export async function listApiKeys(
  db: Firestore,
  caller: Caller,
  input: ListApiKeysInput,
): Promise<ListApiKeysResult> {
  const workspace = await db.runTransaction((tx) => readWorkspace(db, tx, input.workspaceId));
  actAs(workspace, caller, ['owner']);
  const snap = await db.collection('apiKeys').where('workspaceId', '==', input.workspaceId).get();
  const keys = snap.docs.map((doc): ApiKeySummary => {
    const data = doc.data();
    return {
      keyId: doc.id,
      name: typeof data.name === 'string' ? data.name : '',
      prefix: typeof data.prefix === 'string' ? data.prefix : '',
      scopes: (Array.isArray(data.scopes) ? data.scopes : []).filter(
        (scope): scope is ApiKeyScope => (API_KEY_SCOPES as readonly unknown[]).includes(scope),
      ),
      createdAt: millisOf(data.createdAt),
      revokedAt: millisOf(data.revokedAt),
      lastUsedAt: millisOf(data.lastUsedAt),
    };
  });
  keys.sort(
    (a, b) => (b.createdAt ?? Number.MAX_SAFE_INTEGER) - (a.createdAt ?? Number.MAX_SAFE_INTEGER),
  );
  return { keys };
}

export interface ApiKeyIdentity {
  keyId: string;
  /** The name its owner gave it, shown in the post history and audit log of what it does. */
  name: string;
  /** The account the key speaks for. */
  createdBy: string;
  workspaceId: string;
  product: Product;
  scopes: ApiKeyScope[];
}

/**
 * A key speaks for its creator, so it works only while the creator could still create it: an
 * enabled account that owns the workspace or administers its product (createApiKey's test).
 * Removing or demoting the creator, or disabling the account, stops their keys at once.
 */
async function creatorMayStillIssue(
  db: Firestore,
  createdBy: unknown,
  workspaceId: string,
  product: Product,
): Promise<boolean> {
  if (typeof createdBy !== 'string' || createdBy === '') return false;
  const [workspace, user] = await Promise.all([
    db.collection('workspaces').doc(workspaceId).get(),
    db.collection('users').doc(createdBy).get(),
  ]);
  const userDoc = user.data();
  if (!workspace.exists || !userDoc || userDoc.disabled === true) return false;
  const members = (workspace.data()?.members ?? {}) as Record<string, unknown>;
  return (
    members[createdBy] === 'owner' ||
    isAdminFor({ uid: createdBy, email: null, doc: userDoc }, product)
  );
}

/** How stale the shown last-used time may be: a busy key writes it once a minute, not per call. */
export const LAST_USED_PRECISION_MS = 60_000;

async function noteUse(ref: DocumentReference, stored: unknown, now: Date): Promise<void> {
  const last = stored instanceof Timestamp ? stored.toMillis() : 0;
  if (now.getTime() - last < LAST_USED_PRECISION_MS) return;
  // A lost write only makes the shown time older: never a reason to refuse the request.
  await ref.update({ lastUsedAt: Timestamp.fromDate(now) }).catch(() => undefined);
}

/**
 * The identity a presented key stands for, or null when it is malformed, unknown, revoked, or
 * its creator may no longer issue it.
 */
export async function verifyApiKey(
  db: Firestore,
  presented: string,
  now: Date = new Date(),
): Promise<ApiKeyIdentity | null> {
  const match = KEY_PATTERN.exec(presented);
  if (!match?.[1]) return null;
  const snap = await db.collection('apiKeys').doc(match[1]).get();
  const data = snap.data();
  const hash = storedField(apiKeyDocSchema, data, 'hash', null);
  if (!data || data.revokedAt || hash === null) return null;
  const expected = Buffer.from(hash, 'hex');
  const actual = Buffer.from(hashKey(presented), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const product = storedField(apiKeyDocSchema, data, 'product', 'smm');
  const workspaceId = String(data.workspaceId);
  if (!(await creatorMayStillIssue(db, data.createdBy, workspaceId, product))) {
    return null;
  }
  await noteUse(snap.ref, data.lastUsedAt, now);
  return {
    keyId: snap.id,
    name: storedField(apiKeyDocSchema, data, 'name', ''),
    createdBy: String(data.createdBy),
    workspaceId,
    product,
    scopes: storedField(apiKeyDocSchema, data, 'scopes', []),
  };
}
