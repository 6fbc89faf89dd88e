// Credential weather in the browser: the owner's dashboard warns of a channel whose sign-in
// lapses before a post scheduled on it and makes a reconnect link; the client, with no account,
// opens the link, signs in again through the sandbox network, and the channel is connected with
// the warning gone. The file owns a workspace of its own (the seeded one is left alone) and
// removes it at the end. The timing, dedupe and link rules are proven at functions level
// (functions/src/domain/weather, functions/src/domain/reconnect).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteBrowser } from './browser';
import { e2eStack } from './stack';

const stack = e2eStack();
const browser = suiteBrowser();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const WORKSPACE = `ws-weather-${run}`;
const CHANNEL = `ch-weather-${run}`;
const POST = `post-weather-${run}`;
const NAME = `Weather TikTok ${run}`;
const OWNER = 'demo-smm-user';
const DAY = 86_400_000;
const ROOT = 'projects/demo-smm/databases/(default)/documents';

type Value = Record<string, unknown>;
const text = (value: string): Value => ({ stringValue: value });
const time = (ms: number): Value => ({ timestampValue: new Date(ms).toISOString() });
const fieldsOf = (data: Record<string, Value>) => ({ fields: data });

async function commit(writes: unknown[]): Promise<void> {
  const response = await fetch(`${stack.firestoreOrigin}/v1/${ROOT}:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`writing the test data failed: ${await response.text()}`);
}

const paths = [
  `workspaces/${WORKSPACE}/posts/${POST}`,
  `workspaces/${WORKSPACE}/channels/${CHANNEL}`,
  `channelSecrets/${CHANNEL}`,
  `workspaces/${WORKSPACE}`,
];

beforeAll(async () => {
  const now = Date.now();
  const stamps = { createdAt: time(now), updatedAt: time(now) };
  await commit([
    {
      update: {
        name: `${ROOT}/workspaces/${WORKSPACE}`,
        ...fieldsOf({
          name: text(`Weather ${run}`),
          product: text('smm'),
          ownerUid: text(OWNER),
          members: { mapValue: { fields: { [OWNER]: text('owner') } } },
          channelIds: { arrayValue: { values: [text(CHANNEL)] } },
          timeZone: text('Europe/Madrid'),
          ...stamps,
        }),
      },
    },
    {
      update: {
        name: `${ROOT}/workspaces/${WORKSPACE}/channels/${CHANNEL}`,
        ...fieldsOf({
          provider: text('tiktok'),
          accountId: text('sandbox-tiktok'),
          handle: text('@weather-tiktok'),
          displayName: text(NAME),
          avatarUrl: { nullValue: null },
          status: text('connected'),
          // Its refresh token lapses in 10 days, two days before the post below.
          tokenExpiresAt: time(now + 10 * DAY),
          credentialExpiresAt: time(now + 10 * DAY),
          ...stamps,
        }),
      },
    },
    {
      update: {
        name: `${ROOT}/workspaces/${WORKSPACE}/posts/${POST}`,
        ...fieldsOf({
          authorUid: text(OWNER),
          text: text(`Weather ${run}`),
          channelIds: { arrayValue: { values: [text(CHANNEL)] } },
          status: text('scheduled'),
          scheduledAt: time(now + 12 * DAY),
          dueAt: time(now + 12 * DAY),
          held: { booleanValue: false },
          timeZone: text('Europe/Madrid'),
          ...stamps,
        }),
      },
    },
  ]);
});

afterAll(async () => {
  await commit(paths.map((path) => ({ delete: `${ROOT}/${path}` })));
});

describe('credential weather', () => {
  it('warns on the dashboard, and a client reconnects the channel with a one-time link', async () => {
    const owner = await browser.newPage({ signedInAs: { email: 'smm-user@example.com' } });
    await owner.goto(`${stack.baseUrl}/app`);
    const warning = owner.locator(`[data-weather-warning="${CHANNEL}"]`);
    await warning.waitFor({ timeout: 60_000 });
    expect(await warning.textContent()).toContain(
      `${NAME} (Weather ${run}): its sign-in lapses on`,
    );
    expect(await warning.textContent()).toContain('before 1 scheduled post.');

    await warning.getByRole('button', { name: 'Reconnect link for the client' }).click();
    const link = warning.getByRole('textbox', { name: 'Reconnect link for the client' });
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/review\/[A-Za-z0-9_-]{43}\?view=reconnect$/);

    // The client: no account, no session; the link alone.
    const client = await browser.newPage();
    await client.goto(url.replace(/^https?:\/\/[^/]+/, stack.baseUrl));
    expect(await client.locator('.reconnect-page .lead').textContent()).toBe(
      'Sign in to TikTok again as @weather-tiktok so that the posts scheduled on it go out.',
    );
    await client.getByRole('button', { name: 'Sign in to TikTok' }).click();
    const done = client.locator('[data-reconnect="done"] [role="status"]');
    await done.waitFor({ timeout: 30_000 });
    expect(await done.textContent()).toBe(
      '@tiktok-sandbox on TikTok is connected again. You can close this page.',
    );

    // The same link a second time: refused, in words, with the code underneath.
    await client.goto(url.replace(/^https?:\/\/[^/]+/, stack.baseUrl));
    const refused = client.locator('[data-reconnect="refused"] [role="alert"]');
    await refused.waitFor();
    expect(await refused.textContent()).toBe(
      'This reconnect link was already used. Ask your agency for a new one if needed.failed-precondition',
    );

    // Signed in again, the channel's sign-in has no known end: connected, and no warning.
    const stored = await fetch(
      `${stack.firestoreOrigin}/v1/${ROOT}/workspaces/${WORKSPACE}/channels/${CHANNEL}`,
      { headers: { Authorization: 'Bearer owner' } },
    ).then((response) => response.json() as Promise<{ fields: Record<string, Value> }>);
    expect(stored.fields.status).toEqual(text('connected'));
    expect(stored.fields.credentialExpiresAt).toEqual({ nullValue: null });
    await owner.reload();
    const health = owner.locator('section[aria-labelledby="dash-channels"]');
    await health.waitFor({ timeout: 60_000 });
    expect(await health.locator('.alert', { hasText: NAME }).count()).toBe(0);
    expect(await owner.locator(`[data-weather-warning="${CHANNEL}"]`).count()).toBe(0);
  });
});
