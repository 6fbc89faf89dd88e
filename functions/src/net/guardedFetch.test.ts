// The guard against server-side request forgery: hostile addresses, names that resolve inside,
// and redirects towards them are all refused before a byte is sent; public https hosts answer.
// msw serves the public hosts (an unhandled request fails the test, so a refused address that
// was called anyway shows); the resolver is the test's, so a name resolves where the test says.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isBlockedAddress } from './addresses';
import {
  BlockedRequestError,
  configureGuardForTests,
  guardedFetch,
  type Resolver,
  ResponseTooLargeError,
} from './guardedFetch';

const PUBLIC_V4 = '93.184.215.14';
const PUBLIC_V6 = '2606:2800:21f:cb07:6820:80da:af6b:8b2c';

/** What each test name resolves to; anything else does not exist. */
const dns: Record<string, string[]> = {
  'social.example.com': [PUBLIC_V4],
  'pds.example.com': [PUBLIC_V4, PUBLIC_V6],
  'v6only.example.com': [PUBLIC_V6],
  'private10.example.com': ['10.1.2.3'],
  'private192.example.com': ['192.168.1.10'],
  'private172.example.com': ['172.20.0.5'],
  'loop.example.com': ['127.0.0.1'],
  'cgnat.example.com': ['100.100.100.200'],
  'metadata.example.com': ['169.254.169.254'],
  'mixed.example.com': [PUBLIC_V4, '10.0.0.1'],
  'ula.example.com': ['fd00:ec2::254'],
  'linklocal6.example.com': ['fe80::1'],
  'mapped.example.com': ['::ffff:127.0.0.1'],
  'mappedhex.example.com': ['::ffff:a9fe:a9fe'],
  'loop6.example.com': ['::1'],
  'nat64.example.com': ['64:ff9b::a00:1'],
  'sixto4.example.com': ['2002:c0a8:0101::1'],
  'bench.example.com': ['198.19.0.1'],
  'zero.example.com': ['0.0.0.0'],
};
const lookups: string[] = [];
const resolver: Resolver = async (name) => {
  lookups.push(name);
  const addresses = dns[name];
  if (!addresses)
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const hits: string[] = [];
const server = setupServer(
  http.all('https://social.example.com/*', ({ request }) => {
    hits.push(request.url);
    const path = new URL(request.url).pathname;
    const redirects: Record<string, string> = {
      '/to-private': 'https://private10.example.com/x',
      '/to-metadata': 'https://169.254.169.254/computeMetadata/v1/',
      '/to-metadata-name': 'https://metadata.google.internal/computeMetadata/v1/',
      '/to-http': 'http://social.example.com/plain',
      '/to-loopback-decimal': 'https://2130706433/',
      '/to-ipv6-loopback': 'https://[::1]/',
      '/to-port': 'https://social.example.com:8443/',
      '/to-localhost-dot': 'https://localhost./',
      '/loop': '/loop',
      '/to-ok': 'https://pds.example.com/ok',
      '/relative': '/final',
    };
    if (redirects[path]) {
      return new HttpResponse(null, { status: 302, headers: { location: redirects[path] } });
    }
    if (path === '/huge') return new HttpResponse('x'.repeat(4096));
    return HttpResponse.json({ path, method: request.method });
  }),
  http.all('https://pds.example.com/*', ({ request }) => {
    hits.push(request.url);
    return HttpResponse.json({ path: new URL(request.url).pathname, method: request.method });
  }),
  http.all('https://v6only.example.com/*', () => HttpResponse.json({ ok: true })),
);

let restore: () => void = () => undefined;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  restore = configureGuardForTests({ resolve: resolver, allowLoopback: false });
});
afterEach(() => {
  hits.length = 0;
  lookups.length = 0;
});
afterAll(() => {
  restore();
  server.close();
});

async function refusal(url: string, init = {}): Promise<BlockedRequestError> {
  const error = await guardedFetch(url, init).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, url).toBeInstanceOf(BlockedRequestError);
  return error as BlockedRequestError;
}

describe('guardedFetch refuses hostile addresses', () => {
  const hostile = [
    // IPv4 literals in every spelling the URL parser accepts.
    'https://127.0.0.1/',
    'https://127.1.2.3/',
    'https://2130706433/', // decimal 127.0.0.1
    'https://0177.0.0.1/', // octal
    'https://0x7f.0.0.1/', // hex
    'https://0x7f000001/', // one hex number
    'https://017700000001/', // one octal number
    'https://127.1/', // short form
    'https://0.0.0.0/',
    'https://10.0.0.1/',
    'https://172.16.0.1/',
    'https://172.31.255.254/',
    'https://192.168.0.1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://100.64.0.1/',
    'https://100.127.255.254/',
    'https://192.0.0.8/',
    'https://192.0.2.1/',
    'https://198.18.0.1/',
    'https://198.19.255.1/',
    'https://198.51.100.7/',
    'https://203.0.113.9/',
    'https://224.0.0.1/',
    'https://239.255.255.250/',
    'https://255.255.255.255/',
    'https://240.0.0.1/',
    // IPv6 literals.
    'https://[::1]/',
    'https://[::]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:7f00:1]/',
    'https://[::ffff:169.254.169.254]/',
    'https://[::ffff:10.0.0.1]/',
    'https://[fd00:ec2::254]/',
    'https://[fc00::1]/',
    'https://[fe80::1]/',
    'https://[ff02::1]/',
    'https://[64:ff9b::7f00:1]/',
    'https://[2002:7f00:1::1]/',
    'https://[2001:db8::1]/',
    'https://[::127.0.0.1]/',
    // Names that are never public.
    'https://localhost/',
    'https://localhost./',
    'https://LOCALHOST../',
    'https://app.localhost/',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://metadata.google.internal./',
    'https://metadata/',
    'https://intranet/',
    'https://printer.local/',
    // Names that resolve inside.
    'https://private10.example.com/',
    'https://private192.example.com/',
    'https://private172.example.com/',
    'https://loop.example.com/',
    'https://cgnat.example.com/',
    'https://metadata.example.com/',
    'https://mixed.example.com/', // one public and one private address
    'https://ula.example.com/',
    'https://linklocal6.example.com/',
    'https://mapped.example.com/',
    'https://mappedhex.example.com/',
    'https://loop6.example.com/',
    'https://nat64.example.com/',
    'https://sixto4.example.com/',
    'https://bench.example.com/',
    'https://zero.example.com/',
    // Wrong scheme, port or credentials.
    'http://social.example.com/',
    'https://social.example.com:8443/',
    'https://social.example.com:80/',
    'https://user:secret@social.example.com/',
    'ftp://social.example.com/',
    'file:///etc/passwd',
  ];
  it.each(hostile)('%s', async (url) => {
    await refusal(url);
    expect(hits).toEqual([]);
  });

  it('covers at least 30 hostile addresses', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
  });

  const chains: [string, string][] = [
    ['/to-private', 'a name resolving to 10.0.0.0/8'],
    ['/to-metadata', 'the metadata address'],
    ['/to-metadata-name', 'the metadata name'],
    ['/to-http', 'https to http'],
    ['/to-loopback-decimal', 'a decimal loopback literal'],
    ['/to-ipv6-loopback', 'the IPv6 loopback'],
    ['/to-port', 'another port'],
    ['/to-localhost-dot', 'localhost with a trailing dot'],
    ['/loop', 'itself, more often than allowed'],
  ];
  it.each(chains)('a redirect from %s to %s', async (path) => {
    await refusal(`https://social.example.com${path}`);
    // Only the public hop was requested; the hostile one never was.
    expect(hits.every((hit) => new URL(hit).hostname === 'social.example.com')).toBe(true);
  });
});

describe('guardedFetch allows public https hosts', () => {
  it('calls a name that resolves to public addresses, looking it up once', async () => {
    const response = await guardedFetch('https://social.example.com/api/v1/instance');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ path: '/api/v1/instance', method: 'GET' });
    expect(lookups).toEqual(['social.example.com']);
  });

  it('calls a name with public IPv4 and IPv6 addresses, and one with IPv6 only', async () => {
    expect((await guardedFetch('https://pds.example.com/x')).status).toBe(200);
    expect((await guardedFetch('https://v6only.example.com/x')).status).toBe(200);
  });

  it('sends the method and body, and follows a redirect to a public host, checked again', async () => {
    const response = await guardedFetch('https://social.example.com/to-ok', {
      method: 'POST',
      body: JSON.stringify({ a: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    // 302 after a POST continues as a GET, as fetch does.
    expect(await response.json()).toEqual({ path: '/ok', method: 'GET' });
    expect(lookups).toEqual(['social.example.com', 'pds.example.com']);
  });

  it('follows a relative redirect on the same host', async () => {
    const response = await guardedFetch('https://social.example.com/relative');
    expect(await response.json()).toEqual({ path: '/final', method: 'GET' });
  });

  it('refuses an answer larger than the cap', async () => {
    const error = await guardedFetch('https://social.example.com/huge', { maxBytes: 1024 }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ResponseTooLargeError);
  });

  it('answers a name that does not exist with ENOTFOUND', async () => {
    const error = await guardedFetch('https://nowhere.example.com/').then(
      () => undefined,
      (caught: unknown) => caught as { code?: string },
    );
    expect(error?.code).toBe('ENOTFOUND');
  });

  it('ends a lookup that hangs at the time-out', async () => {
    const undo = configureGuardForTests({ resolve: () => new Promise(() => undefined) });
    try {
      const error = await guardedFetch('https://social.example.com/', { timeoutMs: 50 }).then(
        () => undefined,
        (caught: unknown) => caught as Error,
      );
      expect(error?.name).toBe('TimeoutError');
    } finally {
      undo();
    }
  });
});

describe('loopback is allowed only when the code runs against the emulators', () => {
  it('reaches a local fake over http with allowLoopback, and is refused without it', async () => {
    const local = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"fake":true}');
    });
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    server.close();
    try {
      const url = `http://127.0.0.1:${(local.address() as AddressInfo).port}/`;
      await refusal(url);
      const undo = configureGuardForTests({ allowLoopback: true });
      try {
        const response = await guardedFetch(url);
        expect(await response.json()).toEqual({ fake: true });
        // Even then, nothing but loopback: a private address stays refused.
        await refusal('https://10.0.0.1/');
        await refusal('https://metadata.example.com/');
      } finally {
        undo();
      }
    } finally {
      local.close();
      server.listen({ onUnhandledRequest: 'error' });
    }
  });

  it('is off by default in a process without FUNCTIONS_EMULATOR', async () => {
    const { execFileSync } = await import('node:child_process');
    const script =
      "import('./functions/src/net/guardedFetch.ts').then(async (i) => { const m = i.guardedFetch ? i : i.default; try { await m.guardedFetch('http://127.0.0.1:9/'); console.log('called'); } catch (e) { console.log(e.name); } })";
    const env = { ...process.env };
    delete env.FUNCTIONS_EMULATOR;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
      env,
    }).toString();
    expect(out.trim()).toBe('BlockedRequestError');
  });
});

describe('isBlockedAddress', () => {
  it('passes global unicast and refuses the special ranges', () => {
    expect(isBlockedAddress(PUBLIC_V4)).toBe(false);
    expect(isBlockedAddress(PUBLIC_V6)).toBe(false);
    expect(isBlockedAddress('::ffff:93.184.215.14')).toBe(false);
    expect(isBlockedAddress('100.63.255.255')).toBe(false);
    expect(isBlockedAddress('100.128.0.0')).toBe(false);
    expect(isBlockedAddress('not an address')).toBe(true);
  });
});
