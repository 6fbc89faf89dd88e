// The coverage gate must be able to fail: a project that ran no request reports every
// expression as never evaluated, a report for other rules is refused, and one evaluated request
// counts for exactly the expressions it reached.

import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { checkFirestoreCoverage, storageCoverage } from './coverage-gate';
import { as, FIRESTORE_RULES, isAllowed, startEnv, stopEnv } from './env';

const origin = () => `http://127.0.0.1:${inject('rulesEmulator').firestorePort}`;
const envs: RulesTestEnvironment[] = [];

afterAll(async () => {
  for (const env of envs) await stopEnv(env);
});

describe('coverage gate', () => {
  it('reports every expression as never evaluated when no request ran', async () => {
    envs.push(await startEnv('demo-gate-idle'));
    const result = await checkFirestoreCoverage(origin(), ['demo-gate-idle']);
    expect(result.total).toBeGreaterThan(100);
    expect(result.missed).toHaveLength(result.total);
  });

  it('counts the expressions one request evaluated, and only those', async () => {
    const env = await startEnv('demo-gate-one');
    envs.push(env);
    expect(
      await as(env, 'anonymous', (c) => isAllowed(c.firestore().doc('policies/privacy').get())),
    ).toBe(true);
    const result = await checkFirestoreCoverage(origin(), ['demo-gate-one']);
    const evaluated = result.total - result.missed.length;
    expect(evaluated).toBeGreaterThan(0);
    expect(evaluated).toBeLessThan(20);
  });

  it('refuses a report that is not for the current firestore.rules', async () => {
    envs.push(
      await startEnv('demo-gate-other', {
        firestoreRules: `${FIRESTORE_RULES}\n// edited\n`,
      }),
    );
    await expect(checkFirestoreCoverage(origin(), ['demo-gate-other'])).rejects.toThrow(
      /not for the current firestore.rules/,
    );
  });

  it('says storage coverage was not checked when the emulator offers none', () => {
    expect(storageCoverage({}).summary).toMatch(/not checked/);
  });

  it('finds the never-evaluated expressions of a storage coverage report', () => {
    const rules = {
      coverage: () => [
        {
          line: 3,
          column: 5,
          text: 'a',
          trueCount: 1,
          falseCount: 0,
          errorCount: 0,
          valueCount: 0,
        },
        {
          line: 4,
          column: 7,
          text: 'b',
          trueCount: 0,
          falseCount: 0,
          errorCount: 0,
          valueCount: 0,
        },
      ],
    };
    const result = storageCoverage(rules);
    expect(result.total).toBe(2);
    expect(result.missed.map((e) => e.text)).toEqual(['b']);
  });
});
