// storage.rules: every stored file path x every actor x read, upload, delete, generated
// from the table below; then the uploads that must fail whoever makes them (disallowed types,
// oversized files). Membership and roles come from Firestore through firestore.get().
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, type ActorName, CONNECT_ADMINS, EVERYONE, NOBODY, SMM_ADMINS } from './actors';
import { as, asAccount, attempt, ownerContext, startEnv, stopEnv } from './env';
import { RULES_PROJECTS } from './projects';
import { ROLE_TABLE } from './role-table';
import { seed } from './world';

let env: RulesTestEnvironment;
const MiB = 1024 * 1024;
const bytes = (size: number) => new Uint8Array(size).fill(7);

/** Objects that exist before each read or delete. */
const EXISTING = [
  'workspaces/wsA/media/spring.png',
  'workspaces/wsC/media/launch.mp4',
  'workspaces/wsA/brand/logo.png',
  'whiteLabels/wsA/0123456789abcdef.png',
  'team/cora.jpg',
  'onboarding/carol/logo.png',
];

async function putExisting(path: string): Promise<void> {
  const contentType = path.endsWith('.mp4') ? 'video/mp4' : 'image/png';
  await (await ownerContext(env)).storage().ref(path).put(bytes(64), { contentType });
}

beforeAll(async () => {
  env = await startEnv(RULES_PROJECTS.storage, { storage: true });
  await seed(env);
  await seed(
    env,
    Object.fromEntries(ROLE_TABLE.map((row, index) => [`users/role-row-${index}`, row.stored])),
  );
  for (const path of EXISTING) await putExisting(path);
});

afterAll(async () => {
  await stopEnv(env);
});

interface PathExpectations {
  what: string;
  existing: string;
  upload: { path: string; contentType: string; size: number };
  read: readonly ActorName[];
  write: readonly ActorName[];
}

const WS_A_EDITORS: readonly ActorName[] = ['user', ...SMM_ADMINS];

const TABLE: readonly PathExpectations[] = [
  {
    what: 'post media of smm workspace A',
    existing: 'workspaces/wsA/media/spring.png',
    upload: { path: 'workspaces/wsA/media/new.jpg', contentType: 'image/jpeg', size: 2 * MiB },
    read: WS_A_EDITORS,
    write: WS_A_EDITORS,
  },
  {
    what: 'post media (a video) of client workspace C',
    existing: 'workspaces/wsC/media/launch.mp4',
    upload: {
      path: 'workspaces/wsC/media/teaser.mov',
      contentType: 'video/quicktime',
      size: 11 * MiB,
    },
    read: ['approver', ...CONNECT_ADMINS],
    write: CONNECT_ADMINS,
  },
  {
    what: 'the brand folder of smm workspace A',
    existing: 'workspaces/wsA/brand/logo.png',
    upload: { path: 'workspaces/wsA/brand/logo-dark.webp', contentType: 'image/webp', size: 1000 },
    read: WS_A_EDITORS,
    write: WS_A_EDITORS,
  },
  {
    what: 'the white-label logos of smm workspace A',
    existing: 'whiteLabels/wsA/0123456789abcdef.png',
    upload: {
      path: 'whiteLabels/wsA/fedcba9876543210.webp',
      contentType: 'image/webp',
      size: 1000,
    },
    read: EVERYONE,
    write: WS_A_EDITORS,
  },
  {
    what: 'the team photos',
    existing: 'team/cora.jpg',
    upload: { path: 'team/dan.gif', contentType: 'image/gif', size: 1000 },
    read: EVERYONE,
    write: CONNECT_ADMINS,
  },
  {
    what: "the client's onboarding uploads",
    existing: 'onboarding/carol/logo.png',
    upload: { path: 'onboarding/carol/brand.png', contentType: 'image/png', size: 1000 },
    read: ['approver', ...CONNECT_ADMINS],
    write: ['approver', ...CONNECT_ADMINS],
  },
];

for (const row of TABLE) {
  describe(`storage: ${row.what}`, () => {
    for (const who of ACTORS) {
      const reads = row.read.includes(who.name);
      it(`${who.label} ${reads ? 'can' : 'cannot'} download from ${row.what}`, async () => {
        const result = await as(env, who, (c) =>
          attempt(c.storage().ref(row.existing).getMetadata()),
        );
        expect(result.allowed, result.message).toBe(reads);
      });

      const writes = row.write.includes(who.name);
      it(`${who.label} ${writes ? 'can' : 'cannot'} upload to ${row.what}`, async () => {
        const { path, contentType, size } = row.upload;
        const result = await as(env, who, (c) =>
          attempt(Promise.resolve(c.storage().ref(path).put(bytes(size), { contentType }))),
        );
        expect(result.allowed, result.message).toBe(writes);
      });

      it(`${who.label} ${writes ? 'can' : 'cannot'} delete from ${row.what}`, async () => {
        await putExisting(row.existing);
        const result = await as(env, who, (c) => attempt(c.storage().ref(row.existing).delete()));
        await putExisting(row.existing);
        expect(result.allowed, result.message).toBe(writes);
      });
    }
  });
}

interface UploadCase {
  who: ActorName;
  does: string;
  path: string;
  contentType: string;
  size: number;
  allowed: boolean;
}

const UPLOADS: readonly UploadCase[] = [
  {
    who: 'user',
    does: 'a PNG of exactly 10 MiB to post media',
    path: 'workspaces/wsA/media/max.png',
    contentType: 'image/png',
    size: 10 * MiB,
    allowed: true,
  },
  {
    who: 'user',
    does: 'an MP4 video to post media',
    path: 'workspaces/wsA/media/clip.mp4',
    contentType: 'video/mp4',
    size: 3 * MiB,
    allowed: true,
  },
  {
    who: 'user',
    does: 'an image of 10 MiB and one byte to post media',
    path: 'workspaces/wsA/media/big.png',
    contentType: 'image/png',
    size: 10 * MiB + 1,
    allowed: false,
  },
  {
    who: 'user',
    does: "a post media file named '..'",
    path: 'workspaces/wsA/media/..',
    contentType: 'image/png',
    size: 1000,
    allowed: false,
  },
  {
    who: 'user',
    does: "a post media file name with '..' inside",
    path: 'workspaces/wsA/media/a..png',
    contentType: 'image/png',
    size: 1000,
    allowed: false,
  },
  {
    who: 'user',
    does: 'an SVG image to post media',
    path: 'workspaces/wsA/media/logo.svg',
    contentType: 'image/svg+xml',
    size: 1000,
    allowed: false,
  },
  {
    who: 'user',
    does: 'an HTML page to post media',
    path: 'workspaces/wsA/media/page.html',
    contentType: 'text/html',
    size: 1000,
    allowed: false,
  },
  {
    who: 'user',
    does: 'a PDF document (for LinkedIn) to post media',
    path: 'workspaces/wsA/media/deck.pdf',
    contentType: 'application/pdf',
    size: 2 * MiB,
    allowed: true,
  },
  {
    who: 'user',
    does: 'a PDF to the brand folder',
    path: 'workspaces/wsA/brand/deck.pdf',
    contentType: 'application/pdf',
    size: 1000,
    allowed: false,
  },
  {
    who: 'user',
    does: 'an SVG logo to the brand folder',
    path: 'workspaces/wsA/brand/logo.svg',
    contentType: 'image/svg+xml',
    size: 1000,
    allowed: false,
  },
  {
    who: 'user',
    does: 'a video to the brand folder',
    path: 'workspaces/wsA/brand/intro.mp4',
    contentType: 'video/mp4',
    size: 1000,
    allowed: false,
  },
  {
    who: 'user',
    does: 'a brand image over 5 MiB',
    path: 'workspaces/wsA/brand/huge.png',
    contentType: 'image/png',
    size: 5 * MiB + 1,
    allowed: false,
  },
  {
    who: 'user',
    does: 'an SVG white-label logo',
    path: 'whiteLabels/wsA/0123456789abcdee.png',
    contentType: 'image/svg+xml',
    size: 1000,
    allowed: false,
  },
  {
    who: 'user',
    does: 'a white-label logo over 1 MiB',
    path: 'whiteLabels/wsA/0123456789abcded.png',
    contentType: 'image/png',
    size: MiB + 1,
    allowed: false,
  },
  {
    who: 'user',
    does: 'a GIF white-label logo',
    path: 'whiteLabels/wsA/0123456789abcdec.jpg',
    contentType: 'image/gif',
    size: 1000,
    allowed: false,
  },
  {
    who: 'user',
    does: 'a white-label logo under a name of its own choosing',
    path: 'whiteLabels/wsA/logo.png',
    contentType: 'image/png',
    size: 1000,
    allowed: false,
  },
  {
    who: 'user',
    does: 'a PNG white-label logo of exactly 1 MiB',
    path: 'whiteLabels/wsA/0123456789abcdeb.png',
    contentType: 'image/png',
    size: MiB,
    allowed: true,
  },
  {
    who: 'connectAdmin',
    does: 'an HTML file to the team photos',
    path: 'team/x.html',
    contentType: 'text/html',
    size: 100,
    allowed: false,
  },
  {
    who: 'connectAdmin',
    does: 'a team photo over 5 MiB',
    path: 'team/huge.jpg',
    contentType: 'image/jpeg',
    size: 5 * MiB + 1,
    allowed: false,
  },
  {
    who: 'approver',
    does: 'an SVG to the onboarding uploads',
    path: 'onboarding/carol/logo.svg',
    contentType: 'image/svg+xml',
    size: 100,
    allowed: false,
  },
  {
    who: 'approver',
    does: 'an onboarding image over 10 MiB',
    path: 'onboarding/carol/huge.png',
    contentType: 'image/png',
    size: 10 * MiB + 1,
    allowed: false,
  },
  {
    who: 'otherUser',
    does: "an image to another workspace's media",
    path: 'workspaces/wsA/media/intruder.png',
    contentType: 'image/png',
    size: 100,
    allowed: false,
  },
  {
    who: 'user',
    does: 'an image to a workspace that does not exist',
    path: 'workspaces/nope/media/a.png',
    contentType: 'image/png',
    size: 100,
    allowed: false,
  },
];

describe('storage: uploads are bounded by type and size', () => {
  for (const c of UPLOADS) {
    const who = ACTORS.find((a) => a.name === c.who);
    it(`${who?.label} ${c.allowed ? 'can' : 'cannot'} upload ${c.does}`, async () => {
      const result = await as(env, c.who, (context) =>
        attempt(
          Promise.resolve(
            context.storage().ref(c.path).put(bytes(c.size), { contentType: c.contentType }),
          ),
        ),
      );
      expect(result.allowed, result.message).toBe(c.allowed);
    });
  }

  it('the invited client cannot upload onboarding files with an unverified e-mail', async () => {
    const result = await as(
      env,
      'approver',
      (c) =>
        attempt(
          Promise.resolve(
            c.storage().ref('onboarding/carol/x.png').put(bytes(10), { contentType: 'image/png' }),
          ),
        ),
      { email_verified: false },
    );
    expect(result.allowed, result.message).toBe(false);
  });

  it('nobody can write outside the paths the rules name', async () => {
    const denied = await Promise.all(
      (['user', 'superAdmin'] as const).map((who) =>
        as(env, who, (c) =>
          attempt(
            Promise.resolve(
              c.storage().ref('public/anything.png').put(bytes(10), { contentType: 'image/png' }),
            ),
          ),
        ),
      ),
    );
    expect(denied.map((d) => d.allowed)).toEqual([false, false]);
  });
});

// A closed path stays closed for reads too, for everyone the table names.
describe('storage: unnamed paths', () => {
  for (const who of ACTORS) {
    it(`${who.label} cannot read an object outside the named paths`, async () => {
      const owner = await ownerContext(env);
      await owner.storage().ref('internal/backup.png').put(bytes(10), { contentType: 'image/png' });
      const result = await as(env, who, (c) =>
        attempt(c.storage().ref('internal/backup.png').getMetadata()),
      );
      expect(result.allowed, result.message).toBe(NOBODY.includes(who.name));
    });
  }
});

describe('storage: roles are read from Firestore as firestore.rules reads them', () => {
  const cases = [
    {
      uid: 'no-document',
      stored: null,
      allowed: false,
      sentence: 'an account without a users document cannot upload a team photo',
    },
    {
      uid: 'saasadmin-connect',
      stored: { roles: { connect: 'saasadmin' } },
      allowed: true,
      sentence: "a connect 'saasadmin' (no separator) can upload a team photo",
    },
    {
      uid: 'smm-admin-only',
      stored: { roles: { smm: 'admin' } },
      allowed: false,
      sentence: 'an smm-only admin cannot upload a team photo (team is the agency’s)',
    },
    {
      uid: 'legacy-admin',
      stored: { role: 'Admin' },
      allowed: true,
      sentence: 'a legacy-role-only admin can upload a team photo',
    },
  ];
  for (const c of cases) {
    it(c.sentence, async () => {
      if (c.stored) await seed(env, { [`users/${c.uid}`]: c.stored });
      const result = await asAccount(
        env,
        c.uid,
        { email: `${c.uid}@example.com`, email_verified: true },
        (ctx) =>
          attempt(
            Promise.resolve(
              ctx.storage().ref(`team/${c.uid}.png`).put(bytes(10), { contentType: 'image/png' }),
            ),
          ),
      );
      expect(result.allowed, result.message).toBe(c.allowed);
    });
  }
});

// storage.rules repeats the role functions of firestore.rules (a rules file cannot import
// another), so the role table is checked here too: team photos are for agency admins, so no
// row the table calls non-admin may upload one, and every row it calls super admin may.
describe('storage: the role table holds for storage.rules', () => {
  ROLE_TABLE.forEach((row, index) => {
    const expected = row.expected.isSuperAdmin ? 'can' : row.expected.isAdmin ? null : 'cannot';
    if (expected === null) return;
    it(`${row.case} (${JSON.stringify(row.stored)}) ${expected} upload a team photo`, async () => {
      const uid = `role-row-${index}`;
      const result = await asAccount(
        env,
        uid,
        { email: `${uid}@example.com`, email_verified: true },
        (c) =>
          attempt(
            Promise.resolve(
              c.storage().ref(`team/${uid}.png`).put(bytes(10), { contentType: 'image/png' }),
            ),
          ),
      );
      expect(result.allowed, result.message).toBe(expected === 'can');
    });
  });
});

// As firestore.rules (sessions.test.ts): a disabled account, or a session begun before the
// account's sessions were ended (users/{uid}.sessionsValidAfter), counts as signed out.
describe('storage: ended sessions', () => {
  const later = Math.floor(Date.now() / 1000) + 3600;
  const upload = (uid: string, authTime?: number) =>
    asAccount(
      env,
      uid,
      {
        email: `${uid}@example.com`,
        email_verified: true,
        ...(authTime === undefined ? {} : { auth_time: authTime }),
      },
      (ctx) =>
        attempt(
          Promise.resolve(
            ctx.storage().ref(`team/${uid}.png`).put(bytes(10), { contentType: 'image/png' }),
          ),
        ),
    );

  it('a disabled agency admin cannot upload a team photo; an enabled one can', async () => {
    await seed(env, {
      'users/session-live': { roles: { connect: 'admin' } },
      'users/session-off': { roles: { connect: 'admin' }, disabled: true },
    });
    const live = await upload('session-live');
    expect(live.allowed, live.message).toBe(true);
    expect((await upload('session-off')).allowed).toBe(false);
  });

  it('a session begun before the sessions were ended cannot upload; a later one can', async () => {
    await seed(env, {
      'users/session-ended': { roles: { connect: 'admin' }, sessionsValidAfter: later },
    });
    expect((await upload('session-ended')).allowed).toBe(false);
    expect((await upload('session-ended', later + 1)).allowed).toBe(true);
  });
});
