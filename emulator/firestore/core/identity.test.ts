import { describe, expect, it } from 'vitest';
import { FirestoreError } from './errors';
import { identityFromAuthorization } from './identity';

function jwt(header: object, payload: object, signature = ''): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part(header)}.${part(payload)}.${signature}`;
}

describe('identityFromAuthorization', () => {
  it('treats a missing header as an unauthenticated caller', () => {
    expect(identityFromAuthorization(undefined)).toEqual({ kind: 'anonymous' });
  });

  it('lets "Bearer owner" skip the rules', () => {
    expect(identityFromAuthorization('Bearer owner')).toEqual({ kind: 'owner' });
  });

  it('reads an unsigned emulator token into request.auth', () => {
    const token = jwt(
      { alg: 'none', typ: 'JWT' },
      {
        sub: 'alice',
        user_id: 'alice',
        email: 'a@example.com',
        firebase: { sign_in_provider: 'password' },
      },
    );
    expect(identityFromAuthorization(`Bearer ${token}`)).toEqual({
      kind: 'user',
      auth: {
        uid: 'alice',
        token: {
          sub: 'alice',
          user_id: 'alice',
          email: 'a@example.com',
          firebase: { sign_in_provider: 'password' },
        },
      },
    });
  });

  it('decodes a signed-looking token without checking the signature', () => {
    const token = jwt({ alg: 'RS256' }, { user_id: 'bob', admin: true }, 'c2lnbmF0dXJl');
    const identity = identityFromAuthorization(`Bearer ${token}`);
    expect(identity).toMatchObject({ kind: 'user', auth: { uid: 'bob', token: { admin: true } } });
  });

  it.each(['Basic abc', 'Bearer not-a-jwt', `Bearer ${jwt({ alg: 'none' }, { email: 'x' })}`])(
    'refuses %s as UNAUTHENTICATED',
    (header) => {
      try {
        identityFromAuthorization(header);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(FirestoreError);
        expect((error as FirestoreError).status).toBe('UNAUTHENTICATED');
      }
    },
  );
});
