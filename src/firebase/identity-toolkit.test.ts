import { afterEach, describe, expect, it, vi } from 'vitest';
import { isEmailSignInLink, resetPassword } from './identity-toolkit';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isEmailSignInLink', () => {
  it('recognises the link Firebase mails for passwordless sign-in, and nothing else', () => {
    expect(
      isEmailSignInLink('https://app.example/connect/invite/abc?mode=signIn&oobCode=XYZ&apiKey=k'),
    ).toBe(true);
    expect(
      isEmailSignInLink('https://app.example/reset-password?mode=resetPassword&oobCode=X'),
    ).toBe(false);
    expect(isEmailSignInLink('https://app.example/login?mode=signIn')).toBe(false);
  });
});

describe('identity toolkit requests', () => {
  it('turn the service’s error messages into the SDK’s codes the screens word', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { message: 'EXPIRED_OOB_CODE' } }, { status: 400 })),
    );
    await expect(resetPassword('code', 'new-password-1')).rejects.toMatchObject({
      code: 'auth/expired-action-code',
    });
  });

  it('report an unreachable service as a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(resetPassword('code', 'new-password-1')).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
  });
});
