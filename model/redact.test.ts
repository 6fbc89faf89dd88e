import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact';

describe('redactSecrets', () => {
  it('replaces the token of a review or invitation path, under /connect too', () => {
    expect(redactSecrets('/review/abcDEF123_-x')).toBe('/review/:token');
    expect(redactSecrets('/connect/invite/tok3n?x=1')).toBe('/connect/invite/:token?x=1');
    expect(redactSecrets('failed at https://h.test/review/s3cret/media')).toBe(
      'failed at https://h.test/review/:token/media',
    );
  });

  it('replaces oobCode, token and key values in a query or fragment', () => {
    expect(redactSecrets('/login?mode=signIn&oobCode=XYZ&apiKey=AIza&lang=en')).toBe(
      '/login?mode=signIn&oobCode=:token&apiKey=:token&lang=en',
    );
    expect(redactSecrets('/unsubscribe?token=abc.def')).toBe('/unsubscribe?token=:token');
    expect(redactSecrets('/x#key=1')).toBe('/x#key=:token');
  });

  it('leaves paths without secrets as they are', () => {
    expect(redactSecrets('/app/posts?view=calendar')).toBe('/app/posts?view=calendar');
    expect(redactSecrets('/review')).toBe('/review');
  });
});
