import { formatMinorPrice } from '@model/money';
import { planFieldsSchema } from '@model/schemas/plans';
import { Timestamp } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildSeed } from './dataset';
import { LOCALES, POST_STATUSES, PRODUCTS, ROLES } from './model';
import { gradientPng } from './png';

const NOW = new Date('2026-03-10T15:42:00Z');
const seed = buildSeed(NOW);

type Fields = Record<string, unknown>;
const byPath = new Map(seed.documents.map((d) => [d.path, d.data as Fields]));

function collection(path: string): [string, Fields][] {
  const depth = path.split('/').length + 1;
  return [...byPath].filter(([p]) => p.startsWith(`${path}/`) && p.split('/').length === depth);
}

function subcollectionDocs(name: string): [string, Fields][] {
  return [...byPath].filter(([p]) => {
    const parts = p.split('/');
    return parts.length >= 4 && parts[parts.length - 2] === name;
  });
}

function exists(path: string): boolean {
  return byPath.has(path);
}

const userExists = (uid: unknown) => typeof uid === 'string' && exists(`users/${uid}`);

describe('seed dataset', () => {
  it('has unique document paths, uids and emails', () => {
    expect(byPath.size).toBe(seed.documents.length);
    const uids = seed.accounts.map((a) => a.uid);
    const emails = seed.accounts.map((a) => a.email);
    expect(new Set(uids).size).toBe(uids.length);
    expect(new Set(emails).size).toBe(emails.length);
    for (const { path } of seed.documents) {
      expect(path.split('/').length % 2, path).toBe(0);
    }
  });

  it('has an account for every role in every product, a connect client and a legacy-only account', () => {
    for (const product of PRODUCTS) {
      for (const role of ROLES) {
        const found = seed.accounts.find((a) => a.roles?.[product] === role);
        expect(found, `${product} ${role}`).toBeDefined();
      }
    }
    const legacy = seed.accounts.filter((a) => a.legacyRole !== undefined);
    expect(legacy).toHaveLength(1);
    const legacyDoc = byPath.get(`users/${legacy[0]!.uid}`)!;
    expect(legacyDoc.roles).toBeUndefined();
    expect(typeof legacyDoc.role).toBe('string');

    const clientWorkspaces = collection('workspaces').filter(([, w]) => w.product === 'connect');
    const client = seed.accounts.find((a) =>
      clientWorkspaces.some(
        ([, w]) =>
          (w.members as Record<string, string>)[a.uid] === 'approver' &&
          a.roles?.connect === 'user',
      ),
    );
    expect(client).toBeDefined();
    for (const account of seed.accounts) {
      expect(account.password.length).toBeGreaterThanOrEqual(6);
      expect(exists(`users/${account.uid}`)).toBe(true);
    }
  });

  it('has two client workspaces and one smm workspace, each with its owner among the members', () => {
    const workspaces = collection('workspaces');
    expect(workspaces.filter(([, w]) => w.product === 'connect')).toHaveLength(2);
    expect(workspaces.filter(([, w]) => w.product === 'smm')).toHaveLength(1);
    for (const [path, w] of workspaces) {
      const members = w.members as Record<string, string>;
      expect(userExists(w.ownerUid), path).toBe(true);
      expect(Object.keys(members)).toContain(w.ownerUid);
      for (const uid of Object.keys(members)) expect(userExists(uid), `${path} ${uid}`).toBe(true);
      const plan = byPath.get(`plans/${w.planId}`);
      expect(plan?.product, path).toBe(w.product);
      expect(exists(`subscriptions/${path.split('/')[1]}`), path).toBe(true);
    }
  });

  it('puts every channel on the sandbox provider', () => {
    const channels = subcollectionDocs('channels');
    expect(channels.length).toBeGreaterThan(0);
    for (const [, channel] of channels) expect(channel.provider).toBe('sandbox');
  });

  it('has posts in every status, scheduled in the future and published in the past', () => {
    const posts = subcollectionDocs('posts');
    const statuses = new Set(posts.map(([, p]) => p.status));
    for (const status of POST_STATUSES) expect(statuses, status).toContain(status);
    for (const [path, post] of posts) {
      const at = post.scheduledAt as Timestamp | null;
      if (post.status === 'scheduled' || post.status === 'approved') {
        expect(at!.toMillis(), path).toBeGreaterThan(NOW.getTime());
      }
      if (post.status === 'published' || post.status === 'failed') {
        expect(at!.toMillis(), path).toBeLessThan(NOW.getTime());
      }
    }
    const future = posts.filter(
      ([, p]) => ((p.scheduledAt as Timestamp | null)?.toMillis() ?? 0) > NOW.getTime(),
    );
    const spanDays =
      (Math.max(...future.map(([, p]) => (p.scheduledAt as Timestamp).toMillis())) -
        NOW.getTime()) /
      86_400_000;
    expect(spanDays).toBeGreaterThan(14);
  });

  it('resolves every reference a post holds', () => {
    for (const [path, post] of subcollectionDocs('posts')) {
      const workspace = path.split('/').slice(0, 2).join('/');
      expect(userExists(post.authorUid), path).toBe(true);
      const channelIds = post.channelIds as string[];
      const referenced = [
        ...channelIds,
        ...Object.keys(post.variants as object),
        ...Object.keys(post.results as object),
      ];
      for (const id of referenced)
        expect(exists(`${workspace}/channels/${id}`), `${path} ${id}`).toBe(true);
      for (const id of Object.keys(post.results as object)) expect(channelIds).toContain(id);
      const approval = post.approval as Fields | null;
      if (approval?.requestedBy) expect(userExists(approval.requestedBy), path).toBe(true);
      if (approval?.decidedBy) expect(userExists(approval.decidedBy), path).toBe(true);
      for (const media of post.media as { path: string }[]) {
        expect(media.path.startsWith(`${workspace}/media/`), media.path).toBe(true);
      }
    }
    for (const [path, comment] of subcollectionDocs('comments')) {
      expect(exists(path.split('/').slice(0, 4).join('/')), path).toBe(true);
      expect(userExists(comment.authorUid), path).toBe(true);
    }
    for (const [path, metric] of subcollectionDocs('metrics')) {
      const workspace = path.split('/').slice(0, 2).join('/');
      expect(exists(`${workspace}/posts/${metric.postId}`), path).toBe(true);
      expect(exists(`${workspace}/channels/${metric.channelId}`), path).toBe(true);
    }
  });

  it('stores plan prices as the shared schema does: integer minor units of the currency', () => {
    const plans = collection('plans');
    for (const [path, plan] of plans) {
      const fields = { ...plan } as Fields;
      for (const key of ['id', 'active', 'createdAt', 'updatedAt']) delete fields[key];
      const parsed = v.safeParse(planFieldsSchema, fields);
      expect(
        parsed.issues?.map((issue) => issue.message),
        path,
      ).toBeUndefined();
    }
    // smm-pro is €19 a month: in whole euros it would be stored as 19, which is 19 cents.
    const pro = byPath.get('plans/smm-pro');
    expect(formatMinorPrice(Number(pro?.priceMonthly), String(pro?.currency), 'en')).toBe('€19');
  });

  it('has plans with names and descriptions in every locale, and a courtesy subscription', () => {
    const plans = collection('plans');
    for (const product of PRODUCTS) {
      expect(
        plans.filter(([, p]) => p.product === product && p.active).length,
      ).toBeGreaterThanOrEqual(2);
    }
    for (const [path, plan] of [...plans, ...collection('services')]) {
      for (const locale of LOCALES) {
        expect((plan.name as Record<string, string>)[locale], `${path} ${locale}`).toBeTruthy();
        expect(
          (plan.description as Record<string, string>)[locale],
          `${path} ${locale}`,
        ).toBeTruthy();
      }
    }
    const subscriptions = collection('subscriptions');
    const courtesy = subscriptions.filter(([, s]) => s.status === 'courtesy');
    expect(courtesy).toHaveLength(1);
    const grant = courtesy[0]![1].courtesy as Fields;
    expect(userExists(grant.grantedBy)).toBe(true);
    for (const [path, s] of subscriptions) {
      expect(exists(`workspaces/${path.split('/')[1]}`), path).toBe(true);
      expect(exists(`plans/${s.planId}`), path).toBe(true);
    }
  });

  it('resolves service requests, their messages, onboarding and team references', () => {
    const requests = collection('serviceRequests');
    expect(new Set(requests.map(([, r]) => r.status)).size).toBeGreaterThanOrEqual(4);
    for (const [path, r] of requests) {
      expect(exists(`workspaces/${r.workspaceId}`), path).toBe(true);
      expect(exists(`services/${r.serviceId}`), path).toBe(true);
      expect(userExists(r.requesterUid), path).toBe(true);
      if (r.assigneeUid !== null) expect(userExists(r.assigneeUid), path).toBe(true);
      expect(collection(`${path}/messages`).length, path).toBeGreaterThan(0);
    }
    for (const [path, m] of subcollectionDocs('messages'))
      expect(userExists(m.authorUid), path).toBe(true);

    const onboarding = collection('onboarding');
    expect(new Set(onboarding.map(([, o]) => o.status)).size).toBeGreaterThanOrEqual(3);
    for (const [path, o] of onboarding) {
      expect(userExists(o.invitedBy), path).toBe(true);
      if (o.reviewer !== null) expect(userExists(o.reviewer), path).toBe(true);
      if (o.workspaceId !== null) expect(exists(`workspaces/${o.workspaceId}`), path).toBe(true);
    }
    const team = collection('team');
    expect(team.filter(([, t]) => t.public).length).toBeGreaterThanOrEqual(3);
    for (const [path, t] of team) if (t.uid !== null) expect(userExists(t.uid), path).toBe(true);
  });

  it('publishes every policy with its version history', () => {
    for (const kind of ['privacy', 'terms', 'cookies', 'consent']) {
      const policy = byPath.get(`policies/${kind}`);
      expect(policy, kind).toBeDefined();
      const version = policy!.version as number;
      const history = collection(`policies/${kind}/versions`);
      expect(history.map(([, v]) => v.version).sort()).toEqual(
        Array.from({ length: version }, (_, i) => i + 1),
      );
      for (const locale of LOCALES) {
        expect((policy!.content as Record<string, string>)[locale]).toMatch(/^# /);
      }
    }
    for (const [path, consent] of subcollectionDocs('consents')) {
      expect(exists(path.split('/').slice(0, 2).join('/')), path).toBe(true);
      expect(consent.version).toBe(byPath.get(`policies/${path.split('/')[3]}`)?.version);
    }
  });

  it('has an image in Storage for every media path and team photo', () => {
    const files = new Set(seed.files.map((f) => f.path));
    expect(files.size).toBe(seed.files.length);
    const referenced = [
      ...subcollectionDocs('posts').flatMap(([, p]) =>
        (p.media as { path: string }[]).map((m) => m.path),
      ),
      ...collection('team').flatMap(([, t]) => (t.photoPath ? [t.photoPath as string] : [])),
    ];
    expect(referenced.length).toBeGreaterThan(3);
    expect([...files].sort()).toEqual([...new Set(referenced)].sort());
  });

  it('makes real PNG files of the declared size', () => {
    const png = gradientPng(60, 40, [0, 0, 0], [255, 255, 255]);
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(60);
    expect(png.readUInt32BE(20)).toBe(40);
    expect(png.subarray(-8, -4).toString('ascii')).toBe('IEND');
  });

  it('stamps every document with createdAt and updatedAt Timestamps', () => {
    for (const { path, data } of seed.documents) {
      const fields = data as Fields;
      // A post's history entry is stamped once, with the time of the step it records.
      if (/\/activity\/[^/]+$/.test(path)) {
        expect(fields.at, path).toBeInstanceOf(Timestamp);
        continue;
      }
      expect(fields.createdAt, path).toBeInstanceOf(Timestamp);
      expect(fields.updatedAt, path).toBeInstanceOf(Timestamp);
    }
  });

  it('is the same data when built twice on the same day, and moves with the day', () => {
    const later = buildSeed(new Date('2026-03-10T23:59:00Z'));
    expect(later).toEqual(seed);
    const nextDay = buildSeed(new Date('2026-03-11T00:01:00Z'));
    expect(nextDay).not.toEqual(seed);
  });
});
