// The Listen and Write streams at the message level, with a plain grpc-js client speaking the
// shipped protos: the exact sequences the SDKs rely on.
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeMessage,
  encodeMessage,
  firestoreProtoRoot,
  type Json,
} from '../../emulator/firestore/wire/proto';
import { documentName, startTestEmulator, type TestEmulator } from './firestore-fixture';

const projectId = 'demo-grpc-streams';
const database = `projects/${projectId}/databases/(default)`;
let emulator: TestEmulator;
let client: grpc.Client;

beforeAll(async () => {
  emulator = await startTestEmulator(projectId);
  client = new grpc.Client(emulator.hostPort, grpc.credentials.createInsecure());
});
afterAll(async () => {
  client?.close();
  await emulator?.stop();
});

function openStream(method: 'Listen' | 'Write') {
  const service = firestoreProtoRoot().lookupService('google.firestore.v1.Firestore');
  const definition = service.methods[method];
  if (!definition) throw new Error(method);
  definition.resolve();
  const requestType = definition.resolvedRequestType;
  const responseType = definition.resolvedResponseType;
  if (!requestType || !responseType) throw new Error(method);
  const metadata = new grpc.Metadata();
  metadata.set('authorization', 'Bearer owner');
  const call = client.makeBidiStreamRequest(
    `/google.firestore.v1.Firestore/${method}`,
    (value: Json) => Buffer.from(encodeMessage(requestType, value)),
    (bytes: Buffer) => decodeMessage(responseType, bytes),
    metadata,
  );
  const received: Json[] = [];
  let status: grpc.StatusObject | undefined;
  call.on('data', (message: Json) => received.push(message));
  call.on('status', (s: grpc.StatusObject) => {
    status = s;
  });
  call.on('error', () => undefined);
  const next = async (predicate: (m: Json) => boolean, timeoutMs = 5000): Promise<Json> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = received.findIndex(predicate);
      if (index >= 0) return received.splice(0, index + 1)[index] as Json;
      if (Date.now() > deadline)
        throw new Error(`no matching message in ${JSON.stringify(received)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  const finalStatus = async (timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (!status) {
      if (Date.now() > deadline) throw new Error('stream did not end');
      await new Promise((r) => setTimeout(r, 10));
    }
    return status;
  };
  return { call, next, received, finalStatus };
}

const targetChange = (type: string, id?: number) => (m: Json) => {
  const change = m.targetChange as { targetChangeType?: string; targetIds?: number[] } | undefined;
  if (!change) return false;
  const changeType = change.targetChangeType ?? 'NO_CHANGE';
  if (changeType !== type) return false;
  return id === undefined ? !change.targetIds?.length : (change.targetIds ?? []).includes(id);
};

function write(path: string, value: string) {
  emulator.database().commit({
    writes: [
      { update: { name: documentName(projectId, path), fields: { v: { stringValue: value } } } },
    ],
  });
}

describe('Listen stream', () => {
  it('adds a target, reports it current, streams changes, removes it and resumes from a token', async () => {
    write('rooms/a', 'first');
    const listen = openStream('Listen');
    const query = {
      parent: `${database}/documents`,
      structuredQuery: { from: [{ collectionId: 'rooms' }] },
    };
    listen.call.write({ database, addTarget: { targetId: 2, query } });
    await listen.next(targetChange('ADD', 2));
    const initial = await listen.next((m) => Boolean(m.documentChange));
    expect(initial).toHaveProperty(
      'documentChange.document.name',
      documentName(projectId, 'rooms/a'),
    );
    const current = await listen.next(targetChange('CURRENT', 2));
    const resumeToken = (current.targetChange as { resumeToken?: string }).resumeToken;
    expect(resumeToken).toBeTruthy();
    const global = await listen.next(targetChange('NO_CHANGE'));
    expect(global).toHaveProperty('targetChange.readTime');

    write('rooms/b', 'second');
    const change = await listen.next((m) => Boolean(m.documentChange));
    expect(change).toMatchObject({
      documentChange: { document: { name: documentName(projectId, 'rooms/b') }, targetIds: [2] },
    });
    await listen.next(targetChange('NO_CHANGE'));

    listen.call.write({ database, removeTarget: 2 });
    await listen.next(targetChange('REMOVE', 2));

    write('rooms/c', 'third');
    listen.call.write({ database, addTarget: { targetId: 4, query, resumeToken } });
    await listen.next(targetChange('ADD', 4));
    const names: string[] = [];
    for (;;) {
      const message = await listen.next(
        (m) => Boolean(m.documentChange) || targetChange('CURRENT', 4)(m),
      );
      if (!message.documentChange) break;
      names.push((message.documentChange as { document: { name: string } }).document.name);
    }
    // Only what changed after the token: b and c, not a.
    expect(names.sort()).toEqual([
      documentName(projectId, 'rooms/b'),
      documentName(projectId, 'rooms/c'),
    ]);
    listen.call.end();
    expect((await listen.finalStatus()).code).toBe(grpc.status.OK);
  });

  it('ends the stream with INVALID_ARGUMENT for a request without a database', async () => {
    const listen = openStream('Listen');
    listen.call.write({ addTarget: { targetId: 2, documents: { documents: [] } } });
    expect((await listen.finalStatus()).code).toBe(grpc.status.INVALID_ARGUMENT);
  });
});

describe('Write stream', () => {
  it('hands out a stream token, then commits each request and answers with results', async () => {
    const stream = openStream('Write');
    stream.call.write({ database });
    const handshake = await stream.next(() => true);
    expect(handshake.streamId).toBeTruthy();
    expect(handshake.streamToken).toBeTruthy();
    expect(handshake).not.toHaveProperty('writeResults');

    stream.call.write({
      streamToken: handshake.streamToken,
      writes: [
        {
          update: { name: documentName(projectId, 'w/one'), fields: { n: { integerValue: '1' } } },
        },
      ],
    });
    const result = await stream.next(() => true);
    expect(result.commitTime).toMatch(/Z$/);
    expect(result.writeResults).toHaveLength(1);
    expect(result.streamToken).toBeTruthy();

    stream.call.write({
      streamToken: result.streamToken,
      writes: [
        {
          update: { name: documentName(projectId, 'w/none'), fields: {} },
          currentDocument: { exists: true },
        },
      ],
    });
    expect((await stream.finalStatus()).code).toBe(grpc.status.NOT_FOUND);
  });
});
