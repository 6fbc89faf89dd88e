import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FirestoreDatabase } from './core/database';
import { FunctionTriggers, firestoreTriggersOf, pathMatches } from './function-triggers';

describe('Firestore triggers for the Functions emulator', () => {
  it('reads the Firestore triggers from GET /backends and matches document patterns', () => {
    const triggers = firestoreTriggersOf({
      backends: [
        {
          functionTriggers: [
            {
              id: 'us-central1-onOutboxCreated',
              eventTrigger: {
                eventType: 'google.cloud.firestore.document.v1.created',
                eventFilters: { database: '(default)', namespace: '(default)' },
                eventFilterPathPatterns: { document: 'outbox/{id}' },
              },
            },
            { id: 'us-central1-api', httpsTrigger: {} },
            { id: 'us-central1-q', eventTrigger: { eventType: 'google.cloud.pubsub.topic.v1' } },
          ],
        },
      ],
    });
    expect(triggers).toEqual([
      {
        id: 'us-central1-onOutboxCreated',
        kind: 'created',
        pattern: ['outbox', '{id}'],
        database: '(default)',
      },
    ]);
    expect(pathMatches(['outbox', '{id}'], 'outbox/a1')).toBe(true);
    expect(pathMatches(['outbox', '{id}'], 'outbox/a1/x/y')).toBe(false);
    expect(pathMatches(['outbox', '{id}'], 'inbox/a1')).toBe(false);
    expect(pathMatches(['users', '{uid}', '{rest=**}'], 'users/u/a/b')).toBe(true);
  });

  let close = () => {};
  afterEach(() => close());

  /** A database whose commits go to `server`, a fake Functions emulator, until the test ends. */
  async function watching(server: Server) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const database = new FirestoreDatabase({ projectId: 'demo-t' });
    const triggers = new FunctionTriggers({
      database,
      functionsOrigin: `http://127.0.0.1:${port}`,
      projectId: 'demo-t',
    });
    close = () => {
      triggers.close();
      server.close();
    };
    return { database, triggers };
  }

  it('posts a CloudEvent for a created document, finding the key of the current generation', async () => {
    const posted: { url: string; body: Record<string, unknown> }[] = [];
    const server = createServer(async (request: IncomingMessage, response) => {
      let text = '';
      for await (const chunk of request) text += chunk;
      if (request.url === '/backends') {
        response.end(
          JSON.stringify({
            backends: [
              {
                functionTriggers: [
                  {
                    id: 'us-central1-onOutboxCreated',
                    eventTrigger: {
                      eventType: 'google.cloud.firestore.document.v1.created',
                      eventFilters: { database: '(default)' },
                      eventFilterPathPatterns: { document: 'outbox/{id}' },
                    },
                  },
                ],
              },
            ],
          }),
        );
        return;
      }
      // As firebase-tools does after a reload: generation 0 is gone, the 404 lists the keys.
      if (request.url?.endsWith('/us-central1-onOutboxCreated-0')) {
        response.statusCode = 404;
        response.end(
          'Function us-central1-onOutboxCreated-0 does not exist, valid functions are: us-central1-api, us-central1-onOutboxCreated-2',
        );
        return;
      }
      posted.push({ url: request.url ?? '', body: JSON.parse(text) });
      response.end('{"status":"acknowledged"}');
    });
    const { database, triggers } = await watching(server);
    const write = (path: string, value: string) =>
      database.commit({
        writes: [
          {
            update: {
              name: `${database.documentsRoot}/${path}`,
              fields: { event: { stringValue: value } },
            },
          },
        ],
      });
    write('outbox/n1', 'first');
    write('outbox/n1', 'changed'); // an update: not a creation
    write('posts/p1', 'elsewhere');
    await triggers.idle();
    expect(posted).toHaveLength(1);
    expect(posted[0]?.url).toBe(
      '/functions/projects/demo-t/triggers/us-central1-onOutboxCreated-2',
    );
    expect(posted[0]?.body).toMatchObject({
      type: 'google.cloud.firestore.document.v1.created',
      datacontenttype: 'application/json',
      document: 'outbox/n1',
      database: '(default)',
      data: { value: { fields: { event: { stringValue: 'first' } } } },
    });
    expect(triggers.posted).toBe(1);
    // Switched off, commits post nothing.
    triggers.enabled = false;
    write('outbox/n2', 'quiet');
    await triggers.idle();
    expect(posted).toHaveLength(1);
  });

  it('asks /backends again soon after an answer with no functions, as while they still load', async () => {
    let loaded = false;
    const posted: string[] = [];
    const server = createServer(async (request: IncomingMessage, response) => {
      for await (const _ of request);
      if (request.url === '/backends') {
        const functionTriggers = loaded
          ? [
              {
                id: 'us-central1-onPost',
                eventTrigger: {
                  eventType: 'google.cloud.firestore.document.v1.written',
                  eventFilters: { database: '(default)' },
                  eventFilterPathPatterns: { document: 'posts/{id}' },
                },
              },
            ]
          : [];
        response.end(JSON.stringify({ backends: [{ functionTriggers }] }));
        return;
      }
      posted.push(request.url ?? '');
      response.end('{"status":"acknowledged"}');
    });
    const { database, triggers } = await watching(server);
    const write = (path: string) =>
      database.commit({
        writes: [{ update: { name: `${database.documentsRoot}/${path}`, fields: {} } }],
      });
    // While the functions load: nothing listens, and the empty answer is not kept for 10 s.
    write('posts/early');
    await triggers.idle();
    expect(posted).toEqual([]);
    loaded = true;
    // A commit once they are loaded is posted, whenever the empty answer came.
    let later = 0;
    await vi.waitFor(async () => {
      write(`posts/later-${later++}`);
      await triggers.idle();
      expect(posted).not.toEqual([]);
    }, 5_000);
    expect(posted[0]).toBe('/functions/projects/demo-t/triggers/us-central1-onPost-0');
  });
});
