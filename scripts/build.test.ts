import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  adminMessageIds,
  chunkPlan,
  indexHtml,
  initialChunks,
  inSiteFolders,
  lazyMessageIds,
  SIGNED_IN_UI_FOLDERS,
  SITE_MESSAGE_FOLDERS,
  serviceWorkerSource,
  siteMessageIds,
} from '../build.mjs';

const out = (file: string) => `dist/assets/${file}`;

// A build shaped like ours: main imports a shared chunk statically and the boot runtime
// dynamically; the runtime imports a route page and a catalog dynamically.
const metafile = {
  inputs: {},
  outputs: {
    [out('main-A.js')]: {
      bytes: 1,
      inputs: {},
      exports: [],
      entryPoint: 'src/main.tsx',
      cssBundle: out('main-A.css'),
      imports: [
        { path: out('chunk-C.js'), kind: 'import-statement' },
        { path: out('boot-B.js'), kind: 'dynamic-import' },
      ],
    },
    [out('main-A.css')]: { bytes: 1, inputs: {}, exports: [], imports: [] },
    [out('boot-B.js')]: {
      bytes: 1,
      inputs: {},
      exports: [],
      entryPoint: 'src/app/boot-runtime.tsx',
      imports: [
        { path: out('chunk-C.js'), kind: 'import-statement' },
        { path: out('chunk-D.js'), kind: 'import-statement' },
        { path: out('Page-P.js'), kind: 'dynamic-import' },
        { path: out('messages-M.js'), kind: 'dynamic-import' },
      ],
    },
    [out('chunk-C.js')]: { bytes: 1, inputs: {}, exports: [], imports: [] },
    [out('chunk-D.js')]: {
      bytes: 1,
      inputs: {},
      exports: [],
      imports: [{ path: out('auth-F.js'), kind: 'dynamic-import' }],
    },
    [out('auth-F.js')]: {
      bytes: 1,
      inputs: { 'src/firebase/auth.ts': { bytesInOutput: 1 } },
      exports: [],
      imports: [{ path: out('chunk-G.js'), kind: 'import-statement' }],
    },
    [out('chunk-G.js')]: { bytes: 1, inputs: {}, exports: [], imports: [] },
    [out('Page-P.js')]: {
      bytes: 1,
      inputs: {},
      exports: [],
      entryPoint: 'src/features/x/Page.tsx',
      imports: [{ path: out('chunk-E.js'), kind: 'import-statement' }],
    },
    [out('chunk-E.js')]: { bytes: 1, inputs: {}, exports: [], imports: [] },
    [out('messages-M.js')]: {
      bytes: 1,
      inputs: {},
      exports: [],
      entryPoint: 'src/i18n/locales/en/messages.ts',
      imports: [],
    },
  },
} as unknown as Metafile;

describe('initialChunks', () => {
  it('takes the entry, its static imports, what boot imports before the first render, and the Auth SDK', () => {
    const initial = initialChunks(metafile);
    expect(initial.entry).toBe(out('main-A.js'));
    expect([...initial.js].sort()).toEqual(
      [
        out('boot-B.js'),
        out('chunk-C.js'),
        out('chunk-D.js'),
        out('main-A.js'),
        out('auth-F.js'),
        out('chunk-G.js'),
      ].sort(),
    );
    expect(initial.css).toEqual([out('main-A.css')]);
  });

  it('leaves route pages, their chunks and locale catalogs out', () => {
    const { js } = initialChunks(metafile);
    for (const lazy of ['Page-P.js', 'chunk-E.js', 'messages-M.js']) {
      expect(js).not.toContain(out(lazy));
    }
  });
});

describe('indexHtml', () => {
  it('preloads exactly the initial chunks and links the entry stylesheet', () => {
    const html = indexHtml({ initial: initialChunks(metafile), liveReload: false });
    const preloaded = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded.sort()).toEqual(
      [
        '/assets/boot-B.js',
        '/assets/chunk-C.js',
        '/assets/chunk-D.js',
        '/assets/main-A.js',
        '/assets/auth-F.js',
        '/assets/chunk-G.js',
      ].sort(),
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/main-A.css">');
    expect(html).toContain('<script type="module" src="/assets/main-A.js"></script>');
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('/esbuild');
  });

  it('adds the live-reload listener only for the dev server', () => {
    const html = indexHtml({ initial: initialChunks(metafile), liveReload: true });
    expect(html).toContain("new EventSource('/esbuild')");
  });
});

type Listener = (event: Record<string, unknown>) => void;

/** Runs generated sw.js source against in-memory stand-ins for the worker globals. */
function loadWorker(source: string, network: { online: boolean }) {
  const listeners = new Map<string, Listener>();
  const stores = new Map<string, Map<string, string>>();
  const cacheFor = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      addAll: async (urls: string[]) => {
        for (const url of urls) store.set(url, `cached ${url}`);
      },
      match: async (url: string) => store.get(url),
    };
  };
  const scope = {
    location: { origin: 'https://app.test' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
  };
  const caches = {
    open: async (name: string) => cacheFor(name),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const fetchStub = async (request: { url: string }) => {
    if (!network.online) throw new TypeError('Failed to fetch');
    return `network ${new URL(request.url).pathname}`;
  };
  // A stand-in for Response: a copy made from a body, and Response.error().
  const ResponseStub = Object.assign(
    function copyResponse(body: unknown, init: { status: number }) {
      return { copyOf: body, status: init.status, redirected: false };
    },
    { error: () => 'error response' },
  );
  new Function('self', 'caches', 'fetch', 'Response', source)(
    scope,
    caches,
    fetchStub,
    ResponseStub,
  );

  async function dispatch(type: string, extra: Record<string, unknown> = {}) {
    let pending: Promise<unknown> = Promise.resolve(undefined);
    let responded = false;
    listeners.get(type)?.({
      ...extra,
      waitUntil: (p: Promise<unknown>) => {
        pending = p;
      },
      respondWith: (p: Promise<unknown>) => {
        responded = true;
        pending = p;
      },
    });
    return { value: await pending, responded };
  }
  const request = (pathname: string, mode = 'no-cors') => ({
    request: { method: 'GET', url: `https://app.test${pathname}`, mode },
  });
  return { dispatch, request, stores, listeners };
}

describe('serviceWorkerSource', () => {
  const assets = ['/favicon.svg', '/assets/main-A.js', '/assets/main-A.css'];

  it('precaches the shell and every asset under a versioned cache name', async () => {
    const worker = loadWorker(serviceWorkerSource({ assets, dev: false }), { online: true });
    await worker.dispatch('install');
    const [name] = [...worker.stores.keys()];
    expect(name).toMatch(/^smm-shell-[0-9a-f]{16}$/);
    expect([...worker.stores.get(name!)!.keys()].sort()).toEqual(['/shell.html', ...assets].sort());
  });

  it('names the cache after the asset list, so a new build gets a new cache', () => {
    const a = serviceWorkerSource({ assets, dev: false }).match(/smm-shell-[0-9a-f]+/)?.[0];
    const b = serviceWorkerSource({ assets: ['/assets/main-Z.js'], dev: false }).match(
      /smm-shell-[0-9a-f]+/,
    )?.[0];
    expect(a).toBeDefined();
    expect(a).not.toBe(b);
  });

  it('deletes the caches of older builds when it activates', async () => {
    const worker = loadWorker(serviceWorkerSource({ assets, dev: false }), { online: true });
    worker.stores.set('smm-shell-oldbuild', new Map());
    worker.stores.set('someone-else', new Map());
    await worker.dispatch('install');
    await worker.dispatch('activate');
    expect([...worker.stores.keys()].filter((k) => k.startsWith('smm-shell-'))).toHaveLength(1);
    expect(worker.stores.has('someone-else')).toBe(true);
  });

  it('serves the cached shell for a navigation when offline, and the network when online', async () => {
    const network = { online: true };
    const worker = loadWorker(serviceWorkerSource({ assets, dev: false }), network);
    await worker.dispatch('install');
    const online = await worker.dispatch('fetch', worker.request('/connect/plans', 'navigate'));
    expect(online.value).toBe('network /connect/plans');
    network.online = false;
    const offline = await worker.dispatch('fetch', worker.request('/connect/plans', 'navigate'));
    expect(offline.value).toBe('cached /shell.html');
  });

  it('answers an offline navigation with a plain copy of a shell that came by redirect', async () => {
    const worker = loadWorker(serviceWorkerSource({ assets, dev: false }), { online: false });
    await worker.dispatch('install');
    const [name] = [...worker.stores.keys()];
    // Hosting's clean URLs redirect /shell.html to /shell; the cache keeps the redirected answer.
    const redirected = {
      body: 'the shell',
      status: 200,
      statusText: 'OK',
      headers: {},
      redirected: true,
    };
    worker.stores.get(name!)!.set('/shell.html', redirected as never);
    const offline = await worker.dispatch('fetch', worker.request('/app/posts', 'navigate'));
    expect(offline.value).toEqual({ copyOf: 'the shell', status: 200, redirected: false });
  });

  it('answers precached assets from the cache and leaves API calls alone', async () => {
    const worker = loadWorker(serviceWorkerSource({ assets, dev: false }), { online: false });
    await worker.dispatch('install');
    const asset = await worker.dispatch('fetch', worker.request('/assets/main-A.js'));
    expect(asset.value).toBe('cached /assets/main-A.js');
    const api = await worker.dispatch('fetch', worker.request('/api/connect/plans'));
    expect(api.responded).toBe(false);
  });

  it('caches nothing in development and clears what a production build left', async () => {
    const worker = loadWorker(serviceWorkerSource({ assets, dev: true }), { online: true });
    expect(worker.listeners.has('fetch')).toBe(false);
    worker.stores.set('smm-shell-0123', new Map());
    await worker.dispatch('activate');
    expect(worker.stores.size).toBe(0);
  });
});

describe('the site part of the catalogs', () => {
  it('holds the words of the public pages and leaves out those of signed-in screens', () => {
    const ids = siteMessageIds();
    for (const id of ['nav.home', 'smmHome.signUp', 'connectHome.benefitsTitle', 'login.title']) {
      expect(ids.has(id), id).toBe(true);
    }
    // Declared in the dashboard's and the composer's own folders.
    for (const id of ['dashboard.loadFailed', 'composer.library.open'])
      expect(ids.has(id), id).toBe(false);
  });

  it("leaves the admin screens' own words to a part of their own, out of the others", () => {
    const admin = adminMessageIds();
    // Declared in the courtesy subscriptions' and the team's screens alone.
    for (const id of ['admin.courtesy.show', 'admin.courtesy.revoked']) {
      expect(admin.has(id), id).toBe(true);
    }
    // The dashboard's words and the public site's are not the admin screens'.
    for (const id of ['dashboard.loadFailed', 'nav.home', 'login.title']) {
      expect(admin.has(id), id).toBe(false);
    }
    const site = siteMessageIds();
    expect([...admin].filter((id) => site.has(id))).toEqual([]);
  });

  it('leaves out the words of the lazy parts, which come with their features', () => {
    const lazy = lazyMessageIds();
    expect(lazy.weather?.has('weather.title')).toBe(true);
    expect(siteMessageIds().has('weather.title')).toBe(false);
  });

  it('leaves out the signed-in parts of src/ui, which no module of the site folders imports', () => {
    const root = new URL('..', import.meta.url).pathname;
    const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .map((file) => `src/${file.split(sep).join('/')}`)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && inSiteFolders(file));
    expect(files.length).toBeGreaterThan(100);
    const reaching = files.filter((file) => {
      const source = readFileSync(join(root, file), 'utf8');
      return [...source.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].some(([, specifier]) => {
        const target = join(dirname(file), specifier ?? '')
          .split(sep)
          .join('/');
        return SIGNED_IN_UI_FOLDERS.some((folder) => `${target}/`.startsWith(folder));
      });
    });
    expect(reaching).toEqual([]);
    expect(siteMessageIds().has('versions.newer.reload')).toBe(false);
  });

  it('covers every public page, or its route row asks for every word', () => {
    const table = readFileSync(new URL('../src/app/public-routes.ts', import.meta.url), 'utf8');
    const rows = table.split(/\n(?=\s*(?:const \w+: AppRoute = )?row\()/);
    const pages = rows.flatMap((row) => {
      // A feature's page, or a route module of src/app that chooses between pages.
      const page =
        row.match(/import\('\.\.\/(features\/[^']+)'\)/)?.[1] ??
        row.match(/import\('\.\/([^']+)'\)/)?.[1]?.replace(/^/, 'app/');
      return page ? [{ page: `src/${page}`, all: row.includes('allMessages: true') }] : [];
    });
    expect(pages.length).toBeGreaterThan(10);
    const outside = pages
      .filter(({ page }) => !SITE_MESSAGE_FOLDERS.some((folder) => page.startsWith(folder)))
      .map(({ page, all }) => ({ page, all }));
    expect(outside).toEqual([]);
    // /review/:token loads the review page or a report share link (src/app/ReviewRoute.tsx),
    // both outside the site's folders: its row asks for every word.
    expect(pages).toContainEqual({ page: 'src/app/ReviewRoute', all: true });
  });
});

// A build shaped like ours for the chunk stages: main, React's stage, the runtime's (with the
// signed-in route table), the signed-in frame, the dashboard and the posts page (signed-in
// targets), a public page, and what they share.
const esm = (imports: { path: string; kind: string }[] = []) => ({
  bytes: 1,
  format: 'esm',
  imports,
});
const chunk = (inputs: string[], imports: string[] = [], entryPoint?: string) => ({
  bytes: 1,
  exports: [],
  ...(entryPoint ? { entryPoint } : {}),
  inputs: Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 1 }])),
  imports: imports.map((path) => ({ path: out(path), kind: 'import-statement' })),
});
const dynamic = (path: string) => ({ path, kind: 'dynamic-import' });
const staged = {
  inputs: {
    'src/main.tsx': esm([dynamic('src/app/boot-react.ts'), dynamic('src/app/boot-runtime.tsx')]),
    'model/variant.ts': esm(),
    'src/app/boot-react.ts': esm(),
    'node_modules/react/index.js': { bytes: 1, format: 'cjs', imports: [] },
    'node_modules/react/jsx.mjs': esm(),
    'src/app/boot-runtime.tsx': esm([dynamic('src/app/layouts/AppLayout.tsx')]),
    'src/app/routes.ts': esm([dynamic('src/features/public/HomePage.tsx')]),
    'src/app/signed-in-routes.ts': esm([
      dynamic('src/app/dashboard-slots.ts'),
      dynamic('src/features/posts/PostsPage.tsx'),
    ]),
    'src/ui/Button.tsx': esm(),
    'src/app/layouts/AppLayout.tsx': esm(),
    'src/ui/Table.tsx': esm(),
    'src/app/dashboard-slots.ts': esm(),
    'src/features/dashboard/DashboardPage.tsx': esm(),
    'src/features/posts/PostLine.tsx': esm(),
    'src/features/posts/PostsPage.tsx': esm([dynamic('src/features/posts/Composer.tsx')]),
    'src/features/posts/Composer.tsx': esm(),
    'src/features/public/HomePage.tsx': esm([dynamic('src/features/public/contact.ts')]),
    'src/features/public/contact.ts': esm(),
  },
  outputs: {
    [out('main.js')]: chunk(['src/main.tsx'], ['chunk-M.js'], 'src/main.tsx'),
    [out('chunk-M.js')]: chunk(['model/variant.ts']),
    [out('boot-react.js')]: chunk(
      ['src/app/boot-react.ts'],
      ['chunk-R.js'],
      'src/app/boot-react.ts',
    ),
    [out('chunk-R.js')]: chunk(['node_modules/react/index.js', 'node_modules/react/jsx.mjs']),
    [out('boot-runtime.js')]: chunk(
      ['src/app/boot-runtime.tsx', 'src/app/routes.ts', 'src/app/signed-in-routes.ts'],
      ['chunk-R.js', 'chunk-M.js', 'chunk-K.js'],
      'src/app/boot-runtime.tsx',
    ),
    [out('chunk-K.js')]: chunk(['src/ui/Button.tsx']),
    [out('AppLayout.js')]: chunk(
      ['src/app/layouts/AppLayout.tsx'],
      ['chunk-K.js', 'chunk-L.js'],
      'src/app/layouts/AppLayout.tsx',
    ),
    [out('chunk-L.js')]: chunk(['src/ui/Table.tsx']),
    [out('dashboard-slots.js')]: chunk(
      ['src/app/dashboard-slots.ts', 'src/features/dashboard/DashboardPage.tsx'],
      ['chunk-L.js', 'chunk-D.js'],
      'src/app/dashboard-slots.ts',
    ),
    [out('chunk-D.js')]: chunk(['src/features/posts/PostLine.tsx']),
    [out('PostsPage.js')]: chunk(
      ['src/features/posts/PostsPage.tsx'],
      ['chunk-D.js', 'chunk-L.js'],
      'src/features/posts/PostsPage.tsx',
    ),
    [out('Composer.js')]: chunk(
      ['src/features/posts/Composer.tsx'],
      [],
      'src/features/posts/Composer.tsx',
    ),
    [out('HomePage.js')]: chunk(
      ['src/features/public/HomePage.tsx'],
      ['chunk-K.js'],
      'src/features/public/HomePage.tsx',
    ),
    [out('contact.js')]: chunk(
      ['src/features/public/contact.ts'],
      [],
      'src/features/public/contact.ts',
    ),
  },
} as unknown as Metafile;
const stages = [
  { entry: 'src/app/boot-react.ts', scope: 'every page' },
  { entry: 'src/app/boot-runtime.tsx', scope: 'every page' },
  {
    entry: 'src/app/layouts/AppLayout.tsx',
    scope: 'signed in',
    sharedOf: ['src/app/dashboard-slots.ts'],
  },
];

describe('chunkPlan', () => {
  it("groups what each stage loads beyond the entry's and earlier stages' modules, plain ES modules only", () => {
    expect(chunkPlan(staged, stages).groups).toEqual([
      ['node_modules/react/jsx.mjs', 'src/app/boot-react.ts'],
      [
        'src/app/boot-runtime.tsx',
        'src/app/routes.ts',
        'src/app/signed-in-routes.ts',
        'src/ui/Button.tsx',
      ],
      // The dashboard's shared code joins the frame; its own page stays in its chunk.
      ['src/app/layouts/AppLayout.tsx', 'src/features/posts/PostLine.tsx', 'src/ui/Table.tsx'],
    ]);
  });

  it("has every lazy target import every page's stages, and only signed-in targets the frame's", () => {
    const { groupsOf } = chunkPlan(staged, stages);
    expect(groupsOf('src/features/public/HomePage.tsx')).toEqual([0, 1]);
    expect(groupsOf('src/features/public/contact.ts')).toEqual([0, 1]);
    expect(groupsOf('src/app/dashboard-slots.ts')).toEqual([0, 1, 2]);
    expect(groupsOf('src/features/posts/PostsPage.tsx')).toEqual([0, 1, 2]);
    // Imported only by a signed-in page, so signed in too.
    expect(groupsOf('src/features/posts/Composer.tsx')).toEqual([0, 1, 2]);
  });

  it('keeps React a stage before the runtime: a stage imports only itself and the stages before it', () => {
    const { groupsOf } = chunkPlan(staged, stages);
    expect(groupsOf('src/app/boot-react.ts')).toEqual([0]);
    expect(groupsOf('src/app/boot-runtime.tsx')).toEqual([0, 1]);
    expect(groupsOf('src/app/layouts/AppLayout.tsx')).toEqual([0, 1, 2]);
  });
});
