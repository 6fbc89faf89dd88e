import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockNetwork, savingContext } from '../../../../test/support/functions/providerKit';
import { linkedinPageInbox } from './linkedin';
import type { InboxChannel } from './types';

const API = 'https://api.linkedin.com/rest';
const ORG = 'urn:li:organization:5515';
const POST = 'urn:li:share:7000';
const secrets = { accessToken: 'li-token', organizationUrn: ORG };
const channel: InboxChannel = {
  channelId: 'li1',
  accountId: ORG,
  now: 0,
  posts: new Map([[POST, { postId: 'p1', text: 'We are hiring', publishedAt: 1_764_400_000_000 }]]),
};
const { ctx } = savingContext();
let versions: (string | null)[] = [];

// Comments as the Comments API documents them (GET /rest/socialActions/{urn}/comments).
const comment = (n: number, actor: string, time: number) => ({
  $URN: `urn:li:comment:(${POST},${n})`,
  actor,
  object: POST,
  message: { text: `Comment ${n}` },
  created: { actor, time },
  lastModified: { actor, time },
});

mockNetwork(
  http.get(`${API}/socialActions/:urn/comments`, ({ params, request }) => {
    versions = [
      request.headers.get('linkedin-version'),
      request.headers.get('x-restli-protocol-version'),
    ];
    expect(params.urn).toBe(POST);
    return HttpResponse.json({
      elements: [
        comment(3, 'urn:li:person:ana', 1_764_400_300_000),
        comment(2, ORG, 1_764_400_200_000),
        comment(1, 'urn:li:person:bo', 1_764_400_100_000),
      ],
      paging: { start: 0, count: 50, total: 3 },
    });
  }),
);

describe('LinkedIn page inbox', () => {
  it("reads the comments on the page's posts made since the last poll, not the page's own", async () => {
    const read = await linkedinPageInbox.read(
      'comments',
      { cursor: '1764400150000', etag: null },
      channel,
      secrets,
      ctx(),
    );
    expect(versions[0]).toMatch(/^\d{6}$/);
    expect(versions[1]).toBe('2.0.0');
    expect(read.events.map((e) => [e.externalId, e.postId])).toEqual([
      [`urn:li:comment:(${POST},3)`, 'p1'],
    ]);
    expect(read.cursor).toBe('1764400300000');
  });
});
