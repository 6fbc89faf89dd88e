// A ruleset in the shape the project's own firestore.rules takes (roles per product, workspace
// membership, field validation), checked end to end through the public API.

import { describe, expect, it } from 'vitest';
import { doc, req, store } from './conformance/fixtures';
import { coverage, evaluateFirestore, parseRuleset } from './index';
import type { RulesAuth } from './types';

const rules = parseRuleset(
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() { return request.auth != null; }
    function userDoc() { return get(/databases/$(database)/documents/users/$(request.auth.uid)).data; }
    function roleFor(product) {
      let u = userDoc();
      let roles = u.get('roles', {});
      return roles.get(product, (roles.keys().hasAny(['smm', 'connect']) ? null : u.get('role', null)));
    }
    function isAdmin(product) { return signedIn() && roleFor(product) in ['admin', 'super_admin']; }
    function memberRole(ws) {
      return get(/databases/$(database)/documents/workspaces/$(ws)/members/$(request.auth.uid)).data.role;
    }
    function profileOnly() {
      return request.resource.data.diff(resource == null ? {} : resource.data).affectedKeys()
        .hasOnly(['displayName', 'photoURL', 'locale']);
    }
    match /users/{uid} {
      allow get: if signedIn() && (request.auth.uid == uid || isAdmin('smm'));
      allow create: if request.auth.uid == uid && profileOnly()
        && request.resource.data.displayName is string && request.resource.data.displayName.size() <= 80;
      allow update: if request.auth.uid == uid && profileOnly();
    }
    match /workspaces/{ws}/posts/{post} {
      allow read: if signedIn() && memberRole(ws) in ['owner', 'editor', 'viewer', 'approver'];
      allow create: if memberRole(ws) in ['owner', 'editor']
        && request.resource.data.keys().hasOnly(['text', 'status', 'channels', 'scheduledAt'])
        && request.resource.data.status == 'draft'
        && request.resource.data.text.size() <= 3000
        && request.resource.data.channels.size() <= 10
        && request.resource.data.scheduledAt > request.time;
      allow update: if memberRole(ws) in ['owner', 'editor']
        && resource.data.status in ['draft', 'changes_requested']
        && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['text', 'channels', 'scheduledAt']);
    }
    match /{path=**}/auditLog/{id} { allow read, write: if false; }
  }
}`,
  'firestore.rules',
);

const data = {
  'users/ann': { roles: { smm: 'admin' } },
  'users/leg': { role: 'admin' },
  'users/mix': { roles: { connect: 'user' }, role: 'admin' },
  'users/joe': { roles: { smm: 'user' } },
  'workspaces/w1/members/joe': { role: 'editor' },
  'workspaces/w1/members/ann': { role: 'viewer' },
};
const as = (uid: string): RulesAuth => ({ uid, token: {} });
const future = new Date('2030-01-01T00:00:00Z');

describe('A project-shaped ruleset', () => {
  it('lets a user read their own user document and an smm admin read anyone’s', () => {
    const get = (uid: string, path: string) =>
      evaluateFirestore(
        rules,
        req({
          path,
          method: 'get',
          auth: as(uid),
          documents: store(data),
          resource: doc(path, {}),
        }),
      ).allowed;
    expect(get('joe', 'users/joe')).toBe(true);
    expect(get('joe', 'users/ann')).toBe(false);
    expect(get('ann', 'users/joe')).toBe(true);
  });

  it('uses the legacy role only when the roles map has neither product', () => {
    const get = (uid: string) =>
      evaluateFirestore(
        rules,
        req({ path: 'users/joe', method: 'get', auth: as(uid), documents: store(data) }),
      ).allowed;
    expect(get('leg')).toBe(true);
    expect(get('mix')).toBe(false);
  });

  it('refuses a user setting their own roles on create, update and merge alike', () => {
    const before = doc('users/joe', { displayName: 'Joe', roles: { smm: 'user' } });
    const escalate = doc('users/joe', { displayName: 'Joe', roles: { smm: 'admin' } });
    const rename = doc('users/joe', { displayName: 'Joseph', roles: { smm: 'user' } });
    const base = { path: 'users/joe', auth: as('joe'), documents: store(data) };
    expect(
      evaluateFirestore(
        rules,
        req({ ...base, method: 'update', resource: before, requestResource: escalate }),
      ).allowed,
    ).toBe(false);
    expect(
      evaluateFirestore(
        rules,
        req({ ...base, method: 'update', resource: before, requestResource: rename }),
      ).allowed,
    ).toBe(true);
    expect(
      evaluateFirestore(
        rules,
        req({
          ...base,
          method: 'create',
          requestResource: doc('users/joe', { displayName: 'J', role: 'admin' }),
        }),
      ).allowed,
    ).toBe(false);
    expect(
      evaluateFirestore(
        rules,
        req({ ...base, method: 'create', requestResource: doc('users/joe', { displayName: 'J' }) }),
      ).allowed,
    ).toBe(true);
  });

  it('validates post creation by members: keys, status, sizes and a future schedule', () => {
    const create = (uid: string, d: Record<string, unknown>) =>
      evaluateFirestore(
        rules,
        req({
          path: 'workspaces/w1/posts/p',
          method: 'create',
          auth: as(uid),
          documents: store(data),
          requestResource: doc('workspaces/w1/posts/p', d),
        }),
      ).allowed;
    const good = { text: 'hi', status: 'draft', channels: ['bsky'], scheduledAt: future };
    expect(create('joe', good)).toBe(true);
    expect(create('ann', good)).toBe(false);
    expect(create('joe', { ...good, status: 'published' })).toBe(false);
    expect(create('joe', { ...good, publishedAt: future })).toBe(false);
    expect(create('joe', { ...good, text: 'x'.repeat(3001) })).toBe(false);
    expect(create('joe', { ...good, scheduledAt: new Date('2020-01-01T00:00:00Z') })).toBe(false);
  });

  it('lets members list a workspace’s posts and refuses strangers', () => {
    const list = (uid: string) =>
      evaluateFirestore(
        rules,
        req({
          path: 'workspaces/w1/posts',
          method: 'list',
          auth: as(uid),
          documents: store(data),
          query: { filters: [], limit: 20 },
        }),
      ).allowed;
    expect(list('joe')).toBe(true);
    expect(list('leg')).toBe(false);
  });

  it('closes a server-only collection at any depth', () => {
    const d = evaluateFirestore(
      rules,
      req({
        path: 'workspaces/w1/auditLog/a',
        method: 'get',
        auth: as('ann'),
        documents: store(data),
      }),
    );
    expect(d).toEqual({ allowed: false, message: "false for 'get' @ L37" });
  });

  it('reports coverage for every expression, with function bodies counted', () => {
    evaluateFirestore(
      rules,
      req({ path: 'users/joe', method: 'get', auth: as('joe'), documents: store(data) }),
    );
    const entries = coverage(rules);
    const signedIn = entries.find((e) => e.text === 'request.auth != null');
    expect(signedIn?.trueCount).toBeGreaterThan(0);
    expect(entries.length).toBeGreaterThan(100);
  });
});
