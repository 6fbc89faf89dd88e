import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CALLABLES, isCallableName } from '@model/callables';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { parsePayload } from './define';

// The CALLABLES table (model/callables) is the one list of callables both sides use: every
// callable functions/src/index.ts deploys has its entry and names it as it is exported, and
// every call the app makes goes through callFunction with a name of the table.

const ROOT = join(__dirname, '..', '..', '..');
const index = readFileSync(join(__dirname, '..', 'index.ts'), 'utf8');
const deployed = [...index.matchAll(/export \{ (\w+) \} from '\.\/callable\/([\w/]+)'/g)].map(
  ([, name, path]) => ({ name: name as string, path: `${path}.ts` }),
);

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

describe('the CALLABLES table', () => {
  it('has an entry for every deployed callable, and no other', () => {
    expect(deployed.length).toBeGreaterThan(100);
    expect(deployed.map(({ name }) => name).sort()).toEqual(Object.keys(CALLABLES).sort());
  });

  it('is what each deployed callable is defined with, under its exported name', () => {
    for (const { name, path } of deployed) {
      const text = readFileSync(join(__dirname, path), 'utf8');
      expect(text, path).toMatch(new RegExp(`(signedIn|openToAll)\\(\\s*'${name}',`));
    }
  });

  it('answers a payload its schema refuses with invalid-argument, naming the field', () => {
    const error = (() => {
      try {
        parsePayload(CALLABLES.cancelPost.input, { workspaceId: 'w1', postId: 7 });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(HttpsError);
    expect((error as HttpsError).code).toBe('invalid-argument');
    expect((error as HttpsError).message).toMatch(/^postId: /);
  });

  it('is the only way the app calls a function', () => {
    const app = sources(join(ROOT, 'src'));
    const withSdk = app.filter((file) => readFileSync(file, 'utf8').includes('httpsCallable'));
    expect(withSdk.map((file) => file.slice(ROOT.length + 1))).toEqual([
      'src/firebase/functions.ts',
    ]);
    const names = new Set<string>();
    for (const file of app) {
      const text = readFileSync(file, 'utf8');
      for (const [, literal] of text.matchAll(/callFunction\(\s*'(\w+)'/g))
        names.add(literal as string);
    }
    expect([...names].filter((name) => !isCallableName(name))).toEqual([]);
    expect(names.size).toBeGreaterThan(90);
  });
});
