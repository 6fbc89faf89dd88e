// Channel secrets (app passwords, OAuth tokens) are stored sealed: AES-256-GCM over the JSON of
// the secrets, with the channel id as associated data so a sealed value cannot be moved to
// another channel's document. Only `provider` and `updatedAt` stay readable.
//
// The key is the Firebase secret CHANNEL_SECRETS_KEY (32 random bytes, base64; create it with
// `firebase functions:secrets:set CHANNEL_SECRETS_KEY` and the value of
// `openssl rand -base64 32`), bound to the functions that touch channels. Against the emulators,
// and in tests, a fixed local key stands in; a deployed function without the key refuses to
// store or read secrets rather than keep them in plain text.
//
// Documents written before sealing (plain fields) are still read as they are, and sealed the next
// time they are saved.

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { defineSecret } from 'firebase-functions/params';
import { channelSecretsKeySetting, isEmulator } from '../config';

export const CHANNEL_SECRETS_KEY = defineSecret('CHANNEL_SECRETS_KEY');

/**
 * The `secrets` option of every function that touches channels. The emulator is not given the
 * binding (it would look the secret up in Secret Manager); it uses the local key instead.
 */
export const CHANNEL_SECRET_BINDINGS = isEmulator ? [] : [CHANNEL_SECRETS_KEY];

const LOCAL_KEY = createHash('sha256')
  .update('smm-connect local emulator channel secrets')
  .digest();

function key(): Buffer {
  const { key: raw, localAllowed } = channelSecretsKeySetting();
  if (raw) {
    const bytes = Buffer.from(raw, 'base64');
    if (bytes.length !== 32) throw new Error('CHANNEL_SECRETS_KEY must be 32 bytes in base64.');
    return bytes;
  }
  if (localAllowed) return LOCAL_KEY;
  throw new Error('CHANNEL_SECRETS_KEY is not set: channel secrets cannot be sealed or opened.');
}

interface Sealed {
  v: 1;
  iv: string;
  tag: string;
  data: string;
}

/** The stored form of a channel's secrets: `{ sealed }`. */
export function sealSecrets(
  channelId: string,
  secrets: Record<string, unknown>,
): { sealed: Sealed } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  cipher.setAAD(Buffer.from(channelId));
  const data = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return {
    sealed: {
      v: 1,
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      data: data.toString('base64'),
    },
  };
}

function isSealed(value: unknown): value is Sealed {
  if (typeof value !== 'object' || value === null) return false;
  const sealed = value as Record<string, unknown>;
  return (
    sealed.v === 1 &&
    typeof sealed.iv === 'string' &&
    typeof sealed.tag === 'string' &&
    typeof sealed.data === 'string'
  );
}

/**
 * The secrets of a stored channelSecrets document: opened when sealed, as stored when written
 * before sealing; null for no document. A sealed value that does not open (another key, another
 * channel, tampered) throws.
 */
export function openSecrets(
  channelId: string,
  stored: Record<string, unknown> | undefined | null,
): Record<string, unknown> | null {
  if (!stored) return null;
  if (!isSealed(stored.sealed)) {
    const { updatedAt: _updatedAt, ...plain } = stored;
    return plain;
  }
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(stored.sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(channelId));
  decipher.setAuthTag(Buffer.from(stored.sealed.tag, 'base64'));
  const json = Buffer.concat([
    decipher.update(Buffer.from(stored.sealed.data, 'base64')),
    decipher.final(),
  ]).toString('utf8');
  return JSON.parse(json) as Record<string, unknown>;
}
