import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDualProtocolServer } from './dual-protocol-listener';

describe('createDualProtocolServer', () => {
  const http1 = http.createServer((request, response) => {
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    request.on('end', () => response.end(`http1 ${request.url} ${size}`));
  });
  const h2 = http2.createServer((request, response) => {
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    request.on('end', () => response.end(`http2 ${request.url} ${size}`));
  });
  const server = createDualProtocolServer({ http1, onHttp2: (c) => h2.emit('connection', c) });
  let port = 0;
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => sockets.add(socket));

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('serves HTTP/1.1 requests with their full body', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/one`, {
      method: 'POST',
      body: 'x'.repeat(200_000),
    });
    expect(await response.text()).toBe('http1 /one 200000');
  });

  it('serves HTTP/2 prior-knowledge connections on the same port', async () => {
    const client = http2.connect(`http://127.0.0.1:${port}`);
    try {
      const text = await new Promise<string>((resolve, reject) => {
        const stream = client.request({ ':path': '/two', ':method': 'POST' });
        let body = '';
        stream.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        stream.on('end', () => resolve(body));
        stream.on('error', reject);
        stream.end(Buffer.alloc(3_000_000));
      });
      expect(text).toBe('http2 /two 3000000');
    } finally {
      client.close();
    }
  });

  it('drops a connection that closes before saying anything', async () => {
    const net = await import('node:net');
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.end();
    await new Promise<void>((resolve) => socket.on('close', () => resolve()));
    const response = await fetch(`http://127.0.0.1:${port}/after`);
    expect(await response.text()).toBe('http1 /after 0');
  });
});
