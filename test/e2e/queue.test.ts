// Over 400 lines: one area's journeys, sharing the file's browser, sign-in and clean-up.
// Publishing power in the browser against the local stack: "Publish now" in the post list
// reaches the sandbox network once (through the post's publish task), and three posts added to
// a channel's queue land in its next three weekly slots in the workspace's zone; the queue's
// order changes from the keyboard. Everything this file creates is removed afterwards.

import { createHash } from 'node:crypto';
import { nextSlots } from '@model/queue-slots';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { invokeScheduledFunction } from '../../emulator/stack/publisher-tick';
import { seriousViolations, settled } from './axe';
import { suiteBrowser } from './browser';
import { e2eStack } from './stack';

const stack = e2eStack();
const SMM_USER = 'smm-user@example.com';
const STUDIO = 'ws-studio-sol';
const MASTODON = 'ch-studio-mastodon';
const BLUESKY = 'ch-studio-bluesky';
const DOCS = () => `${stack.firestoreOrigin}/v1/projects/demo-smm/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner', 'content-type': 'application/json' };
const created: string[] = [];

async function writeDraft(id: string, text: string, channelId: string): Promise<void> {
  created.push(`workspaces/${STUDIO}/posts/${id}`);
  const now = new Date().toISOString();
  const response = await fetch(`${DOCS()}:commit`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({
      writes: [
        {
          update: {
            name: `projects/demo-smm/databases/(default)/documents/workspaces/${STUDIO}/posts/${id}`,
            fields: {
              authorUid: { stringValue: 'demo-smm-user' },
              text: { stringValue: text },
              channelIds: { arrayValue: { values: [{ stringValue: channelId }] } },
              media: { arrayValue: { values: [] } },
              status: { stringValue: 'draft' },
              scheduledAt: { nullValue: null },
              createdAt: { timestampValue: now },
              updatedAt: { timestampValue: now },
            },
          },
        },
      ],
    }),
  });
  if (!response.ok) throw new Error(`seeding a post failed: ${await response.text()}`);
}

type Fields = Record<string, Record<string, unknown>>;

async function read(path: string): Promise<Fields> {
  const response = await fetch(`${DOCS()}/${path}`, { headers: OWNER });
  return ((await response.json()) as { fields?: Fields }).fields ?? {};
}

const post = (id: string) => read(`workspaces/${STUDIO}/posts/${id}`);

/** The studio's posts with this text (a series' occurrences share it), by document path. */
async function postsWithText(text: string): Promise<{ path: string; fields: Fields }[]> {
  const found = await fetch(`${DOCS()}/workspaces/${STUDIO}:runQuery`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'posts' }],
        where: {
          fieldFilter: { field: { fieldPath: 'text' }, op: 'EQUAL', value: { stringValue: text } },
        },
      },
    }),
  });
  return ((await found.json()) as { document?: { name: string; fields: Fields } }[])
    .flatMap((hit) => (hit.document ? [hit.document] : []))
    .map((doc) => ({
      path: doc.name.slice(doc.name.indexOf('/documents/') + '/documents/'.length),
      fields: doc.fields,
    }));
}
const at = (fields: Fields) => Date.parse(String(fields.scheduledAt?.timestampValue ?? ''));

// Each test removes what it wrote as it ends (the queue's slots, a publishing cap, a series), so
// none of them reaches another test, whichever order they run in.
afterEach(async () => {
  created.push(`workspaces/${STUDIO}/queues/${MASTODON}`);
  for (const path of created.splice(0)) {
    await fetch(`${DOCS()}/${path}`, { method: 'DELETE', headers: OWNER }).catch(() => undefined);
  }
});

const browser = suiteBrowser();

async function postsPage(): Promise<Page> {
  const page = await browser.newPage({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    signedInAs: { email: SMM_USER },
  });
  await page.goto(`${stack.baseUrl}/app/posts`, { timeout: 90_000 });
  await page.getByRole('heading', { level: 1, name: 'Posts' }).waitFor({ timeout: 30_000 });
  return page;
}

describe('publish now', () => {
  it('publishes a draft from the list once, on the sandbox network', async () => {
    const id = `e2e-now-${Date.now()}`;
    await writeDraft(id, `Right now ${id}`, BLUESKY);
    const page = await postsPage();
    await page
      .locator('.posts-toolbar label', { hasText: /^Status/ })
      .locator('select')
      .selectOption('draft');
    const item = page.locator('.post-item', { hasText: id });
    await item.waitFor({ timeout: 30_000 });
    await item
      .getByRole('button', { name: `Publish now: ${`Right now ${id}`.slice(0, 40)}` })
      .click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('Publish this post now');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'The post is being published.' })
      .waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await post(id)).status?.stringValue, { timeout: 120_000, interval: 2000 })
      .toBe('published');
    const done = await post(id);
    const results = (done.results?.mapValue ?? { fields: {} }) as { fields: Fields };
    const result = (results.fields[BLUESKY]?.mapValue ?? { fields: {} }) as { fields: Fields };
    expect(result.fields.attempts).toEqual({ integerValue: '1' });
    expect(String(result.fields.externalId?.stringValue ?? '')).not.toBe('');
    await page.close();
  });
});

describe('posting queue', () => {
  it('puts three posts in the next three slots in the workspace zone and reorders by keyboard', async () => {
    const stamp = Date.now();
    const ids = ['one', 'two', 'three'].map((n) => `e2e-q-${n}-${stamp}`);
    for (const id of ids) await writeDraft(id, `Queued ${id}`, MASTODON);
    const zone = String((await read(`workspaces/${STUDIO}`)).timeZone?.stringValue);
    const page = await postsPage();
    await page.getByRole('button', { name: 'Queue', exact: true }).click();
    await page.getByLabel('Queue of').selectOption(MASTODON);
    const slots = [
      { day: 1, label: 'Monday', time: '09:00' },
      { day: 3, label: 'Wednesday', time: '12:15' },
      { day: 5, label: 'Friday', time: '17:30' },
    ];
    for (const slot of slots) {
      await page.locator('.queue-slot-add select').selectOption(slot.label);
      await page.locator('.queue-slot-add input[type="time"]').fill(slot.time);
      await page.getByRole('button', { name: 'Add slot' }).click();
    }
    await page.getByRole('button', { name: 'Save queue' }).click();
    await page.getByRole('status').filter({ hasText: 'Queue saved.' }).waitFor();
    const before = Date.now();
    for (const id of ids) {
      await page.locator('.queue-add select').selectOption({ label: `Queued ${id}` });
      await page.getByRole('button', { name: 'Add to queue' }).click();
      await page.locator(`.queue-posts [data-post-id="${id}"]`).waitFor({ timeout: 30_000 });
    }
    const expected = nextSlots(slots, zone, before, 3);
    const times = await Promise.all(ids.map(async (id) => at(await post(id))));
    expect(times).toEqual(expected);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard: the first post's "Move down" gives it the second slot, and the second the first.
    const down = page.getByRole('button', {
      name: `Move down: ${`Queued ${ids[0]}`.slice(0, 40)}`,
    });
    await down.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Order saved.' }).waitFor();
    expect(at(await post(ids[0] as string))).toBe(expected[1]);
    expect(at(await post(ids[1] as string))).toBe(expected[0]);
    await expect
      .poll(() => page.locator('.queue-posts li').first().getAttribute('data-post-id'))
      .toBe(ids[1]);
    await page.close();
  });
});

describe('composer', () => {
  it('saves a thread and adds the post to a channel queue from the composer', async () => {
    const slots = [{ day: 2, time: '08:45' }];
    const queuePath = `workspaces/${STUDIO}/queues/${MASTODON}`;
    const seeded = await fetch(`${DOCS()}:commit`, {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({
        writes: [
          {
            update: {
              name: `projects/demo-smm/databases/(default)/documents/${queuePath}`,
              fields: {
                paused: { booleanValue: false },
                slots: {
                  arrayValue: {
                    values: slots.map((slot) => ({
                      mapValue: {
                        fields: {
                          day: { integerValue: String(slot.day) },
                          time: { stringValue: slot.time },
                        },
                      },
                    })),
                  },
                },
              },
            },
          },
        ],
      }),
    });
    expect(seeded.ok).toBe(true);
    const text = `Thread head ${Date.now()}`;
    const zone = String((await read(`workspaces/${STUDIO}`)).timeZone?.stringValue);
    const page = await postsPage();
    await page.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Studio Sol (Mastodon sandbox)' }).check();
    await dialog.getByLabel('Text for every channel').fill(text);
    await dialog.getByRole('button', { name: 'Add a part' }).click();
    await dialog.getByLabel('Part 2').fill('And the second part');
    await dialog.locator('.composer-queue select').selectOption(MASTODON);
    const before = Date.now();
    await dialog.getByRole('button', { name: 'Add to queue' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Added to the queue for' })
      .waitFor({ timeout: 30_000 });
    const [hit] = await postsWithText(text);
    created.push(hit?.path ?? '');
    const fields = hit?.fields ?? {};
    expect(fields.status?.stringValue).toBe('scheduled');
    expect(fields.queue?.stringValue).toBe(MASTODON);
    expect(at(fields)).toBe(nextSlots(slots, zone, before, 1)[0]);
    expect(JSON.stringify(fields.thread)).toContain('And the second part');
    await page.close();
  });
});

describe('CSV import', () => {
  it('shows exactly the 5 bad rows of 200, imports the other 195 once', async () => {
    const stamp = Date.now();
    const bad = new Map<number, string>([
      [10, ',Studio Sol (Bluesky sandbox),,'],
      [50, `Bad channel ${stamp},Nowhere,,`],
      [90, `Bad time ${stamp},${BLUESKY},someday,`],
      [130, `Bad zone ${stamp},${BLUESKY},2031-01-01 10:00,Mars/Base`],
      [170, `No channel ${stamp},,,`],
    ]);
    const lines = ['text,channels,time,zone'];
    for (let line = 2; line <= 201; line++) {
      lines.push(bad.get(line) ?? `Imported ${stamp} row ${line},${BLUESKY};${MASTODON},,`);
    }
    const csv = `${lines.join('\n')}\n`;
    const digest = createHash('sha256').update(csv).digest('hex');
    for (let line = 2; line <= 201; line++) {
      if (!bad.has(line))
        created.push(`workspaces/${STUDIO}/posts/imp-${digest.slice(0, 24)}-${line}`);
    }
    const page = await postsPage();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    const upload = async () =>
      dialog.locator('input[type="file"]').setInputFiles({
        name: 'posts.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
    await upload();
    await expect
      .poll(() => dialog.locator('.import-summary').textContent())
      .toBe('195 rows ready, 5 with problems.');
    expect(
      await dialog
        .locator('.import-problems tbody tr')
        .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-line')))),
    ).toEqual([10, 50, 90, 130, 170]);
    expect(await dialog.locator('[data-line="50"]').textContent()).toContain(
      'No channel "Nowhere" in this workspace.',
    );
    await dialog.getByRole('button', { name: 'Import 195 posts' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: '195 posts imported, 0 already there.' })
      .waitFor({ timeout: 60_000 });
    const first = await post(`imp-${digest.slice(0, 24)}-2`);
    expect(first.status?.stringValue).toBe('draft');
    // The same file again creates nothing.
    await dialog.getByRole('button', { name: 'Import 195 posts' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: '0 posts imported, 195 already there.' })
      .waitFor({ timeout: 60_000 });
    await page.close();
  });
});

describe('composer: first comment, hashtag groups and templates', () => {
  it('publishes a thread with a first comment in order through the sandbox network', async () => {
    const text = `Thread with a comment ${Date.now()}`;
    const page = await postsPage();
    await page.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog').first();
    await dialog.getByRole('checkbox', { name: 'Studio Sol (Bluesky sandbox)' }).check();
    await dialog.getByLabel('Text for every channel').fill(text);
    await dialog.getByRole('button', { name: 'Add a part' }).click();
    await dialog.getByLabel('Part 2').fill('The second part');
    // Offered because Bluesky takes a first comment (a reply after the thread's last part).
    const comment = dialog.getByLabel('First comment (optional)');
    await comment.waitFor({ timeout: 30_000 });
    await comment.fill('Tickets at example.test');
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Publish this post now' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const found = async () => (await postsWithText(text))[0];
    await expect.poll(async () => (await found())?.path, { timeout: 60_000 }).toBeTruthy();
    const path = (await found())?.path ?? '';
    created.push(path);
    const postId = path.split('/').pop() ?? '';
    await expect
      .poll(async () => (await read(path)).status?.stringValue, {
        timeout: 120_000,
        interval: 2000,
      })
      .toBe('published');
    const fields = await read(path);
    expect(fields.firstComment?.stringValue).toBe('Tickets at example.test');
    const results = (fields.results?.mapValue ?? { fields: {} }) as { fields: Fields };
    const result = (results.fields[BLUESKY]?.mapValue ?? { fields: {} }) as { fields: Fields };
    const remote = (key: string) =>
      `sbx-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
    // The post, then its second part answering it, then the comment answering the last part:
    // each recorded with the id the sandbox gives that step.
    expect(result.fields.status?.stringValue).toBe('published');
    expect(result.fields.externalId?.stringValue).toBe(remote(`${postId}_${BLUESKY}`));
    const parts = (
      result.fields.parts?.arrayValue as { values?: { mapValue: { fields: Fields } }[] }
    )?.values;
    expect(parts?.map((part) => part.mapValue.fields.externalId?.stringValue)).toEqual([
      remote(`${postId}_${BLUESKY}_1`),
    ]);
    const commented = (result.fields.comment?.mapValue ?? { fields: {} }) as { fields: Fields };
    expect(commented.fields.status?.stringValue).toBe('published');
    expect(commented.fields.externalId?.stringValue).toBe(remote(`${postId}_${BLUESKY}_comment`));
    expect(commented.fields.attempts).toEqual({ integerValue: '1' });
    const postedAt = Date.parse(String(result.fields.publishedAt?.timestampValue));
    const commentedAt = Date.parse(String(commented.fields.publishedAt?.timestampValue));
    expect(commentedAt).toBeGreaterThanOrEqual(postedAt);
    await page.close();
  });

  it('saves a hashtag group and inserts it at the cursor of the post text, then deletes it', async () => {
    const name = `Bakery tags ${Date.now()}`;
    const page = await postsPage();
    await page.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog').first();
    await dialog.getByText('Hashtag groups and templates').click();
    const panel = dialog.locator('details.snippets');
    await panel.getByLabel('Name').fill(name);
    await panel.getByLabel('Kind').selectOption('hashtags');
    await panel.getByLabel('Text', { exact: true }).fill('#sourdough #local');
    await panel.getByRole('button', { name: 'Save snippet' }).click();
    const insert = panel.getByRole('button', { name: `Insert ${name}` });
    await insert.waitFor({ timeout: 30_000 });
    const text = dialog.getByLabel('Text for every channel');
    await text.fill('Fresh bread today');
    // The cursor after "Fresh bread", before " today".
    await text.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(11, 11));
    await insert.click();
    await expect.poll(() => text.inputValue()).toBe('Fresh bread #sourdough #local today');
    const listed = await fetch(`${DOCS()}/workspaces/${STUDIO}/snippets`, { headers: OWNER });
    const docs = ((await listed.json()) as { documents?: { name: string; fields: Fields }[] })
      .documents;
    const saved = docs?.find((doc) => doc.fields.name?.stringValue === name);
    expect(saved?.fields.kind?.stringValue).toBe('hashtags');
    const path = (saved?.name ?? '').split('/documents/')[1] ?? '';
    created.push(path);
    await panel.getByRole('button', { name: `Delete ${name}` }).click();
    await insert.waitFor({ state: 'detached', timeout: 30_000 });
    expect((await fetch(`${DOCS()}/${path}`, { headers: OWNER })).status).toBe(404);
    await page.close();
  });
});

describe('recurring posts', () => {
  it('creates the next occurrences ahead, and after a day of outage lets none fire together', async () => {
    const text = `Daily special ${Date.now()}`;
    const zone = String((await read(`workspaces/${STUDIO}`)).timeZone?.stringValue);
    const settingsPath = `workspaces/${STUDIO}/publishing/settings`;
    created.push(settingsPath);
    // A cap of two posts per channel per hour for this workspace while the test runs.
    const capped = await fetch(`${DOCS()}:commit`, {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({
        writes: [
          {
            update: {
              name: `projects/demo-smm/databases/(default)/documents/${settingsPath}`,
              fields: { postsPerChannelHour: { integerValue: '2' } },
            },
          },
        ],
      }),
    });
    expect(capped.ok).toBe(true);
    // Tomorrow at 09:00 in the workspace's zone, as the composer's inputs name it.
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(
      new Date(Date.now() + 86_400_000),
    );
    const page = await postsPage();
    await page.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Studio Sol (Mastodon sandbox)' }).check();
    await dialog.getByLabel('Text for every channel').fill(text);
    await dialog.getByLabel('Date', { exact: true }).fill(tomorrow);
    await dialog.getByLabel('Time', { exact: true }).fill('09:00');
    // The repeat section is its own chunk: wait for it.
    const repeats = dialog.getByLabel('Repeats');
    await repeats.waitFor({ timeout: 60_000 });
    await repeats.selectOption({ label: 'Every day' });
    await dialog.getByRole('spinbutton', { name: 'Number of posts' }).fill('10');
    await expect.poll(() => dialog.locator('.composer-repeat-next li').count()).toBe(5);
    await dialog.getByRole('button', { name: 'Schedule and repeat' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'The post repeats from' })
      .waitFor({ timeout: 60_000 });

    const series = () => postsWithText(text);
    // The first occurrence and the ones within a week ahead, each its own scheduled post, a day
    // apart at 09:00 in the workspace's zone.
    await expect.poll(async () => (await series()).length, { timeout: 60_000 }).toBeGreaterThan(5);
    const occurrences = (await series()).sort((a, b) => at(a.fields) - at(b.fields));
    for (const occurrence of occurrences) created.push(occurrence.path);
    const seriesId = String(
      (occurrences[0]?.fields.series?.mapValue as { fields: Fields } | undefined)?.fields.id
        ?.stringValue,
    );
    created.push(`workspaces/${STUDIO}/series/${seriesId}`);
    expect(occurrences.every((o) => o.fields.status?.stringValue === 'scheduled')).toBe(true);
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(new Set(occurrences.map((o) => clock.format(at(o.fields))))).toEqual(new Set(['09:00']));
    expect(new Set(occurrences.map((o) => new Date(at(o.fields)).toDateString())).size).toBe(
      occurrences.length,
    );

    // The outage: nothing ran for a week and a day, so every created occurrence is overdue at
    // once when the publisher comes back.
    const overdue = Date.now() - 60_000;
    const moved = await fetch(`${DOCS()}:commit`, {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({
        writes: occurrences.map((o) => ({
          update: {
            name: `projects/demo-smm/databases/(default)/documents/${o.path}`,
            // Its due time too, as the publisher would have found it after the outage.
            fields: {
              scheduledAt: { timestampValue: new Date(overdue).toISOString() },
              dueAt: { timestampValue: new Date(overdue).toISOString() },
            },
          },
          updateMask: { fieldPaths: ['scheduledAt', 'dueAt'] },
        })),
      }),
    });
    expect(moved.ok).toBe(true);
    // The publisher comes back: its every-minute run, invoked now rather than waited for (the
    // stack's own tick may run beside it; the cap is counted in one transaction either way).
    // At most two go out this hour; every other one waits for a later hour with the reason on
    // the post.
    expect(
      await invokeScheduledFunction(
        stack.functionsOrigin,
        'demo-smm',
        'us-central1-publishDuePosts',
      ),
    ).toBe(200);
    const states = async () =>
      Promise.all(
        occurrences.map(async (o) => {
          const fields = await read(o.path);
          return {
            status: fields.status?.stringValue,
            reason: fields.deferredReason?.stringValue,
            until: Date.parse(String(fields.deferredUntil?.timestampValue ?? '')),
            publishedAt: Date.parse(String(fields.publishedAt?.timestampValue ?? '')),
          };
        }),
      );
    await expect
      .poll(
        async () =>
          (await states()).every((s) => s.status === 'published' || s.reason === 'hourly_cap'),
        { timeout: 240_000, interval: 3000 },
      )
      .toBe(true);
    const settled = await states();
    // Never more than two in any hour (the test may straddle an hour's end), and every held one
    // waits for the start of a later hour.
    const perHour = new Map<number, number>();
    for (const s of settled.filter((s) => s.status === 'published')) {
      const hour = Math.floor(s.publishedAt / 3_600_000);
      perHour.set(hour, (perHour.get(hour) ?? 0) + 1);
    }
    expect([...perHour.values()].every((count) => count <= 2)).toBe(true);
    const held = settled.filter((s) => s.status !== 'published');
    expect(held.length).toBeGreaterThanOrEqual(occurrences.length - 4);
    expect(held.every((s) => s.until % 3_600_000 === 0 && s.until > overdue)).toBe(true);

    // Cancelling the series from an occurrence stops the waiting ones.
    const waiting = occurrences.find((_, index) => settled[index]?.status !== 'published');
    await page.goto(
      `${stack.baseUrl}/app/posts?workspace=${STUDIO}&post=${encodeURIComponent(
        waiting?.path.split('/').pop() ?? '',
      )}`,
    );
    const opened = page.getByRole('dialog');
    await opened.getByText(/Repeats daily, \d+ of 10/).waitFor({ timeout: 60_000 });
    await opened.getByRole('button', { name: 'Cancel series' }).click();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'The series is cancelled' })
      .waitFor({ timeout: 60_000 });
    const after = await states();
    expect(after.filter((s) => s.status === 'scheduled')).toEqual([]);
    await page.close();
  });
});
