import { describe, expect, it } from 'vitest';
import { readOAuthReturn, redirectUriFor, withoutOAuthParams } from './oauth-return';

describe('readOAuthReturn', () => {
  it('reads the code and state a network sends back', () => {
    expect(readOAuthReturn('?code=abc&state=s123')).toEqual({
      kind: 'code',
      code: 'abc',
      state: 's123',
    });
  });

  it('reads a refusal, with its description when there is one', () => {
    expect(
      readOAuthReturn('?error=access_denied&error_description=The+user+said+no&state=s'),
    ).toEqual({ kind: 'error', error: 'access_denied', description: 'The user said no' });
    expect(readOAuthReturn('?error=server_error')).toEqual({
      kind: 'error',
      error: 'server_error',
      description: null,
    });
  });

  it('ignores an address that is no OAuth return', () => {
    expect(readOAuthReturn('')).toBeNull();
    expect(readOAuthReturn('?code=abc')).toBeNull();
    expect(readOAuthReturn('?tab=list')).toBeNull();
  });
});

describe('withoutOAuthParams', () => {
  it('removes the one-time parameters and keeps the rest of the address', () => {
    expect(
      withoutOAuthParams('http://localhost/connect/app/channels?tab=x&code=c&state=s&iss=i#top'),
    ).toBe('/connect/app/channels?tab=x#top');
    expect(withoutOAuthParams('http://localhost/app/channels?error=access_denied')).toBe(
      '/app/channels',
    );
  });
});

describe('redirectUriFor', () => {
  it('is the page itself, without query or fragment', () => {
    expect(redirectUriFor('http://127.0.0.1:5000/connect/app/admin/client-onboarding?x=1#a')).toBe(
      'http://127.0.0.1:5000/connect/app/admin/client-onboarding',
    );
  });
});
