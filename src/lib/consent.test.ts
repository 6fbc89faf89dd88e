import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, NO_CHOICE, parseConsent, readConsent, saveConsent } from './consent';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('consent choices', () => {
  it('count as no consent when nothing was stored', () => {
    expect(readConsent(memoryStorage())).toEqual(NO_CHOICE);
  });

  it('count as no consent when the stored value is malformed', () => {
    expect(parseConsent('{not json')).toEqual(NO_CHOICE);
    expect(parseConsent('"granted"')).toEqual(NO_CHOICE);
    expect(parseConsent('{"analytics":"yes"}').analytics).toBe(false);
  });

  it('are remembered with the policy version and the time they were made', () => {
    const storage = memoryStorage();
    saveConsent({ analytics: true, marketing: false, version: 2 }, 1234, storage);
    expect(JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      analytics: true,
      marketing: false,
      version: 2,
      decidedAt: 1234,
    });
    expect(readConsent(storage)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      version: 2,
      decidedAt: 1234,
    });
  });
});
