import { describe, expect, it } from 'vitest';
import { clientAddress } from './clientAddress';

describe('clientAddress', () => {
  it('takes the entry the front end appended, not what the client wrote first', () => {
    expect(clientAddress({ 'x-forwarded-for': '1.2.3.4, 203.0.113.7' }, '10.0.0.1')).toBe(
      '203.0.113.7',
    );
    expect(clientAddress({ 'x-forwarded-for': '9.9.9.9,203.0.113.7' })).toBe('203.0.113.7');
  });

  it('gives every spoofed first entry the same bucket', () => {
    const a = clientAddress({ 'x-forwarded-for': '1.1.1.1, 198.51.100.2' });
    const b = clientAddress({ 'x-forwarded-for': '2.2.2.2, 198.51.100.2' });
    expect(a).toBe(b);
  });

  it('uses the socket peer without the header, and never answers empty', () => {
    expect(clientAddress({}, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress({ 'x-forwarded-for': ' , ' }, '::1')).toBe('::1');
    expect(clientAddress({})).toBe('unknown');
  });
});
