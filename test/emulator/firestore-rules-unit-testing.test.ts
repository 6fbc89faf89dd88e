// @firebase/rules-unit-testing, unchanged, against the emulator: rules are loaded through the
// /emulator/v1 endpoint and every client call goes through the rules engine.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './firestore-fixture';

const projectId = 'demo-rut-test';
const rules = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /users/{uid} {
      allow get: if request.auth != null && request.auth.uid == uid;
      allow list: if request.auth != null && resource.data.owner == request.auth.uid;
      allow create: if request.auth != null && request.auth.uid == uid
        && request.resource.data.keys().hasOnly(['name', 'owner']);
      allow update: if request.auth != null && request.auth.uid == uid
        && !request.resource.data.diff(resource.data).affectedKeys().hasAny(['roles']);
    }
    match /public/{id} {
      allow read: if true;
      allow write: if false;
    }
    match /stamps/{id} {
      allow create: if request.resource.data.at == request.time;
    }
  }
}
`;

let emulator: TestEmulator;
let env: RulesTestEnvironment;

beforeAll(async () => {
  emulator = await startTestEmulator(projectId);
  env = await initializeTestEnvironment({
    projectId,
    firestore: { host: '127.0.0.1', port: emulator.port, rules },
  });
});

afterAll(async () => {
  await env?.cleanup();
  await emulator?.stop();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'users/alice'), { name: 'Alice', owner: 'alice', roles: { smm: 'user' } });
    await setDoc(doc(db, 'public/p1'), { text: 'hello' });
  });
});

describe('users', () => {
  it('a user reads their own document', async () => {
    const db = env.authenticatedContext('alice').firestore();
    const snapshot = await assertSucceeds(getDoc(doc(db, 'users/alice')));
    expect(snapshot.get('name')).toBe('Alice');
  });

  it("a user cannot read someone else's document, and the denial names the rule's line", async () => {
    const db = env.authenticatedContext('bob').firestore();
    const error = (await assertFails(getDoc(doc(db, 'users/alice')))) as Error;
    expect(error.message).toMatch(/for 'get' @ L5/);
  });

  it('a user lists users only with a filter the rules can prove', async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertSucceeds(getDocs(query(collection(db, 'users'), where('owner', '==', 'alice'))));
    await assertFails(getDocs(collection(db, 'users')));
  });

  it('a user creates their own document only with allowed keys', async () => {
    const db = env.authenticatedContext('carol').firestore();
    await assertFails(setDoc(doc(db, 'users/carol'), { name: 'C', owner: 'carol', roles: 'x' }));
    await assertSucceeds(setDoc(doc(db, 'users/carol'), { name: 'C', owner: 'carol' }));
    await assertFails(setDoc(doc(db, 'users/dave'), { name: 'D' }));
  });

  it('a user cannot change their roles', async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertSucceeds(updateDoc(doc(db, 'users/alice'), { name: 'Alicia' }));
    await assertFails(updateDoc(doc(db, 'users/alice'), { 'roles.smm': 'admin' }));
  });

  it('an anonymous caller reads nothing of users', async () => {
    const db = env.unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(db, 'users/alice')));
  });
});

describe('public', () => {
  it('anyone reads public documents and nobody writes them', async () => {
    const db = env.unauthenticatedContext().firestore();
    await assertSucceeds(getDoc(doc(db, 'public/p1')));
    await assertFails(setDoc(doc(db, 'public/p2'), { text: 'spam' }));
  });
});

describe('stamps', () => {
  it('request.time equals the server timestamp written by the same request', async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertSucceeds(setDoc(doc(db, 'stamps/s1'), { at: serverTimestamp() }));
    await assertFails(setDoc(doc(db, 'stamps/s2'), { at: Timestamp.fromMillis(0) }));
  });
});

describe('the test environment', () => {
  it('clearFirestore removes every document', async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const snapshot = await getDoc(doc(context.firestore(), 'public/p1'));
      expect(snapshot.exists()).toBe(false);
    });
  });

  it('reports rule coverage with counts per expression', async () => {
    const db = env.authenticatedContext('alice').firestore();
    await getDoc(doc(db, 'users/alice'));
    const response = await fetch(`${emulator.url}/emulator/v1/projects/${projectId}:ruleCoverage`);
    const report = (await response.json()) as { report: { line: number; trueCount: number }[] };
    expect(report.report.some((e) => e.line === 5 && e.trueCount > 0)).toBe(true);
    const html = await fetch(`${emulator.url}/emulator/v1/projects/${projectId}:ruleCoverage.html`);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toContain('request.auth.uid == uid');
  });

  it('rejects rules with a syntax error, naming the line', async () => {
    await expect(
      initializeTestEnvironment({
        projectId: 'demo-rut-broken',
        firestore: {
          host: '127.0.0.1',
          port: emulator.port,
          rules:
            "rules_version = '2';\nservice cloud.firestore {\n  match /x { allow read: if ; }\n}\n",
        },
      }),
    ).rejects.toThrow(/L3/);
  });
});
