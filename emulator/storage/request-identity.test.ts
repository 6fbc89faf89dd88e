import { describe, expect, it } from 'vitest';
import { crc32c } from './crc32c';
import { identifyRequest, isAdminLibraryWithoutCredentials } from './request-identity';

function unsignedJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

describe('identifyRequest', () => {
  it('turns an emulator ID token into request.auth with every claim', () => {
    const token = unsignedJwt({
      sub: 'u1',
      email: 'a@b.c',
      firebase: { sign_in_provider: 'password' },
    });
    const identity = identifyRequest(`Firebase ${token}`, { nonJwtIsAdmin: false });
    expect(identity).toEqual({
      kind: 'user',
      auth: {
        uid: 'u1',
        token: { sub: 'u1', email: 'a@b.c', firebase: { sign_in_provider: 'password' } },
      },
    });
    const byUserId = identifyRequest(`Bearer ${unsignedJwt({ user_id: 'u2' })}`, {
      nonJwtIsAdmin: true,
    });
    expect(byUserId.kind === 'user' && byUserId.auth.uid).toBe('u2');
  });

  it('treats the owner token as admin on both APIs', () => {
    expect(identifyRequest('Firebase owner', { nonJwtIsAdmin: false })).toEqual({ kind: 'admin' });
    expect(identifyRequest('Bearer owner', { nonJwtIsAdmin: true })).toEqual({ kind: 'admin' });
  });

  it('on the Firebase API: no header is anonymous and a non-JWT credential is invalid', () => {
    expect(identifyRequest(undefined, { nonJwtIsAdmin: false })).toEqual({ kind: 'anonymous' });
    expect(identifyRequest('Firebase abc', { nonJwtIsAdmin: false }).kind).toBe('invalid');
    expect(
      identifyRequest(`Firebase ${unsignedJwt({ email: 'x' })}`, { nonJwtIsAdmin: false }).kind,
    ).toBe('invalid');
  });

  it('on the Cloud Storage API: Admin SDK and gcloud credentials are admin', () => {
    expect(identifyRequest(undefined, { nonJwtIsAdmin: true })).toEqual({ kind: 'admin' });
    expect(identifyRequest('Bearer ya29.access-token', { nonJwtIsAdmin: true })).toEqual({
      kind: 'admin',
    });
  });
});

describe('isAdminLibraryWithoutCredentials', () => {
  const gccl = 'gl-node/20.20.2 gccl/7.22.0-CJS gccl-invocation-id/abc';
  it('recognises the Cloud Storage client library sending no credentials', () => {
    expect(isAdminLibraryWithoutCredentials({ googApiClient: gccl })).toBe(true);
  });
  it('never mistakes the Firebase JS SDK or a credentialed request for it', () => {
    expect(
      isAdminLibraryWithoutCredentials({ googApiClient: gccl, firebaseStorageVersion: 'webjs/12' }),
    ).toBe(false);
    expect(
      isAdminLibraryWithoutCredentials({ googApiClient: gccl, authorization: 'Firebase x' }),
    ).toBe(false);
    expect(isAdminLibraryWithoutCredentials({})).toBe(false);
  });
});

describe('crc32c', () => {
  it('matches the Castagnoli check value', () => {
    expect(crc32c(Buffer.from('123456789'))).toBe(0xe3069283);
    expect(crc32c(Buffer.alloc(0))).toBe(0);
  });
});
