import { describe, expect, it } from 'vitest';
import { isLocalOrigin } from './local-origin';

describe('isLocalOrigin', () => {
  it.each([
    'http://localhost:5000',
    'http://127.0.0.1:55000',
    'http://[::1]:5173',
    'http://connect.localhost:5000',
    'https://localhost',
  ])('allows %s', (origin) => expect(isLocalOrigin(origin)).toBe(true));

  it.each([
    'http://app.test',
    'https://evil.example',
    'http://localhost.evil.example',
    'http://127.0.0.1.nip.io',
    'null',
    'file://',
    'http://10.0.0.1:5000',
  ])('refuses %s', (origin) => expect(isLocalOrigin(origin)).toBe(false));
});
