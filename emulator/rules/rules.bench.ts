// Prints the parse time of a 500-line ruleset and evaluations per second of a realistic ruleset
// with get() calls. Run: npx tsx emulator/rules/rules.bench.ts (or npm run bench).

import { evaluateFirestore, parseRuleset } from './index';
import type { FirestoreRulesRequest, FsDocument, RulesDocAccessor } from './types';

const REALISTIC = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() { return request.auth != null; }
    function member(ws) {
      return get(/databases/$(database)/documents/workspaces/$(ws)/members/$(request.auth.uid)).data;
    }
    function hasRole(ws, roles) { return signedIn() && member(ws).role in roles; }
    function validPost(d) {
      return d.keys().hasOnly(['title', 'body', 'status', 'channels', 'scheduledAt', 'authorId'])
        && d.title is string && d.title.size() <= 200
        && d.body is string && d.body.size() <= 5000
        && d.status in ['draft', 'changes_requested', 'approved']
        && d.channels is list && d.channels.size() <= 10
        && d.scheduledAt is timestamp;
    }
    match /users/{uid} {
      allow read: if signedIn() && request.auth.uid == uid;
      allow update: if request.auth.uid == uid
        && !request.resource.data.diff(resource.data).affectedKeys().hasAny(['roles', 'role', 'disabled']);
    }
    match /workspaces/{ws}/posts/{post} {
      allow get: if hasRole(ws, ['owner', 'editor', 'viewer']);
      allow update: if hasRole(ws, ['owner', 'editor'])
        && resource.data.status in ['draft', 'changes_requested']
        && validPost(request.resource.data)
        && request.resource.data.authorId == resource.data.authorId;
    }
  }
}`;

function bigRuleset(lines: number): string {
  const out = [
    "rules_version = '2';",
    'service cloud.firestore {',
    '  match /databases/{database}/documents {',
  ];
  let i = 0;
  while (out.length + 6 <= lines - 2) {
    out.push(
      `    function check${i}(d) { return d.keys().hasOnly(['a', 'b', 'c']) && d.a is string && d.a.size() < ${i + 10}; }`,
    );
    out.push(`    match /coll${i}/{id} {`);
    out.push(
      `      allow read: if request.auth != null && (resource.data.owner == request.auth.uid || exists(/databases/$(database)/documents/admins/$(request.auth.uid)));`,
    );
    out.push(
      `      allow create, update: if request.auth.uid == id && check${i}(request.resource.data) && request.time < timestamp.date(2030, 1, 1);`,
    );
    out.push(
      `      allow delete: if get(/databases/$(database)/documents/coll${i}/$(id)).data.owner == request.auth.uid;`,
    );
    out.push('    }');
    i++;
  }
  while (out.length < lines - 2) out.push('    // padding to the exact line count');
  out.push('  }', '}');
  return out.join('\n');
}

function fields(v: Record<string, unknown>): FsDocument['fields'] {
  const f: NonNullable<FsDocument['fields']> = {};
  for (const [k, x] of Object.entries(v)) {
    if (typeof x === 'string') f[k] = { stringValue: x };
    else if (x instanceof Date) f[k] = { timestampValue: x.toISOString() };
    else if (Array.isArray(x))
      f[k] = { arrayValue: { values: x.map((s) => ({ stringValue: String(s) })) } };
  }
  return f;
}

const member: FsDocument = {
  name: 'projects/demo/databases/(default)/documents/workspaces/w1/members/alice',
  fields: fields({ role: 'editor' }),
};
const docs: RulesDocAccessor = {
  get: (p) => (p === '/databases/(default)/documents/workspaces/w1/members/alice' ? member : null),
  getAfter: () => null,
};
const post = {
  title: 'Hello',
  body: 'Body text',
  status: 'draft',
  channels: ['bluesky', 'mastodon'],
  scheduledAt: new Date('2026-03-01T09:00:00Z'),
  authorId: 'alice',
};
const before: FsDocument = {
  name: 'projects/demo/databases/(default)/documents/workspaces/w1/posts/p1',
  fields: fields(post),
};
const after: FsDocument = { ...before, fields: fields({ ...post, title: 'Hello again' }) };

/** Median wall time of a parse, and mean CPU time of a parse, in ms. */
function measureParse(): { median: number; cpu: number } {
  const src = bigRuleset(500);
  if (src.split('\n').length !== 500) throw new Error('ruleset is not 500 lines');
  for (let i = 0; i < 50; i++) parseRuleset(src);
  // The median of many runs keeps one garbage-collection pause from deciding the figure.
  const times: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t = performance.now();
    parseRuleset(src);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const cpu = process.cpuUsage();
  for (let i = 0; i < 20; i++) parseRuleset(src);
  const used = process.cpuUsage(cpu);
  return { median: times[times.length >> 1] as number, cpu: (used.user + used.system) / 1000 / 20 };
}

/** Evaluations per second of wall time, and per second of this process's CPU time (one core). */
function measureEval(): { wall: number; cpu: number } {
  const rs = parseRuleset(REALISTIC);
  const auth = { uid: 'alice', token: { email: 'alice@example.com', email_verified: true } };
  const reqs: FirestoreRulesRequest[] = [
    {
      path: 'workspaces/w1/posts/p1',
      method: 'get',
      auth,
      time: new Date(),
      resource: before,
      documents: docs,
    },
    {
      path: 'workspaces/w1/posts/p1',
      method: 'update',
      auth,
      time: new Date(),
      resource: before,
      requestResource: after,
      documents: docs,
    },
  ];
  for (const r of reqs) {
    const d = evaluateFirestore(rs, r);
    if (!d.allowed) throw new Error(`bench request denied: ${d.message}`);
  }
  for (let i = 0; i < 20_000; i++) evaluateFirestore(rs, reqs[i & 1] as FirestoreRulesRequest);
  const n = 100_000;
  const t = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < n; i++) evaluateFirestore(rs, reqs[i & 1] as FirestoreRulesRequest);
  const used = process.cpuUsage(cpu);
  const wall = (performance.now() - t) / 1000;
  return { wall: n / wall, cpu: n / ((used.user + used.system) / 1e6) };
}

// The machine may be shared: CPU time of this process is the fairer per-core figure.
const parse = measureParse();
const evals = measureEval();
console.log(`rules parse 500-line ruleset: ${parse.median.toFixed(2)} ms`);
console.log(`rules parse 500-line ruleset (cpu time): ${parse.cpu.toFixed(2)} ms`);
console.log(`rules evaluations with get(): ${Math.round(evals.wall)} evals/s`);
console.log(`rules evaluations with get() (per cpu second): ${Math.round(evals.cpu)} evals/s`);
