import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const preload = join(import.meta.dirname, 'shared-functions-workers.cjs');
const lib = join(require.resolve('firebase-tools/package.json'), '..', 'lib', 'emulator');

/**
 * What firebase-tools' pool and emulator answer in a process started with the preload, as
 * firebase-tools is in the stack: an emulator with two HTTP functions and an event function
 * loaded, recorded by start() (which then fails on the parts of a real start it lacks).
 */
function withPreload(env: NodeJS.ProcessEnv = {}) {
  const script = `
    const { join } = require('node:path');
    const lib = ${JSON.stringify(lib)};
    const { FunctionsEmulator } = require(join(lib, 'functionsEmulator'));
    const { RuntimeWorkerPool } = require(join(lib, 'functionsRuntimeWorker'));
    const emulator = Object.create(FunctionsEmulator.prototype);
    const defs = [
      { id: 'us-central1-one', entryPoint: 'one', httpsTrigger: {} },
      { id: 'us-central1-two', entryPoint: 'two', httpsTrigger: {} },
      { id: 'us-central1-onUser', entryPoint: 'onUser', eventTrigger: {} },
    ];
    emulator.triggers = Object.fromEntries(defs.map((def) => [def.id, { def }]));
    emulator.args = { projectId: 'demo' };
    emulator.adminSdkConfig = { projectId: 'demo' };
    emulator.logger = { log() {}, logLabeled() {} };
    emulator.start().catch(() => undefined);
    const pool = new RuntimeWorkerPool();
    const backend = { runtime: 'nodejs20', env: {}, functionsDir: '/tmp' };
    const envs = (def) => emulator.getRuntimeEnvs(backend, def);
    console.log(JSON.stringify({
      keys: defs.map((def) => pool.getKey(def.id, 'nodejs20')),
      debugMode: defs.map((def) => envs(def).FUNCTION_DEBUG_MODE ?? null),
      target: envs(defs[2]).FUNCTION_TARGET,
    }));
  `;
  const output = execFileSync(process.execPath, ['--require', preload, '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return JSON.parse(output.trim().split('\n').at(-1) as string);
}

describe('shared-functions-workers.cjs', () => {
  let answered: ReturnType<typeof withPreload> | undefined;
  const shared = () => {
    answered ??= withPreload();
    return answered;
  };

  it('gives every HTTP function one pool of workers, started to run the function each request names', () => {
    const { keys, debugMode } = shared();
    expect(keys[0]).toBe(keys[1]);
    expect(keys[0]).not.toBe('us-central1-one');
    expect(debugMode).toEqual(['true', 'true', null]);
  });

  it('leaves an event function a worker of its own, for its function only', () => {
    const { keys, target } = shared();
    expect(keys[2]).toBe('us-central1-onUser');
    expect(target).toBe('onUser');
  });

  it("keeps firebase-tools' own pools with STACK_FUNCTION_WORKERS=per-function", () => {
    const own = withPreload({ STACK_FUNCTION_WORKERS: 'per-function' });
    expect(own.keys).toEqual(['us-central1-one', 'us-central1-two', 'us-central1-onUser']);
    expect(own.debugMode).toEqual([null, null, null]);
  });

  it('relies on a runtime that reads the function from each request in that mode', () => {
    const runtime = readFileSync(join(lib, 'functionsEmulatorRuntime.js'), 'utf8');
    expect(runtime).toMatch(/FUNCTION_TARGET_NAME = debug\.functionTarget/);
  });
});

/**
 * The workers the shared pool has after serving `requests` sent all at once, each held open by
 * the fake function until every one has arrived (so none can wait for another to end): the
 * requests name functions one and two (2nd gen) or old (1st gen); each worker's state is given.
 */
function workersAfter(requests: string[]): string[] {
  const script = `
    const { join } = require('node:path');
    const http = require('node:http');
    const { EventEmitter } = require('node:events');
    const { PassThrough } = require('node:stream');
    const lib = ${JSON.stringify(lib)};
    const { FunctionsEmulator } = require(join(lib, 'functionsEmulator'));
    const { RuntimeWorkerPool } = require(join(lib, 'functionsRuntimeWorker'));
    const requests = ${JSON.stringify(requests)};
    const held = [];
    const server = http.createServer((req, res) => {
      held.push(res);
      if (held.length === requests.length) for (const waiting of held) waiting.end('ok');
    });
    server.listen(0, '127.0.0.1', async () => {
      const emulator = Object.create(FunctionsEmulator.prototype);
      const defs = [
        { id: 'us-central1-one', entryPoint: 'one', platform: 'gcfv2', httpsTrigger: {} },
        { id: 'us-central1-two', entryPoint: 'two', platform: 'gcfv2', httpsTrigger: {} },
        { id: 'us-central1-old', entryPoint: 'old', platform: 'gcfv1', httpsTrigger: {} },
      ];
      const backend = { runtime: 'nodejs20' };
      emulator.triggers = Object.fromEntries(defs.map((def) => [def.id, { def, backend }]));
      emulator.args = { projectId: 'demo' };
      emulator.adminSdkConfig = { projectId: 'demo' };
      emulator.logger = { log() {}, logLabeled() {} };
      emulator.start().catch(() => undefined);
      const pool = new RuntimeWorkerPool();
      emulator.startRuntime = async (_, def) => {
        const child = new EventEmitter();
        child.send = (_message, sent) => sent();
        child.kill = () => undefined;
        const conn = { httpReqOpts: () => ({ host: '127.0.0.1', port: server.address().port }) };
        const worker = pool.addWorker(def, { process: child, events: new EventEmitter(), conn }, {}, 'nodejs20');
        worker.readyForWork();
      };
      await Promise.all(requests.map((name) => {
        const resp = new PassThrough();
        resp.writeHead = () => resp;
        resp.resume();
        const req = { method: 'GET', path: '/', headers: {} };
        return pool.submitRequest('us-central1-' + name, req, resp, undefined, undefined, 'nodejs20');
      }));
      const workers = pool.getTriggerWorkers('us-central1-one', 'nodejs20');
      console.log(JSON.stringify(workers.map((worker) => worker.state)));
      server.close();
    });
  `;
  const output = execFileSync(process.execPath, ['--require', preload, '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1) as string);
}

describe('shared-functions-workers.cjs concurrency', () => {
  it('serves requests of one 2nd-gen function at once in one worker, as Cloud Functions does', () => {
    expect(workersAfter(['one', 'one', 'one', 'one'])).toEqual(['IDLE']);
  });

  it('gives a request of another function a worker of its own', () => {
    expect(workersAfter(['one', 'one', 'two'])).toEqual(['IDLE', 'IDLE']);
  });

  it('serves a 1st-gen function one request per worker', () => {
    expect(workersAfter(['old', 'old', 'old'])).toEqual(['IDLE', 'IDLE', 'IDLE']);
  });
});
