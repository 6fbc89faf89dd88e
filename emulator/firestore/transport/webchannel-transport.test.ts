// The WebChannel Listen transport over real HTTP, spoken by hand: handshake, long-polled and
// streaming back channels, forward messages and their retries, acknowledgements, errors and
// session clean-up. (test/emulator/firestore-webchannel.test.ts drives it with the real SDK.)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmulatorState } from '../core/emulator-state';
import { fieldsOf } from '../test-support';
import { readBody } from '../wire/http-io';
import { readChunks } from '../wire/webchannel-wire';
import { WebChannelSessions } from './webchannel-transport';

const PROJECT = 'demo-channel';
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const ROOT = `${DATABASE}/documents`;
const state = new EmulatorState(null, PROJECT);
const sessions = new WebChannelSessions(state, { keepAliveMs: 1_000, idleMs: 2_000 });
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    sessions.handle(request, response, url, await readBody(request));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/google.firestore.v1.Firestore/Listen/channel`;
});

afterAll(async () => {
  sessions.closeAll();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const write = (path: string, data: Record<string, unknown>) =>
  state
    .database(PROJECT)
    .commit({ writes: [{ update: { name: `${ROOT}/${path}`, fields: fieldsOf(data) } }] });

const queryTarget = (targetId: number) => ({
  database: DATABASE,
  addTarget: {
    targetId,
    query: { parent: ROOT, structuredQuery: { from: [{ collectionId: 'bells' }] } },
  },
});

function forwardBody(messages: unknown[], ofs: number, headers?: string): string {
  const parts = [`count=${messages.length}`, `ofs=${ofs}`];
  messages.forEach((m, i) => {
    parts.push(`req${i}___data__=${encodeURIComponent(JSON.stringify(m))}`);
  });
  return (headers ? `headers=${encodeURIComponent(headers)}&` : '') + parts.join('&');
}

type Arrays = [number, unknown[]][];

async function open(messages: unknown[], headers = 'Authorization:Bearer owner\r\n') {
  const response = await fetch(`${base}?VER=8&RID=1000&CVER=22&X-HTTP-Session-Id=gsessionid`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: forwardBody(messages, 0, headers),
  });
  const [arrays] = readChunks(await response.text()).payloads as Arrays[];
  const handshake = arrays?.[0]?.[1] as [string, string];
  return {
    sid: handshake[1],
    handshake: arrays,
    sessionHeader: response.headers.get('x-http-session-id'),
  };
}

/** One long poll: the arrays it brings. */
async function poll(sid: string, aid: number): Promise<Arrays> {
  const response = await fetch(`${base}?VER=8&RID=rpc&SID=${sid}&AID=${aid}&CI=1&TYPE=xmlhttp`);
  return (readChunks(await response.text()).payloads as Arrays[]).flat();
}

async function send(sid: string, messages: unknown[], ofs: number, aid: number) {
  const response = await fetch(`${base}?VER=8&SID=${sid}&RID=${1001 + ofs}&AID=${aid}`, {
    method: 'POST',
    body: forwardBody(messages, ofs),
  });
  return readChunks(await response.text()).payloads[0];
}

/** The ListenResponses of some arrays, reduced to "ADD 1", "change bells/a", ... */
const shortly = (arrays: Arrays) =>
  arrays.map(([, [message]]) => {
    const m = message as Record<string, Record<string, unknown>>;
    if (m.targetChange) {
      return `${m.targetChange.targetChangeType} ${(m.targetChange.targetIds as number[]).join(',')}`;
    }
    if (m.documentChange)
      return `change ${(m.documentChange.document as { name: string }).name.slice(ROOT.length + 1)}`;
    if (m.error) return `error ${m.error.status}`;
    return JSON.stringify(message);
  });

describe('the WebChannel Listen transport', () => {
  it('opens with a handshake, then long polls bring numbered answers until removed', async () => {
    write('bells/a', { n: 1 });
    const { sid, handshake, sessionHeader } = await open([queryTarget(2)]);
    expect(handshake).toEqual([[0, ['c', sid, '', 8, 14, 1_000]]]);
    expect(sessionHeader).toMatch(/^[0-9a-f]+$/);
    const first = await poll(sid, 0);
    expect(first.map(([id]) => id)).toEqual([1, 2, 3, 4]);
    expect(shortly(first)).toEqual(['ADD 2', 'change bells/a', 'CURRENT 2', 'NO_CHANGE ']);

    // A change made elsewhere arrives on the next poll, held open until then.
    const next = poll(sid, 4);
    await new Promise((resolve) => setTimeout(resolve, 50));
    write('bells/b', { n: 2 });
    expect(shortly(await next)).toEqual(['change bells/b', 'NO_CHANGE 2', 'NO_CHANGE ']);

    // A poll that restarts from an older AID gets the unacknowledged arrays again.
    const again = await poll(sid, 4);
    expect(again.map(([id]) => id)).toEqual([5, 6, 7]);

    // Forward messages are answered with [back channel present, last array sent, bytes pending];
    // a retried batch (same map ids) is not applied twice.
    expect(await send(sid, [{ database: DATABASE, removeTarget: 2 }], 1, 7)).toEqual([
      0,
      7,
      expect.any(Number),
    ]);
    expect(await send(sid, [{ database: DATABASE, removeTarget: 2 }], 1, 7)).toEqual([
      0,
      7,
      expect.any(Number),
    ]);
    expect(shortly(await poll(sid, 7))).toEqual(['REMOVE 2']);
    write('bells/c', { n: 3 });
    // Nothing more for the removed target: the poll ends with its keep-alive no-op.
    expect(await poll(sid, 8)).toEqual([[9, ['noop']]]);

    await fetch(`${base}?VER=8&SID=${sid}&RID=1010&TYPE=terminate`);
    expect(sessions.size).toBe(0);
    expect((await fetch(`${base}?VER=8&RID=rpc&SID=${sid}&AID=9&CI=1&TYPE=xmlhttp`)).status).toBe(
      400,
    );
  });

  it('streams on a held back channel, starting with a no-op so no buffering is suspected', async () => {
    const target = queryTarget(4);
    target.addTarget.query.structuredQuery.from = [{ collectionId: 'streams' }];
    const { sid } = await open([target]);
    expect(shortly(await poll(sid, 0))).toEqual(['ADD 4', 'CURRENT 4', 'NO_CHANGE ']);
    const response = await fetch(`${base}?VER=8&RID=rpc&SID=${sid}&AID=3&CI=0&TYPE=xmlhttp`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const arrays = async (count: number): Promise<Arrays> => {
      for (;;) {
        const got = (readChunks(text).payloads as Arrays[]).flat();
        if (got.length >= count) return got;
        const { value } = await reader.read();
        text += decoder.decode(value, { stream: true });
      }
    };
    expect(await arrays(1)).toEqual([[4, ['noop']]]);
    write('streams/a', { n: 4 });
    const later = async () => (await arrays(4)).filter(([, [m]]) => m !== 'noop');
    while ((await later()).length < 3) await arrays((await arrays(0)).length + 1);
    expect(shortly(await later())).toEqual(['change streams/a', 'NO_CHANGE 4', 'NO_CHANGE ']);
    await reader.cancel();
    await fetch(`${base}?VER=8&SID=${sid}&RID=1010&TYPE=terminate`);
  });

  it('answers a bad credential or a bad request with an error message, as the service does', async () => {
    const badToken = await open([queryTarget(1)], 'Authorization:Bearer not-a-jwt\r\n');
    expect(shortly(await poll(badToken.sid, 0))).toEqual(['error UNAUTHENTICATED']);
    const noDatabase = await open([{ addTarget: { targetId: 1 } }]);
    expect(shortly(await poll(noDatabase.sid, 0))).toEqual(['error INVALID_ARGUMENT']);
    const unknownField = await open([{ database: DATABASE, nope: 1 }]);
    expect(shortly(await poll(unknownField.sid, 0))).toEqual(['error INVALID_ARGUMENT']);
  });

  it('refuses unknown sessions, other streams and handshakes that are not POSTs', async () => {
    const unknown = await fetch(`${base}?VER=8&SID=nope&RID=5&AID=0`, { method: 'POST', body: '' });
    expect([unknown.status, await unknown.text()]).toEqual([400, 'Unknown SID']);
    const write = await fetch(base.replace('/Listen/', '/Write/'), { method: 'POST', body: '' });
    expect(write.status).toBe(404);
    expect((await fetch(`${base}?VER=8&RID=1`)).status).toBe(400);
  });

  it('closes a session whose client went away, stopping its targets', async () => {
    const { sid } = await open([queryTarget(3)]);
    expect(sessions.size).toBeGreaterThan(0);
    await poll(sid, 0);
    // No back channel and no request for longer than idleMs: every session of this suite goes.
    const deadline = Date.now() + 10_000;
    while (sessions.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(sessions.size).toBe(0);
    const late = await fetch(`${base}?VER=8&SID=${sid}&RID=9&AID=4`, { method: 'POST', body: '' });
    expect(late.status).toBe(400);
  });
});
