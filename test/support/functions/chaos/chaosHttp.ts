// The chaos PDS behind msw: the XRPC endpoints the Bluesky adapter calls, each answering after
// the network's round trip in virtual time. A dropped answer is a broken connection; a crash
// tells the bench to kill the delivery that sent the request, and the request never returns.

import { HttpResponse, http } from 'msw';
import type { VirtualClock } from '../simulatedTasks';
import type { Answer, ChaosPds } from './chaosPds';

export const PDS_URL = 'https://pds.chaos.bench';
export const NETWORK_MS = 500;
/** A picture's upload on a slow link. */
export const SLOW_UPLOAD_MS = 20_000;

function respond(answer: Answer, crash: (post: number) => void) {
  if ('broken' in answer) {
    if (answer.broken === 'dropped') return HttpResponse.error();
    crash(answer.post);
    return new Promise<never>(() => undefined);
  }
  return HttpResponse.json(answer.body ?? {}, {
    status: answer.status,
    headers: answer.headers,
  });
}

export function chaosHandlers(pds: ChaosPds, clock: VirtualClock, crash: (post: number) => void) {
  const xrpc = (method: string) => `${PDS_URL}/xrpc/${method}`;
  const answer = async (ms: number, work: () => Answer) => {
    await clock.sleep(ms);
    return respond(work(), crash);
  };
  return [
    http.post(xrpc('com.atproto.server.createSession'), async ({ request }) => {
      const body = (await request.json()) as { identifier: string; password: string };
      return answer(NETWORK_MS, () => pds.createSession(body.identifier, body.password, clock.now));
    }),
    http.post(xrpc('com.atproto.server.refreshSession'), ({ request }) =>
      answer(NETWORK_MS, () => pds.refreshSession(request.headers.get('authorization'), clock.now)),
    ),
    http.post(xrpc('com.atproto.repo.uploadBlob'), async ({ request }) => {
      const size = (await request.arrayBuffer()).byteLength;
      return answer(SLOW_UPLOAD_MS, () =>
        pds.uploadBlob(request.headers.get('authorization'), clock.now, size),
      );
    }),
    http.post(xrpc('com.atproto.repo.createRecord'), async ({ request }) => {
      const body = (await request.json()) as Parameters<ChaosPds['createRecord']>[1];
      return answer(NETWORK_MS, () =>
        pds.createRecord(request.headers.get('authorization'), body, clock.now),
      );
    }),
    http.get(xrpc('com.atproto.repo.getRecord'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      return answer(NETWORK_MS, () =>
        pds.getRecord(
          request.headers.get('authorization'),
          query.get('repo') ?? '',
          query.get('rkey') ?? '',
          clock.now,
        ),
      );
    }),
    http.get(xrpc('app.bsky.feed.getPosts'), ({ request }) => {
      const uri = new URL(request.url).searchParams.get('uris') ?? '';
      return answer(NETWORK_MS, () =>
        pds.getPosts(request.headers.get('authorization'), uri, clock.now),
      );
    }),
  ];
}
