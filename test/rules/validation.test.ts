// Bad writes that must fail: unknown keys, wrong types, oversized text and lists, wrong
// timestamps, values outside their enums. Each table starts with a valid write of the same
// shape, so the denials show the validation, not a closed door.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActorName } from './actors';
import { as, attempt, startEnv, stopEnv } from './env';
import { RULES_PROJECTS } from './projects';
import { type DocData, restore, seed, serverTime, Timestamp, world } from './world';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startEnv(RULES_PROJECTS.validation);
  await seed(env);
});

afterAll(async () => {
  await stopEnv(env);
});

interface WriteCase {
  does: string;
  data: DocData;
  allowed: boolean;
}

const long = (n: number) => 'x'.repeat(n);
const stamped = (data: DocData): DocData => ({
  ...data,
  createdAt: serverTime(),
  updatedAt: serverTime(),
});

function writeTable(
  title: string,
  who: ActorName,
  path: string,
  mode: 'create' | 'update',
  cases: WriteCase[],
): void {
  describe(title, () => {
    for (const c of cases) {
      it(`${c.allowed ? 'accepts' : 'rejects'} ${c.does}`, async () => {
        await restore(env, [path]);
        const result = await as(env, who, (context) => {
          const ref = context.firestore().doc(path);
          return attempt(mode === 'create' ? ref.set(c.data) : ref.update(c.data));
        });
        await restore(env, [path]);
        expect(result.allowed, result.message).toBe(c.allowed);
      });
    }
  });
}

const post = (over: DocData = {}): DocData =>
  stamped({
    authorUid: 'alice',
    text: 'Hello',
    channelIds: ['chA'],
    status: 'draft',
    ...over,
  });

const media = (over: DocData = {}) => ({
  path: 'workspaces/wsA/media/a.png',
  contentType: 'image/png',
  width: 100,
  height: 100,
  alt: 'A',
  ...over,
});

const channels = (n: number) => Array.from({ length: n }, (_, i) => `ch${i}`);

writeTable(
  'posts: a new post is validated field by field',
  'user',
  'workspaces/wsA/posts/new',
  'create',
  [
    { does: 'a minimal draft', data: post(), allowed: true },
    {
      does: 'a full draft with ten channels, their variants and ten media',
      data: post({
        channelIds: channels(10),
        variants: Object.fromEntries(channels(10).map((c) => [c, { text: `for ${c}` }])),
        media: Array.from({ length: 10 }, (_, i) =>
          media({ path: `workspaces/wsA/media/${i}.mp4`, contentType: 'video/mp4' }),
        ),
        timeZone: 'America/Argentina/Buenos_Aires',
        scheduledAt: Timestamp.fromDate(new Date('2026-12-24T18:00:00Z')),
        text: long(5000),
      }),
      allowed: true,
    },
    { does: 'an unknown key', data: post({ pinned: true }), allowed: false },
    {
      does: 'an empty draft: no text, media, thread or channel',
      data: post({ text: '  ', channelIds: [], media: [] }),
      allowed: false,
    },
    {
      does: 'a draft with only a thread part',
      data: post({ text: '', channelIds: [], media: [], thread: [{ text: 'part 2' }] }),
      allowed: true,
    },
    {
      does: 'an empty draft with an empty thread',
      data: post({ text: '', channelIds: [], media: [], thread: [] }),
      allowed: false,
    },
    {
      does: 'a draft with only a channel',
      data: post({ text: '', channelIds: ['chA'] }),
      allowed: true,
    },
    {
      does: 'a draft with only a picture',
      data: post({ text: '', channelIds: [], media: [media()] }),
      allowed: true,
    },
    { does: 'text that is not a string', data: post({ text: 42 }), allowed: false },
    { does: 'text over 5000 characters', data: post({ text: long(5001) }), allowed: false },
    { does: 'channelIds that is not a list', data: post({ channelIds: 'chA' }), allowed: false },
    { does: 'more than ten channels', data: post({ channelIds: channels(11) }), allowed: false },
    { does: 'a channel id that is not a string', data: post({ channelIds: [7] }), allowed: false },
    {
      does: 'a variant for a channel the post does not use',
      data: post({ variants: { chZ: { text: 'x' } } }),
      allowed: false,
    },
    {
      does: 'a variant with an unknown key',
      data: post({ variants: { chA: { text: 'x', html: '<b>' } } }),
      allowed: false,
    },
    {
      does: 'a variant text over 5000 characters',
      data: post({ variants: { chA: { text: long(5001) } } }),
      allowed: false,
    },
    { does: 'variants that are not a map', data: post({ variants: ['x'] }), allowed: false },
    {
      does: 'an SVG image in media',
      data: post({ media: [media({ contentType: 'image/svg+xml' })] }),
      allowed: false,
    },
    {
      does: 'an HTML file in media',
      data: post({ media: [media({ contentType: 'text/html' })] }),
      allowed: false,
    },
    {
      does: 'a PDF document in media (LinkedIn document posts)',
      data: post({
        media: [{ path: 'workspaces/wsA/media/deck.pdf', contentType: 'application/pdf' }],
      }),
      allowed: true,
    },
    {
      does: "media from another workspace's folder",
      data: post({ media: [media({ path: 'workspaces/wsB/media/a.png' })] }),
      allowed: false,
    },
    {
      does: "a media path whose file name is '..'",
      data: post({ media: [media({ path: 'workspaces/wsA/media/..' })] }),
      allowed: false,
    },
    {
      does: "a media file name with '..' inside",
      data: post({ media: [media({ path: 'workspaces/wsA/media/a..png' })] }),
      allowed: false,
    },
    {
      does: 'a media entry with an unknown key',
      data: post({ media: [media({ onload: 'x' })] }),
      allowed: false,
    },
    {
      does: 'a media entry without a path',
      data: post({ media: [{ contentType: 'image/png' }] }),
      allowed: false,
    },
    {
      does: 'a media width that is not a positive integer',
      data: post({ media: [media({ width: -1 })] }),
      allowed: false,
    },
    {
      does: 'a media height that is not an integer',
      data: post({ media: [media({ height: '100' })] }),
      allowed: false,
    },
    {
      does: "a video's length as the composer read it",
      data: post({ media: [media({ contentType: 'video/mp4', seconds: 724.5 })] }),
      allowed: true,
    },
    {
      does: 'a media length that is not a positive number',
      data: post({ media: [media({ contentType: 'video/mp4', seconds: 0 })] }),
      allowed: false,
    },
    {
      does: 'a media length over a day',
      data: post({ media: [media({ contentType: 'video/mp4', seconds: 86_401 })] }),
      allowed: false,
    },
    {
      does: 'a media length that is not a number',
      data: post({ media: [media({ contentType: 'video/mp4', seconds: '724' })] }),
      allowed: false,
    },
    {
      does: 'alt text over 1000 characters',
      data: post({ media: [media({ alt: long(1001) })] }),
      allowed: false,
    },
    { does: 'media that is not a list', data: post({ media: media() }), allowed: false },
    { does: 'a media entry that is not a map', data: post({ media: ['a.png'] }), allowed: false },
    {
      does: 'more than ten media',
      data: post({ media: Array.from({ length: 11 }, () => media()) }),
      allowed: false,
    },
    {
      does: 'a time zone that is not a zone name',
      data: post({ timeZone: '<script>' }),
      allowed: false,
    },
    {
      does: 'scheduledAt that is not a timestamp',
      data: post({ scheduledAt: '2026-12-24 18:00' }),
      allowed: false,
    },
    {
      does: 'a createdAt chosen by the client',
      data: { ...post(), createdAt: Timestamp.fromDate(new Date('2020-01-01')) },
      allowed: false,
    },
    {
      does: 'a missing updatedAt',
      data: (({ updatedAt: _, ...rest }) => rest)(post()),
      allowed: false,
    },
    { does: 'a missing text', data: (({ text: _, ...rest }) => rest)(post()), allowed: false },
  ],
);

// A thread is the parts that follow the post's text (postThreadSchema: at most 24, each a map
// with only a non-blank text of at most 5000 characters).
const thread = (n: number, text = (i: number) => `part ${i + 2}`) =>
  Array.from({ length: n }, (_, i) => ({ text: text(i) }));

writeTable(
  'posts: a thread on a new draft is validated part by part',
  'user',
  'workspaces/wsA/posts/new',
  'create',
  [
    { does: 'a thread of two parts', data: post({ thread: thread(2) }), allowed: true },
    {
      does: 'a thread of 24 parts of 5000 characters',
      data: post({ thread: thread(24, () => long(5000)) }),
      allowed: true,
    },
    { does: 'an empty thread', data: post({ thread: [] }), allowed: true },
    { does: 'a thread of 25 parts', data: post({ thread: thread(25) }), allowed: false },
    {
      does: 'a part without text',
      data: post({ thread: [{ text: 'first' }, {}] }),
      allowed: false,
    },
    {
      does: 'a part whose text is not a string',
      data: post({ thread: [{ text: 'first' }, { text: 7 }] }),
      allowed: false,
    },
    { does: 'a blank part', data: post({ thread: [{ text: '   ' }] }), allowed: false },
    {
      does: 'a part over 5000 characters',
      data: post({ thread: [{ text: long(5001) }] }),
      allowed: false,
    },
    {
      does: 'a part with an unknown key',
      data: post({ thread: [{ text: 'x', media: ['a.png'] }] }),
      allowed: false,
    },
    { does: 'a part that is not a map', data: post({ thread: ['x'] }), allowed: false },
    { does: 'a thread that is not a list', data: post({ thread: 'x' }), allowed: false },
  ],
);

// First comment (postFirstCommentSchema): a text of at most 2200 characters.
writeTable('posts: a first comment on a new draft', 'user', 'workspaces/wsA/posts/new', 'create', [
  { does: 'a first comment', data: post({ firstComment: 'Link: example.test' }), allowed: true },
  { does: 'an empty first comment', data: post({ firstComment: '' }), allowed: true },
  {
    does: 'a first comment of 2200 characters',
    data: post({ firstComment: long(2200) }),
    allowed: true,
  },
  {
    does: 'a first comment over 2200 characters',
    data: post({ firstComment: long(2201) }),
    allowed: false,
  },
  { does: 'a first comment that is not text', data: post({ firstComment: 7 }), allowed: false },
  {
    does: 'a choice for networks without threads',
    data: post({ thread: [{ text: 'Part two' }], threadElsewhere: 'separate_posts' }),
    allowed: true,
  },
  {
    does: 'a choice for networks without threads the publisher does not know',
    data: post({ thread: [{ text: 'Part two' }], threadElsewhere: 'sometimes' }),
    allowed: false,
  },
  {
    does: 'a first comment as a map',
    data: post({ firstComment: { text: 'x' } }),
    allowed: false,
  },
]);

// Network settings (model/schemas/channels/networkOptions.ts): a map of at most 20 networks or channels.
writeTable('posts: network settings on a new draft', 'user', 'workspaces/wsA/posts/new', 'create', [
  {
    does: 'a YouTube title and a Pinterest board',
    data: post({
      networkOptions: { youtube: { title: 'How we bake' }, pinterest: { board: 'Breads' } },
    }),
    allowed: true,
  },
  {
    does: 'settings for 21 networks or channels',
    data: post({
      networkOptions: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`c${i}`, {}])),
    }),
    allowed: false,
  },
  { does: 'settings that are not a map', data: post({ networkOptions: 'x' }), allowed: false },
]);

writeTable(
  "posts: a draft's thread is validated when it is edited",
  'user',
  'workspaces/wsA/posts/draftA',
  'update',
  [
    {
      does: 'a thread added to a draft',
      data: { thread: thread(3), updatedAt: serverTime() },
      allowed: true,
    },
    {
      does: 'a thread of 25 parts added to a draft',
      data: { thread: thread(25), updatedAt: serverTime() },
      allowed: false,
    },
    // The approval and its clock (deadline, hold, reminders) are the functions'.
    {
      does: 'an approval deadline, or a hold lifted',
      data: { 'approval.deadline': serverTime(), 'approval.heldAt': null, updatedAt: serverTime() },
      allowed: false,
    },
  ],
);

writeTable(
  "posts: a new post names only its workspace's channels",
  'user',
  'workspaces/wsA/posts/new',
  'create',
  [
    { does: 'a channel of its workspace', data: post({ channelIds: ['chA'] }), allowed: true },
    { does: 'no channel yet', data: post({ channelIds: [] }), allowed: true },
    { does: "another workspace's channel", data: post({ channelIds: ['chB'] }), allowed: false },
    {
      does: "its own channel beside another workspace's",
      data: post({ channelIds: ['chA', 'chC'] }),
      allowed: false,
    },
  ],
);

writeTable(
  "posts: an edited draft adds only its workspace's channels",
  'user',
  'workspaces/wsA/posts/draftA',
  'update',
  [
    {
      does: 'a channel of its workspace kept',
      data: { channelIds: ['chA', 'ch0'], updatedAt: serverTime() },
      allowed: true,
    },
    {
      does: "another workspace's channel added",
      data: { channelIds: ['chA', 'chB'], updatedAt: serverTime() },
      allowed: false,
    },
  ],
);

describe("posts: the workspace's channel list over time", () => {
  const write = (path: string, data: DocData) =>
    env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(path).update(data);
    });

  it('keeps a draft editable that names a channel disconnected since, and refuses adding one', async () => {
    await write('workspaces/wsA/posts/draftA', { channelIds: ['chA', 'chGone'] });
    const edit = (channelIds: string[]) =>
      as(env, 'user', (context) =>
        attempt(
          context
            .firestore()
            .doc('workspaces/wsA/posts/draftA')
            .update({ text: 'Edited', channelIds, updatedAt: serverTime() }),
        ),
      );
    expect((await edit(['chA', 'chGone'])).allowed).toBe(true);
    expect((await edit(['chA', 'chGone', 'chB'])).allowed).toBe(false);
    await restore(env, ['workspaces/wsA/posts/draftA']);
  });

  it('treats a workspace written before the list existed as having no channels', async () => {
    const { channelIds: _listed, ...before } = world()['workspaces/wsA'] ?? {};
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc('workspaces/wsA').set(before);
    });
    const create = (channelIds: string[]) =>
      as(env, 'user', (context) =>
        attempt(context.firestore().doc('workspaces/wsA/posts/legacy').set(post({ channelIds }))),
      );
    expect((await create(['chA'])).allowed).toBe(false);
    expect((await create([])).allowed).toBe(true);
    await restore(env, ['workspaces/wsA', 'workspaces/wsA/posts/legacy']);
  });
});

const profile = (over: DocData): DocData => ({ ...over, updatedAt: serverTime() });

writeTable('users: profile fields are validated', 'user', 'users/alice', 'update', [
  {
    does: 'a display name, locale, time zone and https photo',
    data: profile({
      displayName: 'Alice',
      locale: 'ar',
      timeZone: 'Asia/Shanghai',
      photoURL: 'https://example.com/a.png',
    }),
    allowed: true,
  },
  {
    does: 'clearing the display name and photo',
    data: profile({ displayName: null, photoURL: null }),
    allowed: true,
  },
  {
    does: 'recording the login time as the server time',
    data: profile({ lastLoginAt: serverTime() }),
    allowed: true,
  },
  {
    does: 'a display name over 100 characters',
    data: profile({ displayName: long(101) }),
    allowed: false,
  },
  {
    does: 'a display name that is not a string',
    data: profile({ displayName: ['Alice'] }),
    allowed: false,
  },
  { does: 'a locale the app does not ship', data: profile({ locale: 'xx' }), allowed: false },
  {
    does: 'a photo URL that is not https',
    data: profile({ photoURL: 'javascript:alert(1)' }),
    allowed: false,
  },
  { does: 'a time zone that is not a string', data: profile({ timeZone: 3 }), allowed: false },
  {
    does: 'a login time in the past',
    data: profile({ lastLoginAt: Timestamp.fromDate(new Date('2020-01-01')) }),
    allowed: false,
  },
  {
    does: 'an e-mail address that is not the account’s',
    data: profile({ email: 'sue@example.com' }),
    allowed: false,
  },
  { does: 'an unknown key', data: profile({ isAdmin: true }), allowed: false },
  { does: 'an update without updatedAt', data: { displayName: 'Alice' }, allowed: false },
]);

writeTable(
  'consents: a consent record is validated',
  'user',
  'users/alice/consents/cookies',
  'create',
  [
    {
      does: 'a version accepted now',
      data: stamped({ version: 2, acceptedAt: serverTime() }),
      allowed: true,
    },
    {
      does: 'a version that is not an integer',
      data: stamped({ version: '2', acceptedAt: serverTime() }),
      allowed: false,
    },
    {
      does: 'version zero',
      data: stamped({ version: 0, acceptedAt: serverTime() }),
      allowed: false,
    },
    {
      does: 'an acceptance time in the past',
      data: stamped({ version: 2, acceptedAt: Timestamp.fromDate(new Date('2020-01-01')) }),
      allowed: false,
    },
  ],
);

writeTable(
  'consents: only known policy kinds are recorded',
  'user',
  'users/alice/consents/marketing',
  'create',
  [
    {
      does: 'a consent for a kind that is not a policy',
      data: stamped({ version: 1, acceptedAt: serverTime() }),
      allowed: false,
    },
  ],
);

writeTable(
  'consents: an accepted version never goes back',
  'user',
  'users/alice/consents/terms',
  'update',
  [
    {
      does: 'a newer version',
      data: { version: 4, acceptedAt: serverTime(), updatedAt: serverTime() },
      allowed: true,
    },
    {
      does: 'an older version',
      data: { version: 0, acceptedAt: serverTime(), updatedAt: serverTime() },
      allowed: false,
    },
    {
      does: 'a version that is not an integer',
      data: { version: 'latest', acceptedAt: serverTime(), updatedAt: serverTime() },
      allowed: false,
    },
  ],
);

writeTable('workspaces: the owner’s edits are validated', 'user', 'workspaces/wsA', 'update', [
  {
    does: 'a new name, time zone and branding',
    data: {
      name: 'Studio',
      timeZone: 'Europe/Lisbon',
      branding: { logoPath: 'workspaces/wsA/brand/new.png', colour: '#abcdef' },
      updatedAt: serverTime(),
    },
    allowed: true,
  },
  {
    does: 'branding without a logo',
    data: { branding: { logoPath: null, colour: null }, updatedAt: serverTime() },
    allowed: true,
  },
  { does: 'an empty name', data: { name: '', updatedAt: serverTime() }, allowed: false },
  {
    does: 'a name over 100 characters',
    data: { name: long(101), updatedAt: serverTime() },
    allowed: false,
  },
  {
    does: 'a colour that is not #rrggbb',
    data: { 'branding.colour': 'red', updatedAt: serverTime() },
    allowed: false,
  },
  {
    does: 'a logo outside the brand folder',
    data: { 'branding.logoPath': 'workspaces/wsB/brand/x.png', updatedAt: serverTime() },
    allowed: false,
  },
  {
    does: 'branding with an unknown key',
    data: { 'branding.css': 'body{}', updatedAt: serverTime() },
    allowed: false,
  },
  {
    does: 'branding that is not a map',
    data: { branding: 'blue', updatedAt: serverTime() },
    allowed: false,
  },
  {
    does: 'a time zone that is not a zone name',
    data: { timeZone: 'Mars Base', updatedAt: serverTime() },
    allowed: false,
  },
  // The review clock's interval and the white label are setApprovalMode's and setWhiteLabel's.
  {
    does: 'its approval reminder interval',
    data: { approvalReminderHours: 0, updatedAt: serverTime() },
    allowed: false,
  },
  {
    does: 'its white label',
    data: {
      whiteLabel: { agencyName: 'A', senderName: 'A', colour: '#000000', textColour: '#ffffff' },
      updatedAt: serverTime(),
    },
    allowed: false,
  },
]);

writeTable('channels: a rename is validated', 'user', 'workspaces/wsA/channels/chA', 'update', [
  {
    does: 'an empty display name',
    data: { displayName: '', updatedAt: serverTime() },
    allowed: false,
  },
]);

writeTable(
  'comments: a comment is validated',
  'approver',
  'workspaces/wsC/posts/reviewC/comments/new',
  'create',
  [
    {
      does: 'a short comment',
      data: stamped({ authorUid: 'carol', text: 'Approved by legal' }),
      allowed: true,
    },
    { does: 'an empty comment', data: stamped({ authorUid: 'carol', text: '' }), allowed: false },
    {
      does: 'a comment over 2000 characters',
      data: stamped({ authorUid: 'carol', text: long(2001) }),
      allowed: false,
    },
    {
      does: 'a comment in someone else’s name',
      data: stamped({ authorUid: 'cora', text: 'ok' }),
      allowed: false,
    },
    {
      does: 'a comment with an unknown key',
      data: stamped({ authorUid: 'carol', text: 'ok', pinned: true }),
      allowed: false,
    },
  ],
);

writeTable(
  'comments: a comment on a post that does not exist',
  'approver',
  'workspaces/wsC/posts/missing/comments/new',
  'create',
  [
    {
      does: 'a comment on a missing post',
      data: stamped({ authorUid: 'carol', text: 'Hello?' }),
      allowed: false,
    },
  ],
);

writeTable(
  'comments: an author does not edit their comment directly (editPostComment does)',
  'approver',
  'workspaces/wsC/posts/reviewC/comments/commentC',
  'update',
  [
    {
      does: 'an edited comment within the limits',
      data: { text: 'Please use the 2026 logo', updatedAt: serverTime() },
      allowed: false,
    },
    {
      does: 'an edited comment over 2000 characters',
      data: { text: long(2001), updatedAt: serverTime() },
      allowed: false,
    },
  ],
);

const request = (over: DocData = {}): DocData =>
  stamped({
    workspaceId: 'wsC',
    requesterUid: 'carol',
    serviceId: 'audit',
    title: 'Audit',
    status: 'new',
    ...over,
  });

writeTable('serviceRequests: a request is validated', 'approver', 'serviceRequests/new', 'create', [
  { does: 'a request with details', data: request({ details: 'Soon please' }), allowed: true },
  { does: 'a title over 200 characters', data: request({ title: long(201) }), allowed: false },
  { does: 'details over 5000 characters', data: request({ details: long(5001) }), allowed: false },
  { does: 'a service that does not exist', data: request({ serviceId: 'nope' }), allowed: false },
  { does: 'a status other than new', data: request({ status: 'done' }), allowed: false },
  {
    does: 'an assignee chosen by the client',
    data: request({ assigneeUid: 'cora' }),
    allowed: false,
  },
  { does: 'a service id that is not a string', data: request({ serviceId: 5 }), allowed: false },
]);

writeTable(
  'serviceRequests: the requester rewords within the limits',
  'approver',
  'serviceRequests/req1',
  'update',
  [
    {
      does: 'reworded details',
      data: { details: 'Instagram and Facebook, please.', updatedAt: serverTime() },
      allowed: true,
    },
    {
      does: 'a reworded title over 200 characters',
      data: { title: long(201), updatedAt: serverTime() },
      allowed: false,
    },
    {
      does: 'a status chosen by the client',
      data: { status: 'done', updatedAt: serverTime() },
      allowed: false,
    },
  ],
);

writeTable(
  'serviceRequests: staff updates are validated',
  'connectAdmin',
  'serviceRequests/req1',
  'update',
  [
    {
      does: 'waiting for the client with no due date',
      data: { status: 'waiting_client', dueAt: null, assigneeUid: null, updatedAt: serverTime() },
      allowed: true,
    },
    {
      does: 'a due date that is not a timestamp',
      data: { dueAt: 'friday', updatedAt: serverTime() },
      allowed: false,
    },
    {
      does: 'an assignee that is not a string',
      data: { assigneeUid: 12, updatedAt: serverTime() },
      allowed: false,
    },
    {
      does: 'a new title written by staff',
      data: { title: 'Rewritten', updatedAt: serverTime() },
      allowed: false,
    },
  ],
);

writeTable(
  'serviceRequests/{id}/messages: a message is validated',
  'approver',
  'serviceRequests/req1/messages/new',
  'create',
  [
    { does: 'an empty message', data: stamped({ authorUid: 'carol', text: '' }), allowed: false },
    {
      does: 'a message in someone else’s name',
      data: stamped({ authorUid: 'cora', text: 'hi' }),
      allowed: false,
    },
  ],
);

const service = (over: DocData = {}): DocData =>
  stamped({ name: { en: 'Ads' }, active: true, order: 1, ...over });

writeTable('services: the catalogue is validated', 'connectAdmin', 'services/new', 'create', [
  {
    does: 'a service named in all eight locales',
    data: service({
      name: {
        en: 'Ads',
        es: 'Anuncios',
        fr: 'Pubs',
        it: 'Annunci',
        pt: 'Anúncios',
        de: 'Werbung',
        ar: 'إعلانات',
        zh: '广告',
      },
      description: { en: 'Paid campaigns' },
      priceFrom: 49.5,
      currency: 'USD',
    }),
    allowed: true,
  },
  {
    does: 'a name in a locale the app does not ship',
    data: service({ name: { en: 'Ads', xx: 'Ads' } }),
    allowed: false,
  },
  { does: 'a name with no locale', data: service({ name: {} }), allowed: false },
  {
    does: 'a name over 120 characters',
    data: service({ name: { en: long(121) } }),
    allowed: false,
  },
  { does: 'an empty Spanish name', data: service({ name: { es: '' } }), allowed: false },
  {
    does: 'a French name that is not a string',
    data: service({ name: { fr: 1 } }),
    allowed: false,
  },
  {
    does: 'an Italian name over 120 characters',
    data: service({ name: { it: long(121) } }),
    allowed: false,
  },
  { does: 'an empty Portuguese name', data: service({ name: { pt: '' } }), allowed: false },
  { does: 'an empty German name', data: service({ name: { de: '' } }), allowed: false },
  { does: 'an empty Arabic name', data: service({ name: { ar: '' } }), allowed: false },
  { does: 'an empty Chinese name', data: service({ name: { zh: '' } }), allowed: false },
  {
    does: 'a description over 4000 characters',
    data: service({ description: { en: long(4001) } }),
    allowed: false,
  },
  {
    does: 'a currency that is not an ISO code',
    data: service({ currency: 'euro' }),
    allowed: false,
  },
  { does: 'a price that is not a number', data: service({ priceFrom: '10' }), allowed: false },
  { does: 'active that is not a boolean', data: service({ active: 'yes' }), allowed: false },
  { does: 'an order that is not an integer', data: service({ order: 1.5 }), allowed: false },
  { does: 'an unknown key', data: service({ script: '<script>' }), allowed: false },
]);

writeTable(
  'onboarding: the client’s steps are validated',
  'approver',
  'onboarding/carol',
  'update',
  [
    {
      does: 'every step filled in with every field of the form, still in progress',
      data: {
        steps: {
          profile: {
            done: true,
            data: { company: 'Carol Cosmetics', website: 'https://carol.test', phone: '+33 1' },
          },
          brand: { done: true, data: { colour: '#ff00aa', voice: 'Warm' } },
          channels: {
            done: true,
            data: {
              instagram: true,
              facebook: false,
              linkedin: true,
              x: false,
              bluesky: true,
              mastodon: false,
              tiktok: true,
            },
          },
          plan: { done: true, data: { planId: 'connect-care' } },
          terms: { done: true, data: { accepted: true } },
        },
        status: 'in_progress',
        updatedAt: serverTime(),
      },
      allowed: true,
    },
    {
      // Submitting checks that every step is done, which only the callable does.
      does: 'the onboarding submitted directly, not through the callable',
      data: {
        steps: {
          profile: { done: true, data: { company: 'Carol Cosmetics' } },
          brand: { done: true, data: { colour: '#ff00aa' } },
          channels: { done: true, data: {} },
          plan: { done: true, data: { planId: 'connect-care' } },
          terms: { done: true },
        },
        status: 'submitted',
        updatedAt: serverTime(),
      },
      allowed: false,
    },
    {
      does: 'an answer over 2000 characters',
      data: { 'steps.profile': { data: { company: long(2001) } }, updatedAt: serverTime() },
      allowed: false,
    },
    {
      does: 'an answer the form does not have',
      data: { 'steps.profile': { data: { payload: 'x' } }, updatedAt: serverTime() },
      allowed: false,
    },
    {
      does: 'a brand answer that is not a string',
      data: { 'steps.brand': { data: { colour: { r: 1 } } }, updatedAt: serverTime() },
      allowed: false,
    },
    {
      does: 'a network answer that is not a boolean',
      data: { 'steps.channels': { data: { x: 'yes' } }, updatedAt: serverTime() },
      allowed: false,
    },
    {
      does: 'a plan answer that is a list',
      data: { 'steps.plan': { data: { planId: ['a', 'b'] } }, updatedAt: serverTime() },
      allowed: false,
    },
    {
      does: 'terms accepted as text',
      data: { 'steps.terms': { data: { accepted: 'true' } }, updatedAt: serverTime() },
      allowed: false,
    },
    {
      does: 'an unknown step',
      data: { 'steps.payment': { done: true }, updatedAt: serverTime() },
      allowed: false,
    },
    {
      does: 'a step that is not a map',
      data: { 'steps.brand': true, updatedAt: serverTime() },
      allowed: false,
    },
    {
      does: 'a step with an unknown key',
      data: { 'steps.channels': { done: true, skip: true }, updatedAt: serverTime() },
      allowed: false,
    },
    {
      does: 'done that is not a boolean',
      data: { 'steps.plan': { done: 'yes' }, updatedAt: serverTime() },
      allowed: false,
    },
    {
      does: 'step data that is not a map',
      data: { 'steps.terms': { data: 'accepted' }, updatedAt: serverTime() },
      allowed: false,
    },
    {
      does: 'steps that are not a map',
      data: { steps: ['profile'], updatedAt: serverTime() },
      allowed: false,
    },
    {
      does: 'a status the client may not set',
      data: { status: 'invited', updatedAt: serverTime() },
      allowed: false,
    },
  ],
);

describe('onboarding: who counts as the invited client', () => {
  it('the invited client cannot edit a submitted onboarding', async () => {
    await seed(env, {
      'onboarding/done': {
        invitedEmail: 'carol@example.com',
        workspaceId: 'wsC',
        steps: {},
        status: 'submitted',
      },
    });
    const result = await as(env, 'approver', (c) =>
      attempt(
        c
          .firestore()
          .doc('onboarding/done')
          .update({ status: 'in_progress', updatedAt: serverTime() }),
      ),
    );
    expect(result.allowed, result.message).toBe(false);
  });

  it('the invited client with an unverified e-mail cannot read the onboarding', async () => {
    const result = await as(
      env,
      'approver',
      (c) => attempt(c.firestore().doc('onboarding/carol').get()),
      {
        email_verified: false,
      },
    );
    expect(result.allowed, result.message).toBe(false);
  });

  it('the invited client can find their onboarding by a query on their e-mail', async () => {
    const result = await as(env, 'approver', (c) =>
      attempt(
        c
          .firestore()
          .collection('onboarding')
          .where('invitedEmail', '==', 'carol@example.com')
          .get(),
      ),
    );
    expect(result.allowed, result.message).toBe(true);
  });

  it("a client cannot query someone else's onboarding by e-mail", async () => {
    const result = await as(env, 'otherUser', (c) =>
      attempt(
        c
          .firestore()
          .collection('onboarding')
          .where('invitedEmail', '==', 'carol@example.com')
          .get(),
      ),
    );
    expect(result.allowed, result.message).toBe(false);
  });
});

describe('users: the profile email counts only when verified', () => {
  const write = (patch: DocData, claims: Record<string, unknown>) => async () => {
    await restore(env, ['users/alice']);
    const result = await as(
      env,
      'user',
      (c) =>
        attempt(
          c
            .firestore()
            .doc('users/alice')
            .update({ ...patch, updatedAt: serverTime() }),
        ),
      claims,
    );
    await restore(env, ['users/alice']);
    return result;
  };

  it('an unverified account cannot set its email to the address it merely claims', async () => {
    const result = await write(
      { email: 'claimed@example.com' },
      { email: 'claimed@example.com', email_verified: false },
    )();
    expect(result.allowed, result.message).toBe(false);
  });

  it('a verified account may store its verified email', async () => {
    const result = await write(
      { email: 'new-alice@example.com' },
      { email: 'new-alice@example.com', email_verified: true },
    )();
    expect(result.allowed, result.message).toBe(true);
  });

  it('an unverified account still edits its profile while the stored email stays', async () => {
    const result = await write({ displayName: 'Alice B' }, { email_verified: false })();
    expect(result.allowed, result.message).toBe(true);
  });
});

// Recurring and evergreen posts: the series, the evergreen mark and the hourly cap's hold are
// the server's (repeatPost, setEvergreen, the publisher); a draft cannot claim them.
writeTable(
  'posts: recurring and evergreen fields are the server’s',
  'user',
  'workspaces/wsA/posts/new',
  'create',
  [
    { does: 'a plain draft', data: post(), allowed: true },
    {
      does: 'a draft claiming to be a series occurrence',
      data: post({ series: { id: 's1', index: 2, total: 10, freq: 'weekly', interval: 1 } }),
      allowed: false,
    },
    { does: 'a draft marking itself evergreen', data: post({ evergreen: true }), allowed: false },
    {
      does: 'a draft excusing itself from the hourly cap',
      data: post({ deferredReason: 'hourly_cap', deferredUntil: Timestamp.now() }),
      allowed: false,
    },
  ],
);
writeTable(
  'posts: a draft cannot mark itself evergreen later',
  'user',
  'workspaces/wsA/posts/draftA',
  'update',
  [
    { does: 'a text edit', data: { text: 'Edited', updatedAt: serverTime() }, allowed: true },
    {
      does: 'setting evergreen',
      data: { evergreen: true, updatedAt: serverTime() },
      allowed: false,
    },
    {
      does: 'setting awaitingSchedule',
      data: { awaitingSchedule: false, updatedAt: serverTime() },
      allowed: false,
    },
  ],
);
