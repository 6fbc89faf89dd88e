// Signing a delivery the Standard Webhooks way (standardwebhooks.com): the secret reads
// `whsec_<base64 key>`, the signed content is `<Webhook-Id>.<Webhook-Timestamp>.<raw body>`, and
// Webhook-Signature holds `v1,<base64 HMAC-SHA256>`, one per secret in force, space-separated, so
// during a rotation's overlap a receiver that knows either secret verifies the delivery.

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  return Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );
}

export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest();
  return `v1,${mac.toString('base64')}`;
}

export interface SignedHeaders extends Record<string, string> {
  'Webhook-Id': string;
  'Webhook-Timestamp': string;
  'Webhook-Signature': string;
}

/** The headers of one attempt: every secret in force signs (the current one first). */
export function signedHeaders(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): SignedHeaders {
  return {
    'Webhook-Id': id,
    'Webhook-Timestamp': String(timestamp),
    'Webhook-Signature': secrets.map((secret) => signature(secret, id, timestamp, body)).join(' '),
  };
}

/** A receiver's check, as the Standard Webhooks libraries make it (used by the tests). */
export function verifySignature(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
): boolean {
  const expected = Buffer.from(signature(secret, headers.id, Number(headers.timestamp), body));
  return headers.signature.split(' ').some((candidate) => {
    const actual = Buffer.from(candidate);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  });
}
