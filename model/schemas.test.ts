import { describe, expect, it } from 'vitest';
import { parseLogin } from './schemas';

describe('parseLogin', () => {
  it('accepts an email and a password and trims the email', () => {
    expect(parseLogin({ email: '  ada@example.com ', password: 'secret1' })).toEqual({
      ok: true,
      value: { email: 'ada@example.com', password: 'secret1' },
    });
  });

  it('names a missing email and a missing password', () => {
    expect(parseLogin({ email: '', password: '' })).toEqual({
      ok: false,
      issues: { email: 'email_required', password: 'password_required' },
    });
    expect(parseLogin({ email: null, password: null })).toEqual({
      ok: false,
      issues: { email: 'email_required', password: 'password_required' },
    });
  });

  it('rejects a malformed email and a short password', () => {
    expect(parseLogin({ email: 'not-an-email', password: '123' })).toEqual({
      ok: false,
      issues: { email: 'email_invalid', password: 'password_too_short' },
    });
  });

  it('rejects an overlong password', () => {
    const result = parseLogin({ email: 'ada@example.com', password: 'x'.repeat(200) });
    expect(result).toEqual({ ok: false, issues: { password: 'password_too_long' } });
  });
});
