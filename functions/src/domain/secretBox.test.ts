import { describe, expect, it } from 'vitest';
import { openSecrets, sealSecrets } from './secretBox';

describe('channel secrets at rest', () => {
  const secrets = { appPassword: 'abcd-efgh-ijkl-mnop', accessJwt: 'jwt', handle: '@me' };

  it('seals the secrets so no value is readable in the stored document', () => {
    const stored = sealSecrets('chan1', secrets);
    const text = JSON.stringify(stored);
    for (const value of Object.values(secrets)) expect(text).not.toContain(value);
    expect(openSecrets('chan1', stored)).toEqual(secrets);
  });

  it('refuses a sealed value moved to another channel or altered', () => {
    const stored = sealSecrets('chan1', secrets);
    expect(() => openSecrets('chan2', stored)).toThrow();
    const altered = { sealed: { ...stored.sealed, data: Buffer.from('x').toString('base64') } };
    expect(() => openSecrets('chan1', altered)).toThrow();
  });

  it('still reads a document stored in plain text before sealing', () => {
    expect(openSecrets('chan1', { ...secrets, provider: 'bluesky' })).toEqual({
      ...secrets,
      provider: 'bluesky',
    });
    expect(openSecrets('chan1', undefined)).toBeNull();
  });

  it('uses the configured key, and a key of the wrong size is refused', () => {
    const previous = process.env.CHANNEL_SECRETS_KEY;
    try {
      process.env.CHANNEL_SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');
      const stored = sealSecrets('chan1', secrets);
      expect(openSecrets('chan1', stored)).toEqual(secrets);
      process.env.CHANNEL_SECRETS_KEY = Buffer.alloc(32, 8).toString('base64');
      expect(() => openSecrets('chan1', stored)).toThrow();
      process.env.CHANNEL_SECRETS_KEY = 'c2hvcnQ=';
      expect(() => sealSecrets('chan1', secrets)).toThrow(/32 bytes/);
    } finally {
      if (previous === undefined) delete process.env.CHANNEL_SECRETS_KEY;
      else process.env.CHANNEL_SECRETS_KEY = previous;
    }
  });
});
