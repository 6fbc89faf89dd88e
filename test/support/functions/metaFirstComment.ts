// The first-comment tests Facebook and Instagram share: both comment through the Graph API's
// comments edge of the post, and differ only in the post's address, the request's key and the
// field a listed comment keeps its text in.

import { delay, HttpResponse, http } from 'msw';
import type { setupServer } from 'msw/node';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  ChannelSecrets,
  Provider,
  ProviderContext,
} from '../../../functions/src/providers/types';
import { failure, type requestMaker } from './providerKit';

const GRAPH = 'https://graph.facebook.com/v23.0';

export interface MetaFirstCommentCase {
  provider: Provider;
  server: ReturnType<typeof setupServer>;
  secrets: ChannelSecrets;
  ctx: () => ProviderContext;
  request: ReturnType<typeof requestMaker>;
  idempotencyKey: string;
  /** The published post the comment goes under. */
  root: { externalId: string; url: string };
  /** Where a listed comment keeps its text: Facebook's `message`, Instagram's `text`. */
  textField: 'message' | 'text';
}

export function describeMetaFirstComment(title: string, meta: MetaFirstCommentCase): void {
  const { provider, server, secrets, ctx, root } = meta;
  const comment = (text: string) =>
    meta.request(text, { idempotencyKey: meta.idempotencyKey, replyTo: { root, parent: root } });
  const answer = (index: number) => ({
    externalId: `${root.externalId}_c${index}`,
    url: `${root.url}?comment_id=${root.externalId}_c${index}`,
  });
  let written: string[];
  let calls: number;
  const commentsEdge = () => [
    http.post(`${GRAPH}/:post/comments`, async ({ request: incoming, params }) => {
      calls++;
      if (params.post !== root.externalId) return HttpResponse.json({}, { status: 404 });
      written.push(new URLSearchParams(await incoming.text()).get('message') ?? '');
      return HttpResponse.json({ id: `${root.externalId}_c${written.length}` });
    }),
    http.get(`${GRAPH}/:post/comments`, () =>
      HttpResponse.json({
        data: written.map((text, index) => ({
          id: `${root.externalId}_c${index + 1}`,
          [meta.textField]: text,
        })),
      }),
    ),
  ];

  describe(title, () => {
    beforeEach(() => {
      written = [];
      calls = 0;
      server.use(...commentsEdge());
    });

    it('comments on the post through its comments edge and records the comment id', async () => {
      const posted = await provider.comment?.(comment('Recipe in bio'), secrets, ctx());
      expect(written).toEqual(['Recipe in bio']);
      expect(posted).toEqual(answer(1));
    });

    it('treats a 503 on the comment as transient and writes nothing; the next attempt comments once', async () => {
      server.use(
        http.post(`${GRAPH}/:post/comments`, () =>
          HttpResponse.json({ error: { message: 'Unavailable' } }, { status: 503 }),
        ),
      );
      const error = await failure(
        provider.comment?.(comment('Retry me'), secrets, ctx()) as Promise<unknown>,
      );
      expect(error.kind).toBe('transient');
      expect(written).toEqual([]);
      server.resetHandlers();
      server.use(...commentsEdge());
      await provider.comment?.(comment('Retry me'), secrets, ctx());
      expect(written).toEqual(['Retry me']);
    });

    it('reports a time-out after the comment was sent as unknown, and the lookup finds it without commenting again', async () => {
      server.use(
        http.post(`${GRAPH}/:post/comments`, async ({ request: incoming }) => {
          calls++;
          written.push(new URLSearchParams(await incoming.text()).get('message') ?? '');
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      const error = await failure(
        provider.comment?.(comment('Slow comment'), secrets, ctx()) as Promise<unknown>,
      );
      expect(error.kind).toBe('unknown_outcome');
      server.resetHandlers();
      server.use(...commentsEdge());
      expect(await provider.findComment?.(comment('Slow comment'), secrets, ctx())).toEqual(
        answer(1),
      );
      expect(await provider.findComment?.(comment('Never sent'), secrets, ctx())).toBeNull();
      expect(calls).toBe(1);
    });
  });
}
