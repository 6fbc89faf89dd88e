// Media preflight at schedule time, through the callable: a post whose media breaks a rule of a
// chosen network (model/network-media) is refused with invalid-argument and the sentence the
// composer shows, naming the network, the file and the limit, and nothing is written; the
// video's length is read from the stored file's MP4 boxes, not from what the browser said.

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tinyMp4 } from '../support/tiny-mp4';
import { type Accounts, createAccounts, seedBase, seedPost, WS_SMM } from './fixtures';
import { adminDb, call, dumpDatabase, storeFile } from './support';

let accounts: Accounts;
const CLIP = `workspaces/${WS_SMM}/media/0b6c6a52-8f0e-4d7a-9a55-3c1f0e2d9b11-clip.mp4`;
const SHORT = `workspaces/${WS_SMM}/media/5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6-short.mp4`;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const schedule = (postId: string) =>
  call(
    'schedulePost',
    { workspaceId: WS_SMM, postId, scheduledAt: inAnHour(), timeZone: 'Europe/Paris' },
    accounts.smmUser,
  );

beforeAll(async () => {
  accounts = await createAccounts();
  // Twelve minutes and four seconds, and thirty seconds, as their MP4 boxes say.
  await storeFile(CLIP, 'video/mp4', tinyMp4({ seconds: 724, width: 720, height: 1280 }));
  await storeFile(
    SHORT,
    'video/mp4',
    tinyMp4({ seconds: 30, frames: 750, width: 720, height: 1280 }),
  );
}, 120_000);

beforeEach(async () => {
  await seedBase(accounts);
  await adminDb().doc(`workspaces/${WS_SMM}/channels/tt`).set({
    provider: 'tiktok',
    handle: '@bakery',
    displayName: 'Bakery TikTok',
    status: 'connected',
  });
  await adminDb().doc(`workspaces/${WS_SMM}/channels/x`).set({
    provider: 'x',
    handle: '@bakery',
    displayName: 'Bakery on X',
    status: 'connected',
  });
  await adminDb()
    .doc(`workspaces/${WS_SMM}`)
    .update({ channelIds: ['ch1', 'tt', 'x'] });
});

describe('scheduling a post whose media a network refuses', () => {
  it('refuses a video longer than TikTok allows, read from the file, and writes nothing', async () => {
    await seedPost(WS_SMM, 'long', {
      channelIds: ['tt'],
      media: [{ path: CLIP, contentType: 'video/mp4' }],
    });
    const before = await dumpDatabase();
    const refused = await schedule('long');
    expect(refused).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(refused.ok ? '' : refused.message).toBe(
      'TikTok allows videos up to 10 min; clip.mp4 is 12 min 4 sec.',
    );
    expect(await dumpDatabase()).toEqual(before);
  });

  it('schedules the same post once its video fits', async () => {
    await seedPost(WS_SMM, 'short', {
      channelIds: ['tt'],
      media: [{ path: SHORT, contentType: 'video/mp4' }],
    });
    expect(await schedule('short')).toMatchObject({ ok: true, result: { status: 'scheduled' } });
  });

  it('names every network a rule of which is broken: X takes 140 seconds and 25 frames a second is fine', async () => {
    await seedPost(WS_SMM, 'both', {
      channelIds: ['tt', 'x'],
      media: [{ path: SHORT, contentType: 'video/mp4', alt: 'a'.repeat(1001) }],
    });
    const refused = await schedule('both');
    expect(refused).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(refused.ok ? '' : refused.message).toBe(
      'X allows alt text of up to 1000 characters; the one for short.mp4 has 1001.',
    );
  });
});
