// Serves a build folder the way Firebase Hosting serves dist/: superstatic (the server that
// firebase-tools' Hosting emulator runs) with firebase.json's hosting section (cleanUrls,
// headers, the SPA rewrite) and gzip, on 127.0.0.1. Rewrites to Cloud Functions are left out:
// the public pages never call them. Used by the prerender test and the Lighthouse check.

import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type superstaticType from 'superstatic';

// superstatic is CommonJS with its function under `default`; require gives the same module
// object under tsx and vitest alike (their ESM interop differ).
const superstatic = (
  createRequire(import.meta.url)('superstatic') as { default: typeof superstaticType }
).default;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Rewrite {
  source: string;
  destination?: string;
  function?: unknown;
}

export interface HostingServer {
  origin: string;
  close(): Promise<void>;
}

export async function serveLikeHosting(dir: string, port = 0): Promise<HostingServer> {
  const firebase = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const hosting = firebase.hosting as { rewrites?: Rewrite[] } & Record<string, unknown>;
  const config = {
    ...hosting,
    public: '.',
    rewrites: (hosting.rewrites ?? []).filter(
      (rewrite): rewrite is Rewrite & { destination: string } => Boolean(rewrite.destination),
    ),
  };
  const handle = superstatic({ cwd: dir, config, compression: true, fallthrough: false });
  const server: Server = createServer((request, response) => {
    handle(request, response, () => {
      response.statusCode = 404;
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
