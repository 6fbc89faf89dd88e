import { describe, expect, it } from 'vitest';
import { evaluateStorage, parseRuleset } from '../index';
import type { StorageObject, StorageRulesRequest } from '../types';
import { alice, bob, store, T0 } from './fixtures';
import { REF } from './harness';

const S = `(${REF.storage})`;
const SC = `(${REF.storageConditions})`;

const rules = parseRuleset(
  `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /users/{uid}/{file} {
      allow read: if request.auth != null && request.auth.uid == uid;
      allow write: if request.auth.uid == uid
        && request.resource.size < 5 * 1024 * 1024
        && request.resource.contentType.matches('image/.*')
        && request.resource.contentType != 'image/svg+xml';
      allow delete: if request.auth.uid == uid;
    }
    match /public/{allPaths=**} {
      allow read;
      allow write: if allPaths[0] == 'uploads' && resource == null;
    }
    match /meta/{file} {
      allow read: if resource.metadata.owner == request.auth.uid && resource.size > 0
        && resource.timeCreated < request.time && resource.name == 'meta/' + file && resource.bucket == bucket;
    }
    match /ws/{ws}/{file} {
      allow read: if firestore.exists(/databases/(default)/documents/ws/$(ws)/members/$(request.auth.uid));
      allow write: if firestore.get(/databases/(default)/documents/ws/$(ws)/members/$(request.auth.uid)).data.role == 'admin';
    }
  }
}
`,
  'storage.rules',
);

function obj(name: string, extra: Partial<StorageObject> = {}): StorageObject {
  return { name, bucket: 'demo.appspot.com', size: 1000, contentType: 'image/png', ...extra };
}

function sreq(
  p: Partial<StorageRulesRequest> & Pick<StorageRulesRequest, 'path' | 'method'>,
): StorageRulesRequest {
  return {
    bucket: 'demo.appspot.com',
    auth: null,
    time: T0,
    resource: null,
    firestore: store(),
    ...p,
  };
}

describe('Storage rules', () => {
  it(`a user reads files under their own folder only ${S}`, () => {
    expect(
      evaluateStorage(
        rules,
        sreq({
          path: 'users/alice/a.png',
          method: 'get',
          auth: alice,
          resource: obj('users/alice/a.png'),
        }),
      ).allowed,
    ).toBe(true);
    expect(
      evaluateStorage(
        rules,
        sreq({
          path: 'users/bob/a.png',
          method: 'get',
          auth: alice,
          resource: obj('users/bob/a.png'),
        }),
      ).allowed,
    ).toBe(false);
    expect(evaluateStorage(rules, sreq({ path: 'users/alice/a.png', method: 'get' })).allowed).toBe(
      false,
    );
  });

  it(`an upload within the size limit and of an image type is allowed ${SC}`, () => {
    const d = evaluateStorage(
      rules,
      sreq({
        path: 'users/alice/a.png',
        method: 'create',
        auth: alice,
        requestResource: obj('users/alice/a.png'),
      }),
    );
    expect(d.allowed).toBe(true);
  });

  it(`an upload of 5 MiB or more is denied ${SC}`, () => {
    const big = obj('users/alice/a.png', { size: 5 * 1024 * 1024 });
    expect(
      evaluateStorage(
        rules,
        sreq({ path: 'users/alice/a.png', method: 'create', auth: alice, requestResource: big }),
      ).allowed,
    ).toBe(false);
  });

  it(`an upload with a disallowed content type is denied ${SC}`, () => {
    const html = obj('users/alice/a.html', { contentType: 'text/html' });
    const svg = obj('users/alice/a.svg', { contentType: 'image/svg+xml' });
    expect(
      evaluateStorage(
        rules,
        sreq({ path: 'users/alice/a.html', method: 'create', auth: alice, requestResource: html }),
      ).allowed,
    ).toBe(false);
    expect(
      evaluateStorage(
        rules,
        sreq({ path: 'users/alice/a.svg', method: 'update', auth: alice, requestResource: svg }),
      ).allowed,
    ).toBe(false);
  });

  it(`write covers create, update and delete ${S}`, () => {
    expect(
      evaluateStorage(
        rules,
        sreq({
          path: 'users/alice/a.png',
          method: 'update',
          auth: alice,
          resource: obj('users/alice/a.png'),
          requestResource: obj('users/alice/a.png'),
        }),
      ).allowed,
    ).toBe(true);
    expect(
      evaluateStorage(
        rules,
        sreq({
          path: 'users/alice/a.png',
          method: 'delete',
          auth: alice,
          resource: obj('users/alice/a.png'),
        }),
      ).allowed,
    ).toBe(true);
    expect(
      evaluateStorage(
        rules,
        sreq({
          path: 'users/alice/a.png',
          method: 'delete',
          auth: bob,
          resource: obj('users/alice/a.png'),
        }),
      ).allowed,
    ).toBe(false);
  });

  it(`a recursive wildcard matches objects at any depth and binds a path ${S}`, () => {
    expect(evaluateStorage(rules, sreq({ path: 'public/a/b/c.txt', method: 'get' })).allowed).toBe(
      true,
    );
    expect(
      evaluateStorage(
        rules,
        sreq({
          path: 'public/uploads/x.png',
          method: 'create',
          requestResource: obj('public/uploads/x.png'),
        }),
      ).allowed,
    ).toBe(true);
    expect(
      evaluateStorage(
        rules,
        sreq({
          path: 'public/other/x.png',
          method: 'create',
          requestResource: obj('public/other/x.png'),
        }),
      ).allowed,
    ).toBe(false);
  });

  it(`resource is null when the object does not exist yet ${S}`, () => {
    const existing = obj('public/uploads/x.png');
    expect(
      evaluateStorage(
        rules,
        sreq({
          path: 'public/uploads/x.png',
          method: 'update',
          resource: existing,
          requestResource: existing,
        }),
      ).allowed,
    ).toBe(false);
  });

  it(`resource exposes name, bucket, size, timeCreated and custom metadata ${S}`, () => {
    const o = obj('meta/f', {
      metadata: { owner: 'alice' },
      timeCreated: new Date('2025-01-01T00:00:00Z'),
    });
    expect(
      evaluateStorage(rules, sreq({ path: 'meta/f', method: 'get', auth: alice, resource: o }))
        .allowed,
    ).toBe(true);
    expect(
      evaluateStorage(rules, sreq({ path: 'meta/f', method: 'get', auth: bob, resource: o }))
        .allowed,
    ).toBe(false);
  });

  it(`an object without the custom metadata key is denied by an error ${S}`, () => {
    const o = obj('meta/f', { timeCreated: new Date('2025-01-01T00:00:00Z') });
    const d = evaluateStorage(
      rules,
      sreq({ path: 'meta/f', method: 'get', auth: alice, resource: o }),
    );
    expect(d.allowed).toBe(false);
    expect(d.message).toContain('Property owner is undefined on object.');
  });

  it(`firestore.exists() and firestore.get() read Firestore documents from storage rules ${SC}`, () => {
    const firestore = store({
      'ws/w1/members/alice': { role: 'admin' },
      'ws/w1/members/bob': { role: 'viewer' },
    });
    expect(
      evaluateStorage(rules, sreq({ path: 'ws/w1/a.png', method: 'get', auth: bob, firestore }))
        .allowed,
    ).toBe(true);
    expect(
      evaluateStorage(rules, sreq({ path: 'ws/w2/a.png', method: 'get', auth: bob, firestore }))
        .allowed,
    ).toBe(false);
    expect(
      evaluateStorage(
        rules,
        sreq({
          path: 'ws/w1/a.png',
          method: 'create',
          auth: alice,
          firestore,
          requestResource: obj('ws/w1/a.png'),
        }),
      ).allowed,
    ).toBe(true);
    expect(
      evaluateStorage(
        rules,
        sreq({
          path: 'ws/w1/a.png',
          method: 'create',
          auth: bob,
          firestore,
          requestResource: obj('ws/w1/a.png'),
        }),
      ).allowed,
    ).toBe(false);
  });

  it(`global get() is not available in storage rules ${SC}`, () => {
    const rs = parseRuleset(
      'service firebase.storage { match /b/{bucket}/o/{f} { allow read: if exists(/databases/(default)/documents/a/b) || true; allow write: if exists(/databases/(default)/documents/a/b); } }',
    );
    expect(evaluateStorage(rs, sreq({ path: 'x', method: 'get' })).allowed).toBe(true);
    expect(evaluateStorage(rs, sreq({ path: 'x', method: 'delete' })).allowed).toBe(false);
  });

  it(`a ruleset without a storage service denies storage requests ${S}`, () => {
    const rs = parseRuleset('service cloud.firestore { match /a/{b} { allow read; } }');
    expect(evaluateStorage(rs, sreq({ path: 'x', method: 'get' })).allowed).toBe(false);
  });
});

describe('Storage list requests', () => {
  const R = `(${REF.storageConditions})`;
  it(`a list request matches the prefix, so a recursive wildcard rule covers it ${R}`, () => {
    const rs = parseRuleset(
      "rules_version = '2'; service firebase.storage { match /b/{bucket}/o { match /files/{uid}/{rest=**} { allow list: if request.auth.uid == uid; } } }",
    );
    expect(
      evaluateStorage(rs, sreq({ path: 'files/alice/', method: 'list', auth: alice })).allowed,
    ).toBe(true);
    expect(
      evaluateStorage(rs, sreq({ path: 'files/bob/', method: 'list', auth: alice })).allowed,
    ).toBe(false);
  });

  it(`list operations need rules_version 2 ${R}`, () => {
    const rs = parseRuleset(
      'service firebase.storage { match /b/{bucket}/o { match /{all=**} { allow read; } } }',
    );
    const d = evaluateStorage(rs, sreq({ path: 'files/', method: 'list' }));
    expect(d.allowed).toBe(false);
    expect(d.message).toContain("rules_version='2'");
    expect(evaluateStorage(rs, sreq({ path: 'files/a', method: 'get' })).allowed).toBe(true);
  });
});
