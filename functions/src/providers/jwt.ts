// When an access token lapses, read from the token itself: Bluesky's session tokens are JWTs
// whose `exp` claim is the only statement of their lifetime.

/** The `exp` claim of a JWT as a date; undefined when the token is not a JWT or has none. */
export function jwtExpiry(token: string | undefined): Date | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const exp =
      typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' && Number.isFinite(exp) ? new Date(exp * 1000) : undefined;
  } catch {
    return undefined;
  }
}
