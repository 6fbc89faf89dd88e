// Input the service rejects must be answered like the service, never crash the emulator, and
// never leave anything half written.
import * as grpc from '@grpc/grpc-js';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMessage, messageType } from '../../emulator/firestore/wire/proto';
import { startTestEmulator, type TestEmulator } from './firestore-fixture';

const projectId = 'demo-bad-input';
const root = `projects/${projectId}/databases/(default)/documents`;
let emulator: TestEmulator;
let app: App;
let db: Firestore;
let client: grpc.Client;

beforeAll(async () => {
  emulator = await startTestEmulator(projectId);
  process.env.FIRESTORE_EMULATOR_HOST = emulator.hostPort;
  app = initializeApp({ projectId }, `bad-input-${Date.now()}`);
  db = getFirestore(app);
  client = new grpc.Client(emulator.hostPort, grpc.credentials.createInsecure());
});

afterAll(async () => {
  client?.close();
  await db?.terminate();
  if (app) await deleteApp(app);
  await emulator?.stop();
});

async function post(path: string, body: string) {
  const response = await fetch(`${emulator.url}/v1/${root}${path}`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner' },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as { error?: { status: string; message: string } },
  };
}

function rawCommit(bytes: Buffer): Promise<{ code: number; details: string }> {
  return new Promise((resolve) => {
    const metadata = new grpc.Metadata();
    metadata.set('authorization', 'Bearer owner');
    client.makeUnaryRequest(
      '/google.firestore.v1.Firestore/Commit',
      (b: Buffer) => b,
      (b: Buffer) => b,
      bytes,
      metadata,
      (error) => resolve({ code: error?.code ?? 0, details: error?.details ?? '' }),
    );
  });
}

async function stillServing(): Promise<void> {
  await db.doc('health/check').set({ ok: true });
  expect((await db.doc('health/check').get()).get('ok')).toBe(true);
}

describe('malformed requests', () => {
  it('answers malformed JSON with INVALID_ARGUMENT and keeps serving', async () => {
    const response = await post(':commit', '{"writes": [');
    expect(response.status).toBe(400);
    expect(response.body.error?.status).toBe('INVALID_ARGUMENT');
    expect(response.body.error?.message).toContain('Invalid JSON payload received');
    await stillServing();
  });

  it('answers JSON of the wrong shape with the field it could not bind', async () => {
    const response = await post(
      ':commit',
      JSON.stringify({ writes: [{ update: { name: 'x', fieldz: {} } }] }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toContain('Unknown name "fieldz"');
  });

  it('answers a malformed protobuf with INVALID_ARGUMENT and keeps serving', async () => {
    const result = await rawCommit(Buffer.from([0x12, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x01]));
    expect(result.code).toBe(grpc.status.INVALID_ARGUMENT);
    const good = encodeMessage(messageType('google.firestore.v1.CommitRequest'), {
      database: `projects/${projectId}/databases/(default)`,
      writes: [],
    });
    expect((await rawCommit(Buffer.from(good))).code).toBe(grpc.status.OK);
    await stillServing();
  });
});

describe('documents the service refuses', () => {
  it('refuses a document over 1 MiB and writes nothing', async () => {
    const big = 'x'.repeat(1024 * 1024 + 10);
    await expect(db.doc('big/one').set({ big })).rejects.toMatchObject({ code: 3 });
    expect((await db.doc('big/one').get()).exists).toBe(false);
    const rest = await post(
      ':commit',
      JSON.stringify({
        writes: [{ update: { name: `${root}/big/two`, fields: { big: { stringValue: big } } } }],
      }),
    );
    expect(rest.status).toBe(400);
    expect(rest.body.error?.status).toBe('INVALID_ARGUMENT');
    await stillServing();
  });

  it('refuses maps nested deeper than the service allows', async () => {
    // The SDKs refuse these before sending, so the raw REST commit is what reaches the server.
    const nestedValue = (depth: number): unknown => {
      let value: unknown = { booleanValue: true };
      for (let i = 0; i < depth; i++) value = { mapValue: { fields: { m: value } } };
      return value;
    };
    const write = (id: string, depth: number) =>
      post(
        ':commit',
        JSON.stringify({
          writes: [{ update: { name: `${root}/deep/${id}`, fields: { m: nestedValue(depth) } } }],
        }),
      );
    const tooDeep = await write('one', 25);
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.error?.status).toBe('INVALID_ARGUMENT');
    expect((await write('ok', 10)).status).toBe(200);
    expect((await db.doc('deep/one').get()).exists).toBe(false);
  });

  it('survives absurdly deep JSON without crashing', async () => {
    const depth = 100_000;
    const body = `{"writes":[{"update":{"name":"${root}/d/x","fields":{"a":${'{"mapValue":{"fields":{"a":'.repeat(depth)}{"nullValue":null}${'}}}'.repeat(depth)}}}}]}`;
    const response = await post(':commit', body);
    expect(response.status).toBe(400);
    await stillServing();
  });

  it('refuses invalid field paths and document names', async () => {
    const badMask = await post(
      ':commit',
      JSON.stringify({
        writes: [
          { update: { name: `${root}/f/x`, fields: {} }, updateMask: { fieldPaths: ['a..b'] } },
        ],
      }),
    );
    expect(badMask.status).toBe(400);
    expect(badMask.body.error?.status).toBe('INVALID_ARGUMENT');
    const oddName = await post(
      ':commit',
      JSON.stringify({ writes: [{ update: { name: `${root}/onlycollection`, fields: {} } }] }),
    );
    expect(oddName.status).toBe(400);
    const reserved = await post(
      ':commit',
      JSON.stringify({
        writes: [
          { update: { name: `${root}/f/y`, fields: { __reserved__: { nullValue: null } } } },
        ],
      }),
    );
    expect(reserved.status).toBe(400);
    await stillServing();
  });
});

describe('queries the service rejects', () => {
  it('answers each with INVALID_ARGUMENT', async () => {
    const queries = [
      { from: [{ collectionId: 'q' }], limit: -1 },
      {
        from: [{ collectionId: 'q' }],
        orderBy: [{ field: { fieldPath: 'a' } }],
        startAt: { values: [{ integerValue: '1' }, { integerValue: '2' }, { integerValue: '3' }] },
      },
      {
        from: [{ collectionId: 'q' }],
        where: { fieldFilter: { field: { fieldPath: 'a' }, op: 'IN', value: { arrayValue: {} } } },
      },
      { from: [{ collectionId: 'q' }, { collectionId: 'r' }] },
    ];
    for (const structuredQuery of queries) {
      const response = await post(':runQuery', JSON.stringify({ structuredQuery }));
      expect(response.status, JSON.stringify(structuredQuery)).toBe(400);
      expect((response.body as unknown as { error: { status: string } }[])[0]?.error.status).toBe(
        'INVALID_ARGUMENT',
      );
    }
    await stillServing();
  });
});
