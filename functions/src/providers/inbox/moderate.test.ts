import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockNetwork, savingContext } from '../../../../test/support/functions/providerKit';
import { GRAPH } from '../graph';
import { THREADS_GRAPH } from '../threads';
import { moderateOnNetwork } from './moderate';

const YOUTUBE = 'https://www.googleapis.com/youtube/v3';
const PDS = 'https://pds.moderate.test';
const INSTANCE = 'https://social.moderate.test';
const X_API = 'https://api.x.com';
const LINKEDIN = 'https://api.linkedin.com/rest';
const COMMENT_URN = 'urn:li:comment:(urn:li:activity:7100,6200)';
const { ctx } = savingContext();
let calls: { method: string; url: URL; body: string; auth: string | null }[] = [];

async function record(request: Request) {
  calls.push({
    method: request.method,
    url: new URL(request.url),
    body: await request.text(),
    auth: request.headers.get('authorization'),
  });
}

// Each network's documented moderation call and answer.
mockNetwork(
  http.post(`${GRAPH}/:comment/likes`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ success: true });
  }),
  http.post(`${GRAPH}/:comment`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ success: true });
  }),
  http.delete(`${GRAPH}/:comment`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ success: true });
  }),
  http.post(`${YOUTUBE}/comments/setModerationStatus`, async ({ request }) => {
    await record(request);
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(`${PDS}/xrpc/com.atproto.repo.createRecord`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ uri: 'at://did:plc:us/app.bsky.feed.like/3k', cid: 'bafylike' });
  }),
  http.post(`${INSTANCE}/api/v1/statuses/:id/favourite`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ id: '1099', favourited: true });
  }),
  http.put(`${X_API}/2/tweets/:id/hidden`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: { hidden: true } });
  }),
  http.post(`${X_API}/2/users/:id/likes`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: { liked: true } });
  }),
  http.post(`${THREADS_GRAPH}/:reply/manage_reply`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ success: true });
  }),
  http.delete(`${LINKEDIN}/socialActions/:target/comments/:comment`, async ({ request }) => {
    await record(request);
    return new HttpResponse(null, { status: 204 });
  }),
);

const run = (
  network: string,
  action: 'like' | 'hide' | 'delete',
  secrets: object,
  cid?: string,
) => {
  calls = [];
  return moderateOnNetwork(
    network,
    action,
    {
      externalId:
        network === 'bluesky'
          ? 'at://did:plc:them/app.bsky.feed.post/3j'
          : network === 'linkedin_page'
            ? COMMENT_URN
            : '1099',
      ...(cid ? { cid } : {}),
    },
    secrets as Record<string, unknown>,
    ctx(),
  );
};

describe('moderating on the network', () => {
  const pageSecrets = { pageId: 'page1', accessToken: 'page-token' };

  it('likes, hides and deletes a Facebook Page comment with the Page token', async () => {
    await run('facebook', 'like', pageSecrets);
    expect([calls[0]?.method, calls[0]?.url.pathname]).toEqual([
      'POST',
      `${new URL(GRAPH).pathname}/1099/likes`,
    ]);
    expect(calls[0]?.auth).toBe('Bearer page-token');
    await run('facebook', 'hide', pageSecrets);
    expect(new URLSearchParams(calls[0]?.body).get('is_hidden')).toBe('true');
    await run('facebook', 'delete', pageSecrets);
    expect([calls[0]?.method, calls[0]?.url.pathname]).toEqual([
      'DELETE',
      `${new URL(GRAPH).pathname}/1099`,
    ]);
  });

  it('hides and deletes an Instagram comment', async () => {
    const secrets = { igUserId: 'ig1', accessToken: 'ig-token' };
    await run('instagram', 'hide', secrets);
    expect(new URLSearchParams(calls[0]?.body).get('hide')).toBe('true');
    await run('instagram', 'delete', secrets);
    expect(calls[0]?.method).toBe('DELETE');
  });

  it('hides a YouTube comment from the public by rejecting it', async () => {
    await run('youtube', 'hide', { accessToken: 'ya29.token' });
    expect(calls[0]?.url.searchParams.get('id')).toBe('1099');
    expect(calls[0]?.url.searchParams.get('moderationStatus')).toBe('rejected');
    expect(calls[0]?.auth).toBe('Bearer ya29.token');
  });

  it('likes a Bluesky post with a like record naming its uri and cid', async () => {
    const secrets = {
      service: PDS,
      identifier: 'us.test',
      appPassword: 'app-pass',
      did: 'did:plc:us',
      accessJwt: 'jwt',
      refreshJwt: 'refresh',
    };
    await run('bluesky', 'like', secrets, 'bafypost');
    const body = JSON.parse(calls[0]?.body ?? '{}');
    expect(body).toMatchObject({
      repo: 'did:plc:us',
      collection: 'app.bsky.feed.like',
      record: {
        $type: 'app.bsky.feed.like',
        subject: { uri: 'at://did:plc:them/app.bsky.feed.post/3j', cid: 'bafypost' },
      },
    });
    await expect(run('bluesky', 'like', secrets)).rejects.toMatchObject({ kind: 'permanent' });
  });

  it('favourites a Mastodon status', async () => {
    await run('mastodon', 'like', { instanceUrl: INSTANCE, accessToken: 'masto' });
    expect(calls[0]?.url.pathname).toBe('/api/v1/statuses/1099/favourite');
    expect(calls[0]?.auth).toBe('Bearer masto');
  });

  it('hides a reply to our X post and likes it as our account', async () => {
    const secrets = { accessToken: 'x-token', userId: '42', username: 'bakery' };
    await run('x', 'hide', secrets);
    expect([calls[0]?.method, calls[0]?.url.pathname]).toEqual(['PUT', '/2/tweets/1099/hidden']);
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ hidden: true });
    expect(calls[0]?.auth).toBe('Bearer x-token');
    await run('x', 'like', secrets);
    expect([calls[0]?.method, calls[0]?.url.pathname]).toEqual(['POST', '/2/users/42/likes']);
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ tweet_id: '1099' });
  });

  it('hides a Threads reply through manage_reply', async () => {
    await run('threads', 'hide', { accessToken: 'th-token', threadsUserId: '2555' });
    expect([calls[0]?.method, calls[0]?.url.pathname]).toEqual([
      'POST',
      `${new URL(THREADS_GRAPH).pathname}/1099/manage_reply`,
    ]);
    expect(new URLSearchParams(calls[0]?.body).get('hide')).toBe('true');
  });

  it('deletes a comment on a LinkedIn page post, as the page', async () => {
    const org = 'urn:li:organization:314';
    await run('linkedin_page', 'delete', { accessToken: 'li-token', organizationUrn: org });
    expect(calls[0]?.method).toBe('DELETE');
    expect(decodeURIComponent(calls[0]?.url.pathname ?? '')).toBe(
      '/rest/socialActions/urn:li:activity:7100/comments/6200',
    );
    expect(calls[0]?.url.searchParams.get('actor')).toBe(org);
    expect(calls[0]?.auth).toBe('Bearer li-token');
  });

  it('refuses what a network does not allow, and takes the sandbox’s as done', async () => {
    await expect(
      run('mastodon', 'delete', { instanceUrl: INSTANCE, accessToken: 'm' }),
    ).rejects.toMatchObject({
      kind: 'permanent',
    });
    await expect(run('x', 'delete', { accessToken: 'x-token' })).rejects.toMatchObject({
      kind: 'permanent',
    });
    await run('sandbox', 'delete', {});
    await run('facebook', 'hide', { sandbox: true });
    expect(calls).toEqual([]);
  });
});
