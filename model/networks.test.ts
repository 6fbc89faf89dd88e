import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isNetworkId, NETWORK_IDS, networkIdSchema, REAL_NETWORK_IDS } from './networks';

describe('networks', () => {
  it('knows each network once, and the sandbox is not a real one', () => {
    expect(new Set(NETWORK_IDS).size).toBe(NETWORK_IDS.length);
    expect(REAL_NETWORK_IDS).toHaveLength(NETWORK_IDS.length - 1);
    expect(REAL_NETWORK_IDS).not.toContain('sandbox');
  });

  it('accepts a known network and refuses any other string', () => {
    expect(isNetworkId('bluesky')).toBe(true);
    expect(isNetworkId('twitter')).toBe(false);
    expect(v.is(networkIdSchema, 'google_business')).toBe(true);
    expect(v.is(networkIdSchema, 'Bluesky')).toBe(false);
  });
});
