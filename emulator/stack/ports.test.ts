import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortsFree, isPortFree, PortInUseError, waitForHttp } from './ports';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

function holdPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    servers.push(server);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

describe('port checks', () => {
  it('names the taken port and its service', async () => {
    const port = await holdPort();
    const endpoint = { host: '127.0.0.1', port };
    expect(await isPortFree(endpoint)).toBe(false);
    const check = assertPortsFree([{ service: 'firestore', endpoint }]);
    await expect(check).rejects.toBeInstanceOf(PortInUseError);
    await expect(check).rejects.toThrow(
      `port ${port} (firestore) is already in use — is another \`npm start\` running?`,
    );
  });

  it('passes free ports', async () => {
    const port = await holdPort();
    for (const server of servers.splice(0)) server.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(
      assertPortsFree([{ service: 'auth', endpoint: { host: '127.0.0.1', port } }]),
    ).resolves.toBeUndefined();
  });
});

describe('waitForHttp', () => {
  it('stops waiting as soon as the child has failed', async () => {
    const port = await holdPort();
    for (const server of servers.splice(0)) server.close();
    const started = Date.now();
    await expect(
      waitForHttp(`http://127.0.0.1:${port}/`, {
        timeoutMs: 10_000,
        failed: () => (Date.now() - started > 300 ? 'emulator exited (code 1)' : undefined),
      }),
    ).rejects.toThrow('emulator exited (code 1)');
  });

  it('asks again when an answer starts and never ends', async () => {
    let asked = 0;
    const server = createHttpServer((_request, response) => {
      asked += 1;
      response.writeHead(200, { 'content-type': 'text/html' });
      // The first answer sends its headers and part of a page, then nothing more.
      if (asked === 1) response.write('<!doctype html>');
      else response.end('<!doctype html><title>ready</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      await waitForHttp(`http://127.0.0.1:${port}/`, {
        timeoutMs: 10_000,
        intervalMs: 10,
        accept: (status, body) => status === 200 && body.includes('ready'),
      });
      expect(asked).toBe(2);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('gives up after the time-out, naming the URL', async () => {
    const port = await holdPort();
    for (const server of servers.splice(0)) server.close();
    await expect(waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 400 })).rejects.toThrow(
      `http://127.0.0.1:${port}/ did not become ready within 400 ms`,
    );
  });
});
