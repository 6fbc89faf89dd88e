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
    expect(clientAddress({ 'x-forwarded-for': ' , ' }, '::1')).toBe('0:0:0:0::/64');
    expect(clientAddress({})).toBe('unknown');
  });

  it('counts an IPv6 client by its /64, so a fresh address in the same /64 shares the bucket', () => {
    const a = clientAddress({ 'x-forwarded-for': '2001:db8:1:2::1' });
    const b = clientAddress({ 'x-forwarded-for': '2001:db8:1:2:ffff:eeee:dddd:cccc' });
    const other = clientAddress({ 'x-forwarded-for': '2001:db8:1:3::1' });
    expect(a).toBe('2001:db8:1:2::/64');
    expect(b).toBe(a);
    expect(other).not.toBe(a);
  });

  it('counts an IPv4 client per address, mapped into IPv6 or not', () => {
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
    expect(clientAddress({}, '::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress({}, '203.0.113.8')).not.toBe('203.0.113.7');
  });
});
