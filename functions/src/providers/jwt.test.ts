import { describe, expect, it } from 'vitest';
import { jwt } from '../../../test/support/functions/channelNetworks';
import { jwtExpiry } from './jwt';

describe('jwtExpiry', () => {
  it('reads the exp claim of a JWT', () => {
    const at = new Date('2026-11-21T12:34:56Z');
    expect(jwtExpiry(jwt(at))).toEqual(at);
  });

  it('answers undefined for anything that is not a JWT with an expiry', () => {
    const noExp = `e30.${Buffer.from('{"sub":"x"}').toString('base64url')}.s`;
    for (const token of [undefined, '', 'opaque-token', 'a.!!!.c', noExp]) {
      expect(jwtExpiry(token)).toBeUndefined();
    }
  });
});
