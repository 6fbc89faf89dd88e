// Who is calling, read from the Authorization header the way the official emulator reads it:
// "Bearer owner" is the admin/withSecurityRulesDisabled credential that skips rules, any JWT is
// trusted without checking its signature (Auth emulator tokens are unsigned, alg "none"), and
// no header at all is an unauthenticated caller.
import { FirestoreError } from './errors';

export interface CallerAuth {
  uid: string;
  token: Record<string, unknown>;
}

export type Identity =
  | { kind: 'owner' }
  | { kind: 'user'; auth: CallerAuth }
  | { kind: 'anonymous' };

function decodeSegment(segment: string): unknown {
  const text = Buffer.from(segment.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString(
    'utf8',
  );
  return JSON.parse(text);
}

function unauthenticated(): FirestoreError {
  return new FirestoreError(
    'UNAUTHENTICATED',
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
  );
}

/** Identity for an Authorization header value (or its absence). */
export function identityFromAuthorization(header: string | undefined | null): Identity {
  if (header === undefined || header === null || header.trim() === '') return { kind: 'anonymous' };
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match?.[1]) throw unauthenticated();
  const token = match[1].trim();
  if (token === 'owner') return { kind: 'owner' };
  const parts = token.split('.');
  if (parts.length < 2 || !parts[1]) throw unauthenticated();
  let claims: unknown;
  try {
    claims = decodeSegment(parts[1]);
  } catch {
    throw unauthenticated();
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims))
    throw unauthenticated();
  const record = claims as Record<string, unknown>;
  const uid = typeof record.sub === 'string' ? record.sub : record.user_id;
  if (typeof uid !== 'string' || uid === '') throw unauthenticated();
  return { kind: 'user', auth: { uid, token: record } };
}
