// The rules matrix: every collection x every actor x every operation, generated from the
// expectations table in matrix.ts, one describe per collection, one policy sentence per cell.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS } from './actors';
import { as, attempt, startEnv, stopEnv } from './env';
import { MATRIX, OPERATIONS } from './matrix';
import { RULES_PROJECTS } from './projects';
import { restore, seed } from './world';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startEnv(RULES_PROJECTS.matrix);
  await seed(env);
});

afterAll(async () => {
  await stopEnv(env);
});

for (const { collection, cells } of MATRIX) {
  describe(collection, () => {
    for (const operation of OPERATIONS) {
      const cell = cells[operation];
      for (const who of ACTORS) {
        const expected = cell.allowed.includes(who.name);
        it(`${who.label} ${expected ? 'can' : 'cannot'} ${cell.does} (${operation})`, async () => {
          if (cell.reset) await restore(env, cell.reset);
          const result = await as(env, who, (context) =>
            attempt(cell.run(context.firestore(), who)),
          );
          // Put written documents back so later cells read the world as seeded.
          if (cell.reset) await restore(env, cell.reset);
          expect(result.allowed, result.message).toBe(expected);
        });
      }
    }
  });
}
