import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../seed/accounts';
import { banner, READY_LINE } from './banner';
import { loadStackConfig } from './config';

const root = new URL('../..', import.meta.url).pathname;

describe('banner', () => {
  it('prints both variants, what is not up, and every demo account with its password', () => {
    const text = banner({
      config: loadStackConfig(root),
      services: [
        { service: 'functions', up: false, detail: 'functions/ has no package.json yet' },
        { service: 'hosting', up: true, detail: 'http://127.0.0.1:5000' },
      ],
      seeded: 'loaded in 900 ms',
      failure: new Promise(() => {}),
      pauseTicks: () => {},
      stop: async () => {},
    });
    expect(text).toContain(READY_LINE);
    expect(text).toContain('smm       http://127.0.0.1:5000/');
    expect(text).toContain('connect   http://127.0.0.1:5000/connect/');
    expect(text).toContain('http://connect.localhost:5000/');
    expect(text).toMatch(/functions\s+NOT UP functions\/ has no package\.json yet/);
    expect(text.indexOf('hosting')).toBeLessThan(text.indexOf('functions'));
    for (const account of ACCOUNTS) {
      expect(text).toMatch(new RegExp(`${account.email}\\s+${account.password}`));
    }
  });
});
