import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedFunctions, missingFunctions } from './functions-ready';

const root = join(import.meta.dirname, '..', '..');

const backends = (names: string[]) =>
  JSON.stringify({
    backends: [
      {
        directory: '/functions',
        functionTriggers: names.map((name) => ({
          id: `us-central1-${name}`,
          name,
          entryPoint: name,
          region: 'us-central1',
        })),
      },
    ],
  });

describe('functions readiness', () => {
  it('reads every function functions/src/index.ts exports', async () => {
    const names = await exportedFunctions(join(root, 'functions', 'src', 'index.ts'));
    expect(names).toContain('publishDuePosts');
    expect(names).toContain('onUserCreated');
    expect(names).toContain('api');
    expect(new Set(names).size).toBe(names.length);
  });

  it('counts the emulator as up only once it lists every exported function', () => {
    const expected = ['api', 'schedulePost', 'publishDuePosts'];
    expect(missingFunctions(expected, backends([]))).toEqual(expected);
    expect(missingFunctions(expected, backends(['api']))).toEqual([
      'schedulePost',
      'publishDuePosts',
    ]);
    expect(
      missingFunctions(expected, backends(['publishDuePosts', 'schedulePost', 'api'])),
    ).toEqual([]);
  });

  it('treats an answer that is not the backends list as nothing loaded', () => {
    expect(missingFunctions(['api'], 'Not Found')).toEqual(['api']);
    expect(missingFunctions(['api'], '{"backends":null}')).toEqual(['api']);
  });
});
